// H5 cookies (the login token lives in the cookie `token`, spec 3). Not for the mini-program.
export interface CookieOptions {
  /** lifetime; without it the cookie lasts the browser session */
  maxAgeMs?: number
  /** default '/' */
  path?: string
  /** default 'Lax' */
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** default: only over https (a Secure cookie set over http is dropped by the browser) */
  secure?: boolean
}

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    const raw = pair.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`]
  if (options.maxAgeMs !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeMs / 1000)}`)
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  if (options.secure ?? window.location.protocol === 'https:') parts.push('Secure')
  document.cookie = parts.join('; ')
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'maxAgeMs'> = {}): void {
  writeCookie(name, '', { ...options, maxAgeMs: 0 })
}
