// Parsers for what a host passes to the page's callback globals, and for what the page finds again
// in storage and cookies. Any script can call a global and any value may sit in storage, so every
// value is checked here against the one form the product uses; undefined means "not a valid value"
// (DESIGN.md, values from outside). Every accepted form is a valid HTTP header value.
import { knownApiHosts } from '@/config'
import { isLanguage, type Language } from '@/lib/i18n'

/** How long start-up waits for a host answer unless the caller knows better (docs/bridge.md). */
export const HOST_ANSWER_TIMEOUT_MS = 3000

export interface HostVersion {
  version: string
  /** spec 3: the device code ('' when the host sends none or an invalid one) */
  equipment: string
}

// The forms of docs/bridge.md, section 2.
const TOKEN = /^[\x21-\x7e]{1,512}$/
const VERSION = /^\d{1,9}(\.\d{1,9}){0,3}$/
// A device code or model name as hosts send it (`HUAWEI ELS-AN00`, `Xiaomi 23049RAD8C`): it picks the tutorial.
const EQUIPMENT = /^[A-Za-z0-9._:()+/-](?:[A-Za-z0-9 ._:()+/-]{0,126}[A-Za-z0-9._:()+/-])?$/
const MARKETPLACE = /^[A-Za-z0-9_-]{1,32}$/
const UID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The login token: printable ASCII without spaces, at most 512 characters; '' means logged out.
 * A number is not a token (the server issues tokens as text), so it is refused like any non-string.
 */
export function parseHostToken(raw: unknown): string | undefined {
  return typeof raw === 'string' && (raw === '' || TOKEN.test(raw)) ? raw : undefined
}

/** The user id: a short `[A-Za-z0-9_-]` name, or a whole number taken as its decimal text; '' means none. */
export function parseHostUid(raw: unknown): string | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : undefined
  return typeof raw === 'string' && (raw === '' || UID.test(raw)) ? raw : undefined
}

/** Review flags: a boolean, 1 / 0, or their string forms. */
export function parseHostFlag(raw: unknown): boolean | undefined {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return true
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return false
  return undefined
}

/**
 * Spec 7: getVersion answers version and equipment, as an object or its JSON text. The version is
 * a dotted number (`3.25.2`) and required; an equipment not in its form is dropped, not the answer.
 */
export function parseHostVersion(raw: unknown): HostVersion | undefined {
  const value = typeof raw === 'string' ? parseJson(raw) : raw
  if (typeof value !== 'object' || value === null) return undefined
  const version: unknown = Reflect.get(value, 'version')
  const equipment: unknown = Reflect.get(value, 'equipment')
  if (typeof version !== 'string' || !VERSION.test(version.trim())) return undefined
  if (equipment === undefined || equipment === '') return { version: version.trim(), equipment: '' }
  if (typeof equipment === 'string' && EQUIPMENT.test(equipment)) return { version: version.trim(), equipment }
  console.warn(`[host] getVersion: ignored an invalid equipment (${describeValue(equipment)})`)
  return { version: version.trim(), equipment: '' }
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

/** A marketplace (channel) name: a short `[A-Za-z0-9_-]` name, rewritten as spec 3 requires. */
export function parseHostMarketPlace(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const name = raw.trim()
  return MARKETPLACE.test(name) ? normaliseMarketPlace(name) : undefined
}

/** Spec 3: the marketplace google is kept as google_new. */
export function normaliseMarketPlace(marketPlace: string): string {
  return marketPlace === 'google' ? 'google_new' : marketPlace
}

/** What a refused value was, for a log line: its type and size, never its content. */
export function describeValue(raw: unknown): string {
  if (typeof raw === 'string') return `a string of ${raw.length} characters`
  if (raw === null || raw === undefined) return String(raw)
  if (Array.isArray(raw)) return 'an array'
  return typeof raw === 'object' ? 'an object' : `a ${typeof raw}`
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
