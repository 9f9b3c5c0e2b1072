import { decrypt, encrypt } from '@/lib/crypto'
import { createSecureStorage } from '@/platform/secure-storage'
import { loadAsBuild } from '../support/build-environment'
import { memoryStorage as memoryBackend } from '../support/memory-storage'

const KEY = '1971376256ef76d052625f2fc23df3642ca50330f5dc171446b5ef07737a9bd1'
const OTHER_KEY = 'ab'.repeat(32)

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

test.each([
  ['lang', 'fr_FR'],
  ['apiHost', 'https://evil.example/api'],
  ['apiHost', 'https://api.speedup.example'],
  ['marketPlace', '<img src=x>'],
  ['marketPlace', '华为'],
  ['marketPlace', 'a\r\nX-Evil: 1'],
] as const)('%s %p is not written', async (key, value) => {
  const { backend, secureStorage } = configured()
  await secureStorage.set(key, value)
  expect(backend.entries.has(key)).toBe(false)
})

test('a refused write leaves the entry stored before', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('marketPlace', 'huawei')
  await secureStorage.set('marketPlace', '华为')
  expect(secureStorage.get('marketPlace')).toBe('huawei')
})

test.each([
  ['lang', 'fr_FR'],
  ['apiHost', 'https://evil.example/api'],
  ['apiHost', 'https://pre-api.speedup.example'],
  ['marketPlace', '<img src=x>'],
  ['marketPlace', '华为'],
  ['marketPlace', '3.30.0-β'],
  ['marketPlace', 'a\r\nX-Evil: 1'],
  ['marketPlace', 'x'.repeat(100 * 1024)],
] as const)('a stored %s that decrypts to %p is removed on read', (key, value) => {
  const { backend, secureStorage } = configured()
  backend.entries.set(key, encrypt(JSON.stringify(value), KEY, new Uint8Array(16)))
  expect([secureStorage.get(key), backend.entries.has(key)]).toEqual([undefined, false])
})

test('a removed entry is logged by its key, without its content', () => {
  const { backend, secureStorage } = configured()
  backend.entries.set('marketPlace', encrypt('"<img src=x>"', KEY, new Uint8Array(16)))
  secureStorage.get('marketPlace')
  expect(console.warn).toHaveBeenCalledWith('[storage] removed marketPlace: not a value this build accepts')
})

test('the API host of this build reads back', async () => {
  const { secureStorage } = configured()
  await secureStorage.set('apiHost', '/api')
  expect(secureStorage.get('apiHost')).toBe('/api')
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

describe('in a production build', () => {
  function productionStorage() {
    const backend = memoryBackend()
    const { secureStorage, configureSecureStorage } = loadAsBuild('prod', () =>
      jest.requireActual<typeof import('@/platform/secure-storage')>('@/platform/secure-storage'),
    ).createSecureStorage(backend, randomBytes)
    configureSecureStorage(KEY)
    return { backend, secureStorage }
  }

  test.each(['https://dev-api.speedup.example', 'http://127.0.0.1:10086/api', '/api'])(
    'a stored API host %p of another build is removed on read',
    (host) => {
      const { backend, secureStorage } = productionStorage()
      backend.entries.set('apiHost', encrypt(JSON.stringify(host), KEY, new Uint8Array(16)))
      expect([secureStorage.get('apiHost'), backend.entries.has('apiHost')]).toEqual([undefined, false])
    },
  )

  test('the second-brand host reads back', async () => {
    const { secureStorage } = productionStorage()
    await secureStorage.set('apiHost', 'https://api.quickline.example')
    expect(secureStorage.get('apiHost')).toBe('https://api.quickline.example')
  })
})
