import { QR_QUIET_ZONE, qrModulePixels, type QrMatrix } from './qr-code'

// The invite poster (spec 2): its layout and drawing on a 2D canvas context, the same on the
// mini-program's 2d canvas and an HTML canvas; only getting the canvas differs (src/platform).

/** What the poster is drawn with: the part of a canvas 2D context both builds have. */
export type PosterPen = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'fillRect' | 'fillText' | 'measureText'
>

/** The poster's texts, already in the user's language. */
export interface PosterContent {
  brand: string
  /** "<name> invites you": a long name wraps, then ends in an ellipsis */
  headline: string
  /** the rewards of spec 9, one text each */
  rewards: readonly string[]
  /** under the QR code: what to do with it */
  caption: string
  /** the invite code, as a line of text */
  code: string
}

/** Canvas pixels of the poster; the page shows it scaled down. */
export const POSTER_SIZE = { width: 600, height: 1040 } as const
/** Canvas pixels of the app-download QR code shown on desktop. */
export const DOWNLOAD_QR_SIZE = 240

const MARGIN = 40
const TEXT_WIDTH = POSTER_SIZE.width - 2 * MARGIN
const BAND_HEIGHT = 380
const QR_SIDE = 264
const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans", sans-serif'
// the colours of src/styles/tokens.scss (brand, text, secondary): a canvas takes no Sass
const COLORS = { band: '#2a5ee8', onBand: '#ffffff', page: '#ffffff', text: '#1c2333', secondary: '#5c6577', dark: '#000000' }
const ELLIPSIS = '…'

// Han, kana, Hangul and full-width forms break between any two characters; other scripts between words.
const BREAK_ANYWHERE = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/
const TOKENS = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+/g

/**
 * `text` in lines no wider than `maxWidth` as `measure` sees them: words stay whole unless one alone
 * is too wide, Chinese breaks anywhere. Beyond `maxLines` the last line ends in an ellipsis.
 */
export function wrapLines(text: string, maxWidth: number, measure: (text: string) => number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const token of text.match(TOKENS) ?? []) {
    const candidate = current + token
    if (measure(candidate.trimEnd()) <= maxWidth) {
      current = candidate
      continue
    }
    if (current.trim() !== '') lines.push(current.trimEnd())
    current = ''
    // a word wider than the line is cut where it must be
    for (const char of BREAK_ANYWHERE.test(token) ? [token] : Array.from(token.trimStart())) {
      if (current !== '' && measure((current + char).trimEnd()) > maxWidth) {
        lines.push(current.trimEnd())
        current = ''
      }
      current += char
    }
  }
  if (current.trim() !== '') lines.push(current.trimEnd())
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], maxWidth, measure)
  return kept
}

function withEllipsis(line: string, maxWidth: number, measure: (text: string) => number): string {
  let chars = Array.from(line)
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS) > maxWidth) chars = chars.slice(0, -1)
  return chars.join('').trimEnd() + ELLIPSIS
}

function font(px: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${px}px ${FONT_FAMILY}`
}

/** Writes `text` wrapped from `top`; gives the y below its last line. */
function writeLines(pen: PosterPen, text: string, top: number, size: number, maxLines: number, bold = false): number {
  pen.font = font(size, bold)
  const lineHeight = Math.round(size * 1.45)
  const lines = wrapLines(text, TEXT_WIDTH, (part) => pen.measureText(part).width, maxLines)
  lines.forEach((line, index) => pen.fillText(line, POSTER_SIZE.width / 2, top + index * lineHeight))
  return top + lines.length * lineHeight
}

/**
 * Draws QR modules (with their quiet zone) in a `side`-pixel square at (x, y), each module a whole
 * number of pixels, centred in the square.
 */
export function drawQrCode(pen: PosterPen, matrix: QrMatrix, x: number, y: number, side: number): void {
  const cell = qrModulePixels(matrix, side)
  const drawn = cell * (matrix.length + 2 * QR_QUIET_ZONE)
  const left = Math.floor(x + (side - drawn) / 2)
  const top = Math.floor(y + (side - drawn) / 2)
  pen.fillStyle = COLORS.page
  pen.fillRect(x, y, side, side)
  pen.fillStyle = COLORS.dark
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) pen.fillRect(left + (c + QR_QUIET_ZONE) * cell, top + (r + QR_QUIET_ZONE) * cell, cell, cell)
    }),
  )
}

/** The whole poster on a POSTER_SIZE canvas: brand band with the headline, rewards, QR code, caption, code. */
export function drawPoster(pen: PosterPen, content: PosterContent, qr: QrMatrix): void {
  const { width, height } = POSTER_SIZE
  pen.textAlign = 'center'
  pen.textBaseline = 'top'
  pen.fillStyle = COLORS.page
  pen.fillRect(0, 0, width, height)
  pen.fillStyle = COLORS.band
  pen.fillRect(0, 0, width, BAND_HEIGHT)

  pen.fillStyle = COLORS.onBand
  const belowBrand = writeLines(pen, content.brand, 56, 44, 1, true)
  writeLines(pen, content.headline, belowBrand + 36, 34, 4, true)

  pen.fillStyle = COLORS.text
  let y = BAND_HEIGHT + 28
  for (const reward of content.rewards) y = writeLines(pen, reward, y, 22, 2) + 8

  const qrTop = height - QR_SIDE - 116
  drawQrCode(pen, qr, (width - QR_SIDE) / 2, qrTop, QR_SIDE)
  pen.fillStyle = COLORS.secondary
  const belowCaption = writeLines(pen, content.caption, qrTop + QR_SIDE + 16, 22, 1)
  pen.fillStyle = COLORS.text
  writeLines(pen, content.code, belowCaption + 8, 26, 1, true)
}
