import { decrypt } from '@/lib/crypto'
import { configureSecureStorage, lastKnownStorage, pendingActionStorage, secureStorage } from '@/platform/storage.weapp'
import { installFakeWx, removeFakeWx, taroFake } from '../support/taro-fake'

const KEY = '1971376256ef76d052625f2fc23df3642ca50330f5dc171446b5ef07737a9bd1'

beforeAll(() => {
  configureSecureStorage(KEY)
})

beforeEach(() => {
  taroFake.reset()
  installFakeWx()
})

afterEach(() => {
  removeFakeWx()
})

test('a value is kept in the mini-program storage, encrypted', async () => {
  await secureStorage.set('lang', 'zh_HK')
  expect(decrypt(String(taroFake.storage.get('lang')), KEY)).toBe('"zh_HK"')
})

test('the IV comes from wx.getRandomValues', async () => {
  const wx = installFakeWx()
  await secureStorage.set('lang', 'zh_HK')
  expect(wx.lengths).toEqual([16])
})

test('a value reads back from the mini-program storage', async () => {
  await secureStorage.set('marketPlace', 'google')
  expect(secureStorage.get('marketPlace')).toBe('google_new')
})

test('a missing key (stored as empty) reads as undefined', () => {
  expect(secureStorage.get('apiHost')).toBeUndefined()
})

test('a tampered entry is removed from the mini-program storage', () => {
  taroFake.storage.set('apiHost', 'https://evil.example')
  secureStorage.get('apiHost')
  expect(taroFake.storage.has('apiHost')).toBe(false)
})

test('remove deletes the mini-program storage entry', async () => {
  await secureStorage.set('lang', 'zh_HK')
  secureStorage.remove('lang')
  expect(taroFake.storage.has('lang')).toBe(false)
})

test('a write without wx.getRandomValues is rejected', async () => {
  removeFakeWx()
  await expect(secureStorage.set('lang', 'zh_HK')).rejects.toThrow('wx.getRandomValues is not available')
})

test('pending request ids are kept in the mini-program storage, in plain text', () => {
  pendingActionStorage.write('pendingActions:shop-exchange', '{}')
  expect(taroFake.storage.get('pendingActions:shop-exchange')).toBe('{}')
})

test('last-known answers are kept in the mini-program storage', () => {
  lastKnownStorage.write('lastKnown:coins', '{}')
  expect(taroFake.storage.get('lastKnown:coins')).toBe('{}')
})
