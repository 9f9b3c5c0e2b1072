/** What storage holds, read as an object of unknown fields: undefined for anything else (no entry, a hand edit, text that is not JSON). */
export function storedObject(text: string | undefined): Partial<Record<string, unknown>> | undefined {
  if (text === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Partial<Record<string, unknown>>) : undefined
}
