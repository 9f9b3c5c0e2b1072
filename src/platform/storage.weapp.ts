// Mini-program secure storage over Taro's synchronous storage.
import Taro from '@tarojs/taro'
import { randomBytes } from './random.weapp'
import { createSecureStorage } from './secure-storage'

function attempt(action: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    console.warn(`[storage] ${action} failed`, error)
  }
}

export const { secureStorage, configureSecureStorage } = createSecureStorage(
  {
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
  },
  randomBytes,
)
