import { routePathOf, type RoutePath } from '@/routes'

/** An absolute http(s) link, parsed without the `URL` global (the mini-program has none). */
export interface ParsedUrl {
  protocol: 'http' | 'https'
  /** lower-case hostname, without the port */
  host: string
  port: number | null
  /** raw (still percent-encoded) path; '/' when the link has none */
  path: string
  query: Record<string, string>
  /** raw fragment, without '#' */
  hash: string
}

const SCHEME = /^(https?):\/\//i
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/
const PORT = /^\d{1,5}$/
const ESCAPES = /(?:%[0-9a-fA-F]{2})+/g

// whitespace and control characters inside a link, and backslashes (which browsers read as '/'),
// are how links are smuggled past parsers; none of ours contains one
function hasForbiddenChar(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}

function isHostname(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => label.length <= 63 && HOST_LABEL.test(label))
}

function decodeComponent(text: string): string {
  // decode each run of escapes on its own, so one malformed escape does not lose the rest
  return text.replace(/\+/g, ' ').replace(ESCAPES, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * Parses `a=1&b=2` (a leading '?' is allowed); when a key repeats, the first value wins, as with
 * URLSearchParams.get. Anything but text gives no parameters.
 */
export function parseQuery(search: unknown): Record<string, string> {
  const query: Record<string, string> = {}
  if (typeof search !== 'string') return query
  const text = search.startsWith('?') ? search.slice(1) : search
  for (const pair of text.split('&')) {
    if (!pair) continue
    const equals = pair.indexOf('=')
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals))
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1))
    if (Object.prototype.hasOwnProperty.call(query, key)) continue
    // defineProperty keeps a key named __proto__ an ordinary key instead of replacing the prototype
    Object.defineProperty(query, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return query
}

/** Encodes params as `a=1&b=2` (no leading '?'), skipping undefined values. */
export function buildQuery(params: Record<string, string | number | undefined>): string {
  return Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`)
    .join('&')
}

/** Parses an absolute http(s) link; anything else (a value that is no text included), or anything ambiguous, gives null. */
export function parseUrl(url: unknown): ParsedUrl | null {
  if (typeof url !== 'string') return null
  const text = url.trim()
  if (hasForbiddenChar(text)) return null
  const scheme = SCHEME.exec(text)
  if (!scheme) return null

  const rest = text.slice(scheme[0].length)
  const authorityEnd = rest.search(/[/?#]/)
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd)
  const tail = authorityEnd === -1 ? '' : rest.slice(authorityEnd)
  // userinfo (`https://example.com@evil.com`) only serves to disguise the real host
  if (authority.includes('@')) return null

  const colon = authority.indexOf(':')
  const host = (colon === -1 ? authority : authority.slice(0, colon)).toLowerCase()
  const portText = colon === -1 ? null : authority.slice(colon + 1)
  if (!isHostname(host)) return null
  if (portText !== null && (!PORT.test(portText) || Number(portText) > 65535)) return null

  const hashIndex = tail.indexOf('#')
  const beforeHash = hashIndex === -1 ? tail : tail.slice(0, hashIndex)
  const queryIndex = beforeHash.indexOf('?')
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex)

  return {
    protocol: scheme[1].toLowerCase() === 'https' ? 'https' : 'http',
    host,
    port: portText === null ? null : Number(portText),
    path: path || '/',
    query: queryIndex === -1 ? {} : parseQuery(beforeHash.slice(queryIndex + 1)),
    hash: hashIndex === -1 ? '' : tail.slice(hashIndex + 1),
  }
}

/**
 * spec 5: a link is safe only if it parses and its hostname exactly equals a listed domain.
 * `httpsOnly` (production builds) refuses plain http too; local and mock builds serve http.
 */
export function isSafeLink(url: unknown, domains: readonly string[], httpsOnly: boolean): boolean {
  const parsed = parseUrl(url)
  if (!parsed || (httpsOnly && parsed.protocol !== 'https')) return false
  return domains.some((domain) => domain.toLowerCase() === parsed.host)
}

/** A page of this app, as a link to the product's own H5 site names it. */
export interface InAppPage {
  path: RoutePath
  query: Record<string, string>
}

/**
 * The app's own page a link names when it leads to `h5Site` (same scheme, host and port) and its
 * path has a screen in the route table; undefined for any other link, which is followed as a link.
 */
export function inAppPage(url: unknown, h5Site: string): InAppPage | undefined {
  const link = parseUrl(url)
  const site = parseUrl(h5Site)
  if (!link || !site || link.protocol !== site.protocol || link.host !== site.host || link.port !== site.port) return undefined
  const path = routePathOf(link.path)
  return path === undefined ? undefined : { path, query: link.query }
}

const MAX_MINI_PROGRAM_PATH_LENGTH = 1024
// page segments as mini programs name them; no ':' (a scheme), no empty segment ('//', a host)
const MINI_PROGRAM_PAGE = /^\/?[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/
// C1 controls and the Unicode line breaks, which hasForbiddenChar does not cover
const INVISIBLE_BREAKS = /[\u0080-\u009f\u2028\u2029]/

/**
 * A page path inside a mini program (`pages/hotel/index?id=3`, `/pages/x/index`), the only form
 * a host may be handed as one: never a scheme (`javascript:`), a host (`//x`) or a web link.
 */
export function isMiniProgramPath(text: unknown): boolean {
  if (typeof text !== 'string') return false
  if (text.length > MAX_MINI_PROGRAM_PATH_LENGTH || hasForbiddenChar(text) || INVISIBLE_BREAKS.test(text)) return false
  if (text.includes('//')) return false
  const queryStart = text.indexOf('?')
  return MINI_PROGRAM_PAGE.test(queryStart === -1 ? text : text.slice(0, queryStart))
}

/** spec 2: a non-numeric target opens in a new web view named by the last path segment; '' when there is none. */
export function lastPathSegment(url: unknown): string {
  if (typeof url !== 'string') return ''
  const withoutSuffix = url.split('#')[0].split('?')[0]
  // drop `scheme://host` or `//host` so a bare origin does not yield its hostname
  const path = withoutSuffix.replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/]*/i, '')
  const segments = path.split('/').filter(Boolean)
  return segments.length === 0 ? '' : segments[segments.length - 1]
}

/** A mini program's app id (`wx` and 16 hexadecimal digits), which WeChat's navigateToMiniProgram takes (not an original id). */
export function isMiniProgramAppId(value: unknown): value is string {
  return typeof value === 'string' && /^wx[0-9a-f]{16}$/.test(value)
}
