// Mini-program storage over Taro's synchronous storage: the secure entries and the pending request ids.
import Taro from '@tarojs/taro'
import { randomBytes } from './random.weapp'
import { createSecureStorage } from './secure-storage'
import type { StorageBackend } from './types'

function attempt(action: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    console.warn(`[storage] ${action} failed`, error)
  }
}

const taroStorage: StorageBackend = {
  read(key) {
    try {
      const value: unknown = Taro.getStorageSync(key)
      // getStorageSync gives '' for a missing key
      return typeof value === 'string' && value !== '' ? value : undefined
    } catch {
      return undefined
    }
  },
  write: (key, value) => attempt('setStorageSync', () => Taro.setStorageSync(key, value)),
  remove: (key) => attempt('removeStorageSync', () => Taro.removeStorageSync(key)),
}

export const { secureStorage, configureSecureStorage } = createSecureStorage(taroStorage, randomBytes)

/** Request ids of money-like actions not answered yet: kept with the mini-program's storage, so a relaunch's retry sends the same id. */
export const pendingActionStorage = taroStorage

/** The last answers seen of what a user would want offline (balance, membership, lists): kept across launches (src/stores/last-known.ts). */
export const lastKnownStorage = taroStorage
