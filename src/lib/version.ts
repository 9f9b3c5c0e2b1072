// spec 5: versions compare by three dotted numeric parts (major, minor, patch)
const PARTS = 3

function parts(version: string): number[] {
  const pieces = version.trim().split('.')
  // a missing part is 0, and so is a part that is not all digits ('beta', '2-rc1', '')
  return Array.from({ length: PARTS }, (_, i) => {
    const piece = (pieces[i] ?? '').trim()
    return /^\d+$/.test(piece) ? Number(piece) : 0
  })
}

/** -1, 0 or 1 as version a is lower than, equal to or higher than version b. */
export function compareVersion(a: string, b: string): number {
  const left = parts(a)
  const right = parts(b)
  for (let i = 0; i < PARTS; i += 1) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1
  }
  return 0
}

/** spec 5: true when current is at least min; a missing version yields false. */
export function isVersionAtLeast(current: string | undefined | null, min: string): boolean {
  if (current === undefined || current === null || current.trim() === '') return false
  return compareVersion(current, min) >= 0
}
