import { decrypt } from '@/lib/crypto'
import { configureSecureStorage, lastKnownStorage, pendingActionStorage, secureStorage } from '@/platform/storage'

const KEY = '1971376256ef76d052625f2fc23df3642ca50330f5dc171446b5ef07737a9bd1'

let warn: jest.SpyInstance

beforeAll(() => {
  configureSecureStorage(KEY)
})

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('a value is kept in localStorage, encrypted', async () => {
  await secureStorage.set('lang', 'zh_TW')
  expect(decrypt(window.localStorage.getItem('lang') ?? '', KEY)).toBe('"zh_TW"')
})

test('a value reads back from localStorage', async () => {
  await secureStorage.set('apiHost', '/api')
  expect(secureStorage.get('apiHost')).toBe('/api')
})

test('a tampered entry is removed from localStorage', () => {
  window.localStorage.setItem('marketPlace', 'google')
  secureStorage.get('marketPlace')
  expect(window.localStorage.getItem('marketPlace')).toBeNull()
})

test('remove deletes the localStorage entry', async () => {
  await secureStorage.set('lang', 'zh_TW')
  secureStorage.remove('lang')
  expect(window.localStorage.getItem('lang')).toBeNull()
})

test('a refused write is logged, not thrown', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  await secureStorage.set('lang', 'zh_TW')
  expect(warn).toHaveBeenCalledWith('[storage] localStorage write failed', expect.any(DOMException))
})

test('a refused read gives undefined', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(secureStorage.get('lang')).toBeUndefined()
})

test('pending request ids are kept for the tab only, in sessionStorage', () => {
  pendingActionStorage.write('pendingActions:shop-exchange', '{}')
  expect(window.sessionStorage.getItem('pendingActions:shop-exchange')).toBe('{}')
  expect(window.localStorage.getItem('pendingActions:shop-exchange')).toBeNull()
})

test('a refused sessionStorage read gives undefined', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(pendingActionStorage.read('pendingActions:shop-exchange')).toBeUndefined()
})

test('last-known answers outlive the tab, in localStorage', () => {
  lastKnownStorage.write('lastKnown:coins', '{}')
  expect(window.localStorage.getItem('lastKnown:coins')).toBe('{}')
  expect(window.sessionStorage.getItem('lastKnown:coins')).toBeNull()
})
