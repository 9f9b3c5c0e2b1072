// H5 secure storage over window.localStorage, which may refuse access (private browsing,
// disabled storage): then nothing is kept, and nothing throws.
import { randomBytes } from './random'
import { createSecureStorage } from './secure-storage'

function attempt(action: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    console.warn(`[storage] localStorage ${action} failed`, error)
  }
}

export const { secureStorage, configureSecureStorage } = createSecureStorage(
  {
    read(key) {
      try {
        return window.localStorage.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    write: (key, value) => attempt('write', () => window.localStorage.setItem(key, value)),
    remove: (key) => attempt('remove', () => window.localStorage.removeItem(key)),
  },
  randomBytes,
)
