// Which picture a file is, told by its first bytes (the formats' signatures), never by its name or
// its declared type: an SVG (it can carry a script) or a program renamed `.png` is no picture.

/** The picture formats an upload may be. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp'

/** How many first bytes the rule reads: WebP's signature ends at the twelfth. */
export const IMAGE_SIGNATURE_BYTES = 12

const ASCII = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0))

/** Each format's signature: the byte at each offset, `undefined` for a byte that may be anything. */
const SIGNATURES: ReadonlyArray<readonly [ImageFormat, ReadonlyArray<number | undefined>]> = [
  ['png', [0x89, ...ASCII('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ASCII('GIF87a')],
  ['gif', ASCII('GIF89a')],
  // RIFF, the chunk's size (any), WEBP
  ['webp', [...ASCII('RIFF'), undefined, undefined, undefined, undefined, ...ASCII('WEBP')]],
]

/**
 * The picture format whose signature the file's first bytes carry; undefined for anything else
 * (SVG or other text, a program, an empty file, too few bytes, a value that is no byte list).
 */
export function imageFormatOf(head: ArrayLike<number> | undefined): ImageFormat | undefined {
  if (head === null || typeof head !== 'object' || typeof head.length !== 'number') return undefined
  const found = SIGNATURES.find(([, signature]) => signature.length <= head.length && signature.every((byte, at) => byte === undefined || head[at] === byte))
  return found?.[0]
}
