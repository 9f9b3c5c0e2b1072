// Dates inside shown sentences. Apart from calendar.ts, which the shell loads: only pages that
// show such sentences need this.

/** A piece of a shown text: a date as `chinaDateOf` / `chinaDateTimeOf` write it, or the words around it. */
export interface TextPiece {
  text: string
  date: boolean
}

// A date with its time, or a date alone; not inside a longer word. No look-behind: older iOS engines reject it.
const SHOWN_DATE = /\b\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?\b/g

/** Cuts a shown text at its dates, so each date can be kept on one line while the words between wrap. */
export function piecesAtDates(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let from = 0
  SHOWN_DATE.lastIndex = 0
  for (let match = SHOWN_DATE.exec(text); match; match = SHOWN_DATE.exec(text)) {
    const at = match.index
    if (at > from) pieces.push({ text: text.slice(from, at), date: false })
    pieces.push({ text: match[0], date: true })
    from = at + match[0].length
  }
  if (from < text.length) pieces.push({ text: text.slice(from), date: false })
  return pieces
}
