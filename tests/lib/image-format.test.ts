import { IMAGE_SIGNATURE_BYTES, imageFormatOf } from '@/lib/image-format'
import { EXECUTABLE, GIF, JPEG, PNG, SVG, WEBP, XML_SVG } from '../support/image-files'

const head = (file: Buffer): Uint8Array => new Uint8Array(file.subarray(0, IMAGE_SIGNATURE_BYTES))

describe('imageFormatOf', () => {
  test('tells a PNG by its eight-byte signature', () => {
    expect(imageFormatOf(head(PNG))).toBe('png')
  })

  test('tells a JPEG by its start-of-image marker', () => {
    expect(imageFormatOf(head(JPEG))).toBe('jpeg')
  })

  test('tells a GIF of either version', () => {
    const gif87 = Buffer.from(GIF)
    gif87.write('GIF87a', 0, 'latin1')
    expect([imageFormatOf(head(GIF)), imageFormatOf(head(gif87))]).toEqual(['gif', 'gif'])
  })

  test('tells a WebP by RIFF and WEBP, whatever the chunk size between them', () => {
    expect(imageFormatOf(head(WEBP))).toBe('webp')
  })

  test('refuses an SVG, bare or with an XML declaration', () => {
    expect([imageFormatOf(head(SVG)), imageFormatOf(head(XML_SVG))]).toEqual([undefined, undefined])
  })

  test('refuses a Windows program (MZ)', () => {
    expect(imageFormatOf(head(EXECUTABLE))).toBeUndefined()
  })

  test('refuses a RIFF file that is no WebP (a WAV sound)', () => {
    const wave = Buffer.from(WEBP)
    wave.write('WAVE', 8, 'latin1')
    expect(imageFormatOf(head(wave))).toBeUndefined()
  })

  test('refuses an empty file', () => {
    expect(imageFormatOf(new Uint8Array(0))).toBeUndefined()
  })

  test('refuses a file shorter than the signature it starts with', () => {
    expect([imageFormatOf(head(PNG).subarray(0, 7)), imageFormatOf(head(WEBP).subarray(0, 11)), imageFormatOf(head(JPEG).subarray(0, 2))]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  test('refuses bytes that could not be read, and a value that is no byte list, without throwing', () => {
    const values: unknown[] = [undefined, null, 'PNG', 137, {}, { length: 'eight' }]
    expect(values.map((value) => imageFormatOf(value as ArrayLike<number>))).toEqual(values.map(() => undefined))
  })
})
