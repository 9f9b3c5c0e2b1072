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
// the white card that holds the rewards, the QR code and the code, on the brand's blue
const CARD_INSET = 32
const CARD_PADDING = 32
const CARD_TEXT_WIDTH = POSTER_SIZE.width - 2 * (CARD_INSET + CARD_PADDING)
const QR_SIDE = 264
const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans", sans-serif'
// the colours of src/styles/tokens.scss (brand, gold, secondary text): a canvas takes no Sass
const COLORS = {
  band: '#2a5ee8',
  onBand: '#ffffff',
  accent: '#f5a623',
  page: '#ffffff',
  rewardPanel: '#fff4de',
  rewardText: '#9a6200',
  codePanel: '#eef3fd',
  codeText: '#1d4fd6',
  secondary: '#5c6577',
  dark: '#000000',
}
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

/** A block of centred text: its lines as the pen measures them at `size`. */
interface TextBlock {
  lines: string[]
  size: number
  bold: boolean
  lineHeight: number
}

function textBlock(pen: PosterPen, text: string, size: number, maxWidth: number, maxLines: number, bold = false): TextBlock {
  pen.font = font(size, bold)
  const lines = wrapLines(text, maxWidth, (part) => pen.measureText(part).width, maxLines)
  return { lines, size, bold, lineHeight: Math.round(size * 1.45) }
}

const heightOf = (block: TextBlock): number => block.lines.length * block.lineHeight

/** Writes `block` centred from `top`; gives the y below its last line. */
function writeBlock(pen: PosterPen, block: TextBlock, top: number): number {
  pen.font = font(block.size, block.bold)
  block.lines.forEach((line, index) => pen.fillText(line, POSTER_SIZE.width / 2, top + index * block.lineHeight))
  return top + heightOf(block)
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

// the poster's parts, top to bottom, and the space between them
const GAP = { brandToAccent: 14, accentToHeadline: 28, headlineToCard: 40, rewardLines: 6, panelPadding: 20, panelToQr: 28, qrToCaption: 12, captionToCode: 16, codePadding: 12 }
const ACCENT = { width: 64, height: 6 }

/**
 * The whole poster on a POSTER_SIZE canvas: on the brand's blue, the brand with a gold accent and the
 * headline; below them a white card with the rewards on a gold panel, the QR code, its caption and
 * the invite code on a blue panel. The parts follow each other; the height left over is shared above
 * and below them, so no empty band opens between the texts and the QR code.
 */
export function drawPoster(pen: PosterPen, content: PosterContent, qr: QrMatrix): void {
  const { width, height } = POSTER_SIZE
  const brand = textBlock(pen, content.brand, 44, TEXT_WIDTH, 1, true)
  const headline = textBlock(pen, content.headline, 34, TEXT_WIDTH, 2, true)
  const rewards = content.rewards.map((reward) => textBlock(pen, reward, 22, CARD_TEXT_WIDTH - 2 * GAP.panelPadding, 3, true))
  const caption = textBlock(pen, content.caption, 22, CARD_TEXT_WIDTH, 2)
  const code = textBlock(pen, content.code, 28, CARD_TEXT_WIDTH - 2 * GAP.codePadding, 1, true)

  const rewardPanelHeight = 2 * GAP.panelPadding + rewards.reduce((sum, block) => sum + heightOf(block), 0) + GAP.rewardLines * (rewards.length - 1)
  const codePanelHeight = heightOf(code) + 2 * GAP.codePadding
  const cardHeight =
    CARD_PADDING + rewardPanelHeight + GAP.panelToQr + QR_SIDE + GAP.qrToCaption + heightOf(caption) + GAP.captionToCode + codePanelHeight + CARD_PADDING
  const used = heightOf(brand) + GAP.brandToAccent + ACCENT.height + GAP.accentToHeadline + heightOf(headline) + GAP.headlineToCard + cardHeight
  const top = Math.max(CARD_INSET, Math.floor((height - used) / 2))

  pen.textAlign = 'center'
  pen.textBaseline = 'top'
  pen.fillStyle = COLORS.band
  pen.fillRect(0, 0, width, height)

  pen.fillStyle = COLORS.onBand
  let y = writeBlock(pen, brand, top) + GAP.brandToAccent
  pen.fillStyle = COLORS.accent
  pen.fillRect((width - ACCENT.width) / 2, y, ACCENT.width, ACCENT.height)
  y += ACCENT.height + GAP.accentToHeadline
  pen.fillStyle = COLORS.onBand
  y = writeBlock(pen, headline, y) + GAP.headlineToCard

  pen.fillStyle = COLORS.page
  pen.fillRect(CARD_INSET, y, width - 2 * CARD_INSET, cardHeight)
  const panelLeft = CARD_INSET + CARD_PADDING
  const panelWidth = width - 2 * panelLeft
  y += CARD_PADDING
  pen.fillStyle = COLORS.rewardPanel
  pen.fillRect(panelLeft, y, panelWidth, rewardPanelHeight)
  pen.fillStyle = COLORS.rewardText
  let rewardTop = y + GAP.panelPadding
  for (const block of rewards) rewardTop = writeBlock(pen, block, rewardTop) + GAP.rewardLines
  y += rewardPanelHeight + GAP.panelToQr

  drawQrCode(pen, qr, (width - QR_SIDE) / 2, y, QR_SIDE)
  y += QR_SIDE + GAP.qrToCaption
  pen.fillStyle = COLORS.secondary
  y = writeBlock(pen, caption, y) + GAP.captionToCode
  pen.fillStyle = COLORS.codePanel
  pen.fillRect(panelLeft, y, panelWidth, codePanelHeight)
  pen.fillStyle = COLORS.codeText
  writeBlock(pen, code, y + GAP.codePadding)
}
