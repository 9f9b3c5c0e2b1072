import jsQR from 'jsqr'
import { QR_QUIET_ZONE, qrMatrix, qrModulePixels, type QrMatrix } from '@/lib/qr-code'

/** The matrix as RGBA pixels, `cell` pixels a module, with its quiet zone: what a canvas would hold. */
function pixelsOf(matrix: QrMatrix, cell: number): { data: Uint8ClampedArray; side: number } {
  const side = (matrix.length + 2 * QR_QUIET_ZONE) * cell
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return
      for (let y = 0; y < cell; y += 1) {
        for (let x = 0; x < cell; x += 1) {
          const offset = (((r + QR_QUIET_ZONE) * cell + y) * side + (c + QR_QUIET_ZONE) * cell + x) * 4
          data[offset] = 0
          data[offset + 1] = 0
          data[offset + 2] = 0
        }
      }
    }),
  )
  return { data, side }
}

function decode(matrix: QrMatrix): string | undefined {
  const { data, side } = pixelsOf(matrix, 4)
  return jsQR(data, side, side)?.data
}

describe('qrMatrix', () => {
  it('encodes an invite link that a scanner reads back', () => {
    const link = 'https://www.speedup.example/invite?code=SU10001'
    expect(decode(qrMatrix(link))).toBe(link)
  })

  it('encodes text beyond Latin-1 as UTF-8', () => {
    const text = 'https://www.speedup.example/邀请?名=小明'
    expect(decode(qrMatrix(text))).toBe(text)
  })

  it('is square', () => {
    const matrix = qrMatrix('SU10001')
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true)
  })

  it('grows with the text', () => {
    expect(qrMatrix('x'.repeat(200)).length).toBeGreaterThan(qrMatrix('x').length)
  })

  it('refuses empty text', () => {
    expect(() => qrMatrix('')).toThrow()
  })

  it('refuses text longer than the largest code holds', () => {
    expect(() => qrMatrix('x'.repeat(3000))).toThrow()
  })
})

describe('qrModulePixels', () => {
  it('gives the largest whole module size that fits with the quiet zone', () => {
    const matrix = qrMatrix('SU10001') // 21 modules, 29 with the quiet zone
    expect(matrix.length).toBe(21)
    expect(qrModulePixels(matrix, 264)).toBe(9)
  })

  it('never gives less than one pixel', () => {
    expect(qrModulePixels(qrMatrix('SU10001'), 10)).toBe(1)
  })
})
