import { readCookie, removeCookie, writeCookie } from '@/platform/cookie'

let written: string[]

beforeEach(() => {
  written = []
  const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value)
    original?.set?.call(this, value)
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  for (const name of ['token', 'xtoken', 'note']) removeCookie(name)
})

test('a written cookie reads back', () => {
  writeCookie('token', 'abc')
  expect(readCookie('token')).toBe('abc')
})

test('a value with separators survives the round trip', () => {
  writeCookie('note', 'a b;c=d')
  expect(readCookie('note')).toBe('a b;c=d')
})

test('a cookie that is not there reads as undefined', () => {
  expect(readCookie('token')).toBeUndefined()
})

test('a cookie whose name only ends with the name does not match', () => {
  writeCookie('xtoken', 'other')
  expect(readCookie('token')).toBeUndefined()
})

test('the path is / and SameSite is Lax by default', () => {
  writeCookie('token', 'abc')
  expect(written[0]).toBe('token=abc; path=/; SameSite=Lax')
})

test('an http page does not mark the cookie Secure', () => {
  writeCookie('token', 'abc')
  expect(written[0]).not.toContain('Secure')
})

test('the lifetime is written as max-age in seconds', () => {
  writeCookie('token', 'abc', { maxAgeMs: 60000 })
  expect(written[0]).toContain('max-age=60')
})

test('removing a cookie makes it unreadable', () => {
  writeCookie('token', 'abc')
  removeCookie('token')
  expect(readCookie('token')).toBeUndefined()
})
