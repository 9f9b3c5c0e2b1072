// Mini-program: no cookies, the token is kept under the storage key `token`.
import Taro from '@tarojs/taro'
import type { TokenStore } from './types'

const TOKEN_KEY = 'token'

function clear(): void {
  try {
    Taro.removeStorageSync(TOKEN_KEY)
  } catch (error) {
    console.warn('[token] removeStorageSync failed', error)
  }
}

export const tokenStore: TokenStore = {
  get() {
    try {
      const value: unknown = Taro.getStorageSync(TOKEN_KEY)
      return typeof value === 'string' && value !== '' ? value : undefined
    } catch {
      return undefined
    }
  },
  set(token) {
    if (!token) {
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
