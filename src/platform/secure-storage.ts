// Spec 3: lang, apiHost and marketPlace are stored AES-encrypted (the wire's format, a fresh IV
// per write); an entry that does not decrypt or parse is removed. Shared by both storage twins.
import { decrypt, encrypt } from '@/lib/crypto'
import { normaliseMarketPlace } from './host-values'
import type { SecureStorage, StorageModule } from './types'

/** Plain string storage of one build; failures are the backend's to absorb. */
export interface StorageBackend {
  read(key: string): string | undefined
  write(key: string, value: string): void
  remove(key: string): void
}

const KEY_HEX = /^[0-9a-fA-F]{64}$/
const IV_BYTES = 16

export function createSecureStorage(
  backend: StorageBackend,
  randomBytes: (length: number) => Promise<Uint8Array>,
): StorageModule {
  let keyHex: string | undefined

  const secureStorage: SecureStorage = {
    get(key) {
      if (keyHex === undefined) {
        console.warn(`[storage] ${key} read before configureSecureStorage`)
        return undefined
      }
      const sealed = backend.read(key)
      if (sealed === undefined) return undefined
      const value = unseal(sealed, keyHex)
      if (value === undefined) backend.remove(key)
      return value
    },
    async set(key, value) {
      const currentKey = keyHex
      if (currentKey === undefined) throw new Error(`secureStorage.set('${key}') before configureSecureStorage`)
      // spec 3: google is stored as google_new
      const plain = key === 'marketPlace' ? normaliseMarketPlace(value) : value
      backend.write(key, encrypt(JSON.stringify(plain), currentKey, await randomBytes(IV_BYTES)))
    },
    remove(key) {
      backend.remove(key)
    },
  }

  /** The environment's AES key (64 hex characters); start-up calls this before any read. */
  function configureSecureStorage(nextKeyHex: string): void {
    if (!KEY_HEX.test(nextKeyHex)) throw new Error('secure storage key must be 64 hexadecimal characters')
    keyHex = nextKeyHex
  }

  return { secureStorage, configureSecureStorage }
}

function unseal(sealed: string, keyHex: string): string | undefined {
  try {
    const value: unknown = JSON.parse(decrypt(sealed, keyHex))
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}
