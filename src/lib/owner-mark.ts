/**
 * Tells one account's stored entries from another's without keeping the token itself: 32 bits of
 * FNV-1a say nothing useful about a token, and a clash costs little (a retry's new id, a copy not shown).
 */
export function ownerMark(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16)
}
