import { screen } from '@testing-library/react'

// A sentence with a date in it is cut into pieces (the date kept on one line), so
// `getByText(sentence)` no longer finds it: these find it by what it reads, and tell which
// pieces a phone's width cannot break.

/** The innermost element reading `sentence`, however its text is cut into pieces. */
export function getBySentence(sentence: string, within: ParentNode = document): HTMLElement {
  const found = Array.from(within.querySelectorAll<HTMLElement>('*')).filter(
    (element) => element.textContent === sentence && !Array.from(element.children).some((child) => child.textContent === sentence),
  )
  if (found.length !== 1) throw new Error(`${found.length} elements read "${sentence}"; text shown: ${document.body.textContent ?? ''}`)
  return found[0]
}

/** `getBySentence` once the sentence shows up. */
export async function findBySentence(sentence: string): Promise<HTMLElement> {
  await screen.findAllByText((_, element) => element?.textContent === sentence)
  return getBySentence(sentence)
}

/** The texts inside `element` kept on one line (`white-space: nowrap` on the piece itself). */
export function keptWhole(element: Element): string[] {
  return Array.from(element.querySelectorAll<HTMLElement>('*'))
    .filter((piece) => piece.style.whiteSpace === 'nowrap')
    .map((piece) => piece.textContent ?? '')
}

/** Every date `element` shows ("2025-06-20" or "2025-06-20 10:30"), in order. */
export function datesShown(element: Element): string[] {
  return (element.textContent ?? '').match(/\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?/g) ?? []
}
