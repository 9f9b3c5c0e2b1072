import { currentPath, currentQuery, currentUrlForRedirect, isSecondBrandSite, rawQueryString } from '@/platform/location'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

test('the current path is the address bar path', () => {
  window.history.replaceState(null, '', '/monthlyVipAgreement?from=app')
  expect(currentPath()).toBe('/monthlyVipAgreement')
})

test('the current query is decoded', () => {
  window.history.replaceState(null, '', '/clause?title=a%20b&lang=en_US')
  expect(currentQuery()).toEqual({ title: 'a b', lang: 'en_US' })
})

test('the redirect URL is the path with its query', () => {
  window.history.replaceState(null, '', '/clause?from=mail#top')
  expect(currentUrlForRedirect()).toBe('/clause?from=mail')
})

test('the raw query keeps semicolons', () => {
  window.history.replaceState(null, '', '/zfbVerified?a=1;lang=en_US')
  expect(rawQueryString()).toBe('?a=1;lang=en_US')
})

test('localhost is not the second brand site', () => {
  expect(isSecondBrandSite()).toBe(false)
})
