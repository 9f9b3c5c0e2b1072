import { renderHook } from '@testing-library/react'
import { recentFailures, recordFailure } from '@/platform/failure-log'
import { useFailureHooks } from '@/platform/failures'

let warn: jest.SpyInstance

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/')
})

afterEach(() => warn.mockRestore())

const lastFailure = () => recentFailures().at(-1)

test('an uncaught error of the window is recorded with its message and the page path', () => {
  renderHook(() => useFailureHooks())
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('list is undefined'), message: 'Uncaught TypeError' }))
  expect(lastFailure()).toEqual({ kind: 'uncaught', message: 'list is undefined', path: '/' })
})

test('an unhandled rejection of the window is recorded by its reason', () => {
  renderHook(() => useFailureHooks())
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('no answer') }))
  expect(lastFailure()?.message).toBe('no answer')
})

test('the window is no longer heard once the app component is gone', () => {
  const { unmount } = renderHook(() => useFailureHooks())
  unmount()
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('after unmount') }))
  expect(lastFailure()?.message).not.toBe('after unmount')
})

test('a failure keeps the page path without its query, which may carry personal data', () => {
  window.history.replaceState(null, '', '/bindEmail?email=someone%40example.com')
  recordFailure(new Error('bind failed'))
  expect(warn.mock.calls.at(-1)).toEqual(['[failure] /bindEmail: bind failed'])
})

test('a failed WeChat API is recorded by its errMsg', () => {
  recordFailure({ errMsg: 'request:fail timeout' })
  expect(lastFailure()?.message).toBe('request:fail timeout')
})

test('of a thrown value that is no error only its type is kept', () => {
  recordFailure({ token: 'secret-token', email: 'someone@example.com' })
  expect(lastFailure()?.message).toBe('an object')
})

test('only the last ten failures are kept', () => {
  for (let count = 1; count <= 12; count += 1) recordFailure(`failure ${count}`)
  expect(recentFailures().map((failure) => failure.message)).toEqual(Array.from({ length: 10 }, (_, index) => `failure ${index + 3}`))
})

test('a failure is kept with its message scrubbed of personal data', () => {
  recordFailure(new Error('no account for ann@example.com'))
  expect(lastFailure()?.message).toBe('no account for [email]')
})
