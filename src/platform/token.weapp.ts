// Mini-program: no cookies, the token is kept under the storage key `token`.
import Taro from '@tarojs/taro'
import { parseHostToken } from './host-values'
import type { TokenStore } from './types'

const TOKEN_KEY = 'token'

function clear(): void {
  try {
    Taro.removeStorageSync(TOKEN_KEY)
  } catch (error) {
    console.warn('[token] removeStorageSync failed', error)
  }
}

function read(): unknown {
  try {
    return Taro.getStorageSync(TOKEN_KEY)
  } catch {
    return undefined
  }
}

// getStorageSync gives '' for a missing key
const isMissing = (value: unknown) => value === '' || value === undefined

// A token not in the form of docs/bridge.md is never kept nor read (sent as the token header it
// would make every request fail); one found in storage is removed at start-up.
export const tokenStore: TokenStore = {
  get() {
    const value = read()
    return isMissing(value) ? undefined : parseHostToken(value) || undefined
  },
  dropInvalid() {
    const value = read()
    if (isMissing(value) || parseHostToken(value)) return
    console.warn('[token] removed the stored token: not a valid token')
    clear()
  },
  set(token) {
    if (!token || parseHostToken(token) === undefined) {
      if (token) console.warn('[token] not stored: not a valid token')
      clear()
      return
    }
    try {
      Taro.setStorageSync(TOKEN_KEY, token)
    } catch (error) {
      console.warn('[token] setStorageSync failed', error)
    }
  },
  clear,
}

/** The mini-program keeps its own login (pages/login/index): the stored token is the token. */
export function obtainToken(): Promise<string | undefined> {
  return Promise.resolve(tokenStore.get())
}

/**
 * Spec 7's cross-site-request cookie has no place in the mini-program: it has no browser cookies,
 * so no page of another site can send a request as the user, and there is no token to send back.
 */
export function crossSiteRequestToken(): string | undefined {
  return undefined
}
