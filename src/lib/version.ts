// spec 5: versions compare by three dotted numeric parts (major, minor, patch)
const PARTS = 3

function parts(version: unknown): number[] {
  // a value that is no text (a host's null, a number) reads as no version: 0.0.0
  const pieces = typeof version === 'string' ? version.trim().split('.') : []
  // a missing part is 0, and so is a part that is not all digits ('beta', '2-rc1', '')
  return Array.from({ length: PARTS }, (_, i) => {
    const piece = (pieces[i] ?? '').trim()
    return /^\d+$/.test(piece) ? Number(piece) : 0
  })
}

/** -1, 0 or 1 as version a is lower than, equal to or higher than version b. */
export function compareVersion(a: unknown, b: unknown): number {
  const left = parts(a)
  const right = parts(b)
  for (let i = 0; i < PARTS; i += 1) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1
  }
  return 0
}

/** spec 5: true when current is at least min; a missing version, or one that is no text, yields false. */
export function isVersionAtLeast(current: unknown, min: string): boolean {
  if (typeof current !== 'string' || current.trim() === '') return false
  return compareVersion(current, min) >= 0
}
