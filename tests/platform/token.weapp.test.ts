import { crossSiteRequestToken, obtainToken, tokenStore } from '@/platform/token.weapp'
import { HOSTILE_VALUES } from '../support/hostile-values'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('a token is kept under the storage key token', () => {
  tokenStore.set('abc')
  expect(taroFake.storage.get('token')).toBe('abc')
})

test('the stored token reads back', () => {
  taroFake.storage.set('token', 'abc')
  expect(tokenStore.get()).toBe('abc')
})

test('an empty storage entry is no token', () => {
  expect(tokenStore.get()).toBeUndefined()
})

test('setting an empty token removes it', () => {
  tokenStore.set('abc')
  tokenStore.set('')
  expect(taroFake.storage.has('token')).toBe(false)
})

test('clear removes the token', () => {
  tokenStore.set('abc')
  tokenStore.clear()
  expect(taroFake.storage.has('token')).toBe(false)
})

test('obtainToken gives the stored token', async () => {
  taroFake.storage.set('token', 'abc')
  await expect(obtainToken()).resolves.toBe('abc')
})

test('obtainToken settles without waiting for any host, so the mini-program is ready at once', async () => {
  jest.useFakeTimers()
  try {
    taroFake.storage.set('token', 'abc')
    const settled = await Promise.race([obtainToken(), new Promise((done) => setTimeout(() => done('timer'), 0))])
    expect(settled).toBe('abc')
  } finally {
    jest.useRealTimers()
  }
})

test.each(HOSTILE_VALUES)('a stored token that is %s reads as no token and is left as it is', (_name, value) => {
  taroFake.storage.set('token', value)
  expect([tokenStore.get(), taroFake.storage.has('token')]).toEqual([undefined, true])
})

test.each(HOSTILE_VALUES)('a stored token that is %s is removed when invalid tokens are dropped', (_name, value) => {
  taroFake.storage.set('token', value)
  tokenStore.dropInvalid()
  expect(taroFake.storage.has('token')).toBe(false)
})

test('dropping invalid tokens keeps a valid stored token', () => {
  taroFake.storage.set('token', 'abc')
  tokenStore.dropInvalid()
  expect(tokenStore.get()).toBe('abc')
})

test('a token that is not printable ASCII is not stored', () => {
  tokenStore.set('abc')
  tokenStore.set('华为')
  expect(taroFake.storage.has('token')).toBe(false)
})

test('the mini-program has no cross-site-request token to send: it has no browser cookies', () => {
  expect(crossSiteRequestToken()).toBeUndefined()
})
