import { TextWithDates } from '@/components/text-with-dates'
import { renderWithStores, startedSession } from '../support/render'

function rendered(text: string): HTMLElement {
  const { container } = renderWithStores(<TextWithDates className='weekly-week__dates' text={text} />, { session: startedSession() })
  return container.firstElementChild as HTMLElement
}

describe('TextWithDates', () => {
  test('shows the whole sentence', () => {
    expect(rendered('2026-11-16 至 2026-11-22').textContent).toBe('2026-11-16 至 2026-11-22')
  })

  test('keeps each date on one line, and the words between free to wrap', () => {
    const element = rendered('请在 2026-11-29 06:55 前领取')
    const kept = Array.from(element.querySelectorAll<HTMLElement>('[style]'), (piece) => [piece.textContent, piece.style.whiteSpace])
    expect(kept).toEqual([['2026-11-29 06:55', 'nowrap']])
  })

  test('wraps nothing extra round a sentence without dates', () => {
    expect(rendered('第 4-10 名').querySelectorAll('[style]')).toHaveLength(0)
  })

  test('carries the class given', () => {
    expect(rendered('2026-11-16').className).toContain('weekly-week__dates')
  })
})
