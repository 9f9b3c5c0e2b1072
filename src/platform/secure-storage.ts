// Spec 3: lang, apiHost and marketPlace are stored AES-encrypted (the wire's format, a fresh IV
// per write); an entry that does not decrypt or parse is removed. Shared by both storage twins.
import { decrypt, encrypt } from '@/lib/crypto'
import { normaliseMarketPlace, parseHostApiHost, parseHostLanguage, parseHostMarketPlace } from './host-values'
import type { SecureStorage, SecureStorageKey, StorageBackend, StorageModule } from './types'

const KEY_HEX = /^[0-9a-fA-F]{64}$/
const IV_BYTES = 16

/**
 * The one form each entry may hold, the same as when the host sends it: a value in another form is
 * never written, and one found in storage (an older build, another build's host, a hand edit) is
 * removed on read, so it cannot break every later start.
 */
const ACCEPTED: Record<SecureStorageKey, (value: string) => boolean> = {
  lang: (value) => parseHostLanguage(value) !== undefined,
  apiHost: (value) => parseHostApiHost(value) !== undefined,
  marketPlace: (value) => parseHostMarketPlace(value) === value,
}

export function createSecureStorage(
  backend: StorageBackend,
  randomBytes: (length: number) => Promise<Uint8Array>,
): Pick<StorageModule, 'secureStorage' | 'configureSecureStorage'> {
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
      if (value !== undefined && ACCEPTED[key](value)) return value
      console.warn(`[storage] removed ${key}: not a value this build accepts`)
      backend.remove(key)
      return undefined
    },
    async set(key, value) {
      const currentKey = keyHex
      if (currentKey === undefined) throw new Error(`secureStorage.set('${key}') before configureSecureStorage`)
      // spec 3: google is stored as google_new
      const plain = key === 'marketPlace' ? normaliseMarketPlace(value) : value
      if (!ACCEPTED[key](plain)) {
        console.warn(`[storage] ${key} not stored: not a value this build accepts`)
        return
      }
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
