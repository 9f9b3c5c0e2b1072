import { decrypt, encrypt } from '@/lib/crypto'
import { createSecureStorage, type StorageBackend } from '@/platform/secure-storage'

const KEY = '1971376256ef76d052625f2fc23df3642ca50330f5dc171446b5ef07737a9bd1'
const OTHER_KEY = 'ab'.repeat(32)

function memoryBackend(): StorageBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    read: (key) => entries.get(key),
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  }
}

let counter = 0
const randomBytes = (length: number): Promise<Uint8Array> => {
  counter += 1
  return Promise.resolve(new Uint8Array(length).fill(counter))
}

function configured() {
  const backend = memoryBackend()
  const store = createSecureStorage(backend, randomBytes)
  store.configureSecureStorage(KEY)
  return { backend, secureStorage: store.secureStorage }
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('a stored value reads back', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('lang', 'en_US')
  expect(secureStorage.get('lang')).toBe('en_US')
})

test('the value is kept encrypted as a JSON string', async () => {
  const { backend, secureStorage } = configured()
  await secureStorage.set('apiHost', '/api')
  expect(decrypt(backend.entries.get('apiHost') ?? '', KEY)).toBe('"/api"')
})

test('every write uses a new IV', async () => {
  const { backend, secureStorage } = configured()
  await secureStorage.set('lang', 'en_US')
  const first = backend.entries.get('lang')
  await secureStorage.set('lang', 'en_US')
  expect(backend.entries.get('lang')).not.toBe(first)
})

test('a missing entry reads as undefined', () => {
  expect(configured().secureStorage.get('marketPlace')).toBeUndefined()
})

test('an entry that does not decrypt reads as undefined', () => {
  const { backend, secureStorage } = configured()
  backend.entries.set('lang', 'not an encrypted value')
  expect(secureStorage.get('lang')).toBeUndefined()
})

test('an entry that does not decrypt is removed', () => {
  const { backend, secureStorage } = configured()
  backend.entries.set('lang', 'not an encrypted value')
  secureStorage.get('lang')
  expect(backend.entries.has('lang')).toBe(false)
})

test('an entry sealed with another key is removed', () => {
  const { backend, secureStorage } = configured()
  backend.entries.set('lang', encrypt('"en_US"', OTHER_KEY, new Uint8Array(16)))
  secureStorage.get('lang')
  expect(backend.entries.has('lang')).toBe(false)
})

test('an entry that decrypts to something other than a JSON string is removed', () => {
  const { backend, secureStorage } = configured()
  backend.entries.set('lang', encrypt('{"lang":"en_US"}', KEY, new Uint8Array(16)))
  expect([secureStorage.get('lang'), backend.entries.has('lang')]).toEqual([undefined, false])
})

test('the marketplace google is stored as google_new', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('marketPlace', 'google')
  expect(secureStorage.get('marketPlace')).toBe('google_new')
})

test('other marketplaces are stored as they are', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('marketPlace', 'huawei')
  expect(secureStorage.get('marketPlace')).toBe('huawei')
})

test('google is only rewritten for the marketplace', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('apiHost', 'google')
  expect(secureStorage.get('apiHost')).toBe('google')
})

test('remove deletes the entry', async () => {
  const { backend, secureStorage } = configured()
  await secureStorage.set('lang', 'en_US')
  secureStorage.remove('lang')
  expect(backend.entries.has('lang')).toBe(false)
})

test('a read before the key is configured leaves the entry alone', () => {
  const backend = memoryBackend()
  backend.entries.set('lang', 'sealed')
  createSecureStorage(backend, randomBytes).secureStorage.get('lang')
  expect(backend.entries.get('lang')).toBe('sealed')
})

test('a write before the key is configured is rejected', async () => {
  const { secureStorage } = createSecureStorage(memoryBackend(), randomBytes)
  await expect(secureStorage.set('lang', 'en_US')).rejects.toThrow('before configureSecureStorage')
})

test('a key that is not 64 hexadecimal characters is refused', () => {
  const { configureSecureStorage } = createSecureStorage(memoryBackend(), randomBytes)
  expect(() => configureSecureStorage('')).toThrow('64 hexadecimal characters')
})
