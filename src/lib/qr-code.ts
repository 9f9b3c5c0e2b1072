import qrcode from 'qrcode-generator'

// QR codes for the invite poster and the app download (spec 2): qrcode-generator computes the
// modules only, so both builds draw them on their own canvas.

/** The modules of a QR code, row by row: true is dark. */
export type QrMatrix = readonly (readonly boolean[])[]

/** Modules of light margin around a code, as the QR standard asks, so scanners find it. */
export const QR_QUIET_ZONE = 4

/**
 * The smallest code that holds `text` as UTF-8 at error correction M. Throws when `text` is empty
 * or longer than the largest code holds.
 */
export function qrMatrix(text: string): QrMatrix {
  if (text === '') throw new Error('a QR code needs some text')
  const code = qrcode(0, 'M')
  code.addData(utf8Bytes(text), 'Byte')
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)))
}

/** Whole pixels per module, so every module is sharp: the largest that fits `side` with the quiet zone. */
export function qrModulePixels(matrix: QrMatrix, side: number): number {
  return Math.max(1, Math.floor(side / (matrix.length + 2 * QR_QUIET_ZONE)))
}

/** `text` as UTF-8, one character per byte: the library's byte mode keeps only each character's low 8 bits. */
function utf8Bytes(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
