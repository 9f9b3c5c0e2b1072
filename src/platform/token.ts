// H5: the login token is the cookie `token`, kept 30 days (spec 3, 9).
import { TOKEN_MAX_AGE_MS } from '@/config'
import { askHost } from './bridge'
import { readCookie, removeCookie, writeCookie } from './cookie'
import { detectClient } from './detect'
import { HOST_ANSWER_TIMEOUT_MS, parseHostToken } from './host-values'
import { currentQuery } from './location'
import type { TokenStore } from './types'

const TOKEN_COOKIE = 'token'
/** Spec 7: the server's cross-site-request cookie, which the request client sends back as a header. */
const CROSS_SITE_COOKIE = 'XSRF-TOKEN'
/** The mini-program's web view hands the page its token in this query parameter (spec 4). */
const TOKEN_QUERY = 'token'

// A token not in the form of docs/bridge.md is never kept nor read (sent as the token header it
// would make every request fail); one found in the cookie is removed at start-up.
export const tokenStore: TokenStore = {
  get() {
    const token = readCookie(TOKEN_COOKIE)
    return token && parseHostToken(token) !== undefined ? token : undefined
  },
  dropInvalid() {
    const token = readCookie(TOKEN_COOKIE)
    if (!token || parseHostToken(token) !== undefined) return
    console.warn('[token] removed the token cookie: not a valid token')
    removeCookie(TOKEN_COOKIE)
  },
  set(token) {
    if (!token || parseHostToken(token) === undefined) {
      if (token) console.warn('[token] not stored: not a valid token')
      removeCookie(TOKEN_COOKIE)
      return
    }
    writeCookie(TOKEN_COOKIE, token, { maxAgeMs: TOKEN_MAX_AGE_MS })
  },
  clear: () => removeCookie(TOKEN_COOKIE),
}

/**
 * Takes the token out of the address at once: left there, it would stay in the history, in a
 * shared link and in a referrer. The rest of the address stays as written.
 */
function dropTokenFromAddress(): void {
  const { pathname, search, hash } = window.location
  const pairs = search.replace(/^\?/, '').split('&')
  const kept = pairs.filter((pair) => {
    try {
      return decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')) !== TOKEN_QUERY
    } catch {
      return true
    }
  })
  if (kept.length === pairs.length) return
  const query = kept.filter(Boolean).join('&')
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`)
}

/**
 * Spec 4: the token at start-up. In the app the host's answer wins and is kept in the cookie (the
 * cookie stays if the host does not answer); in a mini-program web view the query's token
 * replaces the cookie; in a browser the cookie is the token.
 */
export async function obtainToken(): Promise<string | undefined> {
  const fromQuery = currentQuery()[TOKEN_QUERY]
  dropTokenFromAddress()
  const client = detectClient()
  if (client.isInApp) {
    const answer = await askHost('getToken', parseHostToken, HOST_ANSWER_TIMEOUT_MS)
    if (answer === undefined) return tokenStore.get()
    tokenStore.set(answer)
    return answer || undefined
  }
  if (client.isMiniProgram) {
    const token = parseHostToken(fromQuery) ?? ''
    tokenStore.set(token)
    return token || undefined
  }
  return tokenStore.get()
}

/**
 * Spec 7: the cross-site-request token the server set as the cookie `XSRF-TOKEN`, for the request
 * client to send back as a header (a page of another site can make the browser send the cookie, but
 * cannot read it). A value not in the token's form is never sent.
 */
export function crossSiteRequestToken(): string | undefined {
  const value = readCookie(CROSS_SITE_COOKIE)
  return value && parseHostToken(value) !== undefined ? value : undefined
}
