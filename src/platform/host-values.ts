// Parsers for what a host passes to the page's callback globals. Any script can call a global,
// so every answer is checked here; undefined means "not a valid answer" (DESIGN.md, host to page).
import { knownApiHosts } from '@/config'
import { isLanguage, type Language } from '@/lib/i18n'

/** How long start-up waits for a host answer unless the caller knows better (docs/bridge.md). */
export const HOST_ANSWER_TIMEOUT_MS = 3000

export interface HostVersion {
  version: string
  /** spec 3: the device code */
  equipment: string
}

/** Token, uid: a string ('' = none); a finite number is taken as its decimal text. */
export function parseHostString(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return undefined
}

/** Review flags: a boolean, 1 / 0, or their string forms. */
export function parseHostFlag(raw: unknown): boolean | undefined {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return true
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return false
  return undefined
}

/** Spec 7: getVersion answers version and equipment, as an object or its JSON text. */
export function parseHostVersion(raw: unknown): HostVersion | undefined {
  const value = typeof raw === 'string' ? parseJson(raw) : raw
  if (typeof value !== 'object' || value === null) return undefined
  const version: unknown = Reflect.get(value, 'version')
  const equipment: unknown = Reflect.get(value, 'equipment')
  if (typeof version !== 'string' || version.trim() === '') return undefined
  if (equipment !== undefined && typeof equipment !== 'string') return undefined
  return { version: version.trim(), equipment: equipment ?? '' }
}

/** Spec 9: only a supported language. */
export function parseHostLanguage(raw: unknown): Language | undefined {
  return isLanguage(raw) ? raw : undefined
}

/** Only an API host of this build's own environment (src/config `knownApiHosts`). */
export function parseHostApiHost(raw: unknown): string | undefined {
  return typeof raw === 'string' && knownApiHosts.includes(raw) ? raw : undefined
}

/** Spec 2: an in-app path for the desktop host's navigation callback (`/x`, never `//host`). */
export function parseHostPath(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^\/(?!\/)/.test(raw) && !raw.includes('\\') ? raw : undefined
}

/** A marketplace (channel) name, rewritten as spec 3 requires. */
export function parseHostMarketPlace(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? normaliseMarketPlace(raw.trim()) : undefined
}

/** Spec 3: the marketplace google is kept as google_new. */
export function normaliseMarketPlace(marketPlace: string): string {
  return marketPlace === 'google' ? 'google_new' : marketPlace
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
