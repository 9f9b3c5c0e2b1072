/**
 * @jest-environment-options {"url": "https://h5.speedup.example/welfare"}
 */
import { writeCookie } from '@/platform/cookie'

afterEach(() => {
  jest.restoreAllMocks()
})

test('an https page marks the cookie Secure', () => {
  const set = jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined)
  writeCookie('token', 'abc')
  expect(set).toHaveBeenCalledWith('token=abc; path=/; SameSite=Lax; Secure')
})
