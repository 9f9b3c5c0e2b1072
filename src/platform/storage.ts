// H5 storage over window.localStorage and sessionStorage, which may refuse access (private
// browsing, disabled storage): then nothing is kept, and nothing throws.
import { randomBytes } from './random'
import { createSecureStorage } from './secure-storage'
import type { StorageBackend } from './types'

function webStorage(name: 'localStorage' | 'sessionStorage'): StorageBackend {
  const attempt = (action: string, run: () => void): void => {
    try {
      run()
    } catch (error) {
      console.warn(`[storage] ${name} ${action} failed`, error)
    }
  }
  return {
    read(key) {
      try {
        return window[name].getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    write: (key, value) => attempt('write', () => window[name].setItem(key, value)),
    remove: (key) => attempt('remove', () => window[name].removeItem(key)),
  }
}

export const { secureStorage, configureSecureStorage } = createSecureStorage(webStorage('localStorage'), randomBytes)

/** Request ids of money-like actions not answered yet: for the tab's life, so a reload's retry sends the same id. */
export const pendingActionStorage = webStorage('sessionStorage')

/** The last answers seen of what a user would want offline (balance, membership, lists): kept across launches (src/stores/last-known.ts). */
export const lastKnownStorage = webStorage('localStorage')
