import {
  currentPath,
  currentQuery,
  currentUrlForRedirect,
  rawQueryString,
} from '@/platform/location.weapp'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

test('the current page maps back to its spec path', () => {
  taroFake.router = { path: '/packages/info/clause/index', params: {} }
  expect(currentPath()).toBe('/clause')
})

test('a page shared by several paths maps back to the path navigation carried', () => {
  taroFake.router = {
    path: '/packages/info/agreement/index',
    params: { _path: encodeURIComponent('/monthlyVipAgreement') },
  }
  expect(currentPath()).toBe('/monthlyVipAgreement')
})

test('a shared page opened without a carried path maps to its first path', () => {
  taroFake.router = { path: '/packages/info/agreement/index', params: {} }
  expect(currentPath()).toBe('/memberServiceAgreement')
})

test('a carried path of another page is not believed', () => {
  taroFake.router = { path: '/packages/info/agreement/index', params: { _path: '/clause' } }
  expect(currentPath()).toBe('/memberServiceAgreement')
})

test('a page outside the route table keeps its page path', () => {
  taroFake.router = { path: '/pages/unknown/index', params: {} }
  expect(currentPath()).toBe('/pages/unknown/index')
})

test('the query is decoded', () => {
  taroFake.router = { path: '/pages/webview/index', params: { page: encodeURIComponent('https://h5.speedup.example/a?b=1') } }
  expect(currentQuery()).toEqual({ page: 'https://h5.speedup.example/a?b=1' })
})

test("the query leaves out Taro's and navigation's own parameters", () => {
  taroFake.router = {
    path: '/packages/info/agreement/index',
    params: { $taroTimestamp: '1700000000000', _path: '/monthlyVipAgreement', from: 'app' },
  }
  expect(currentQuery()).toEqual({ from: 'app' })
})

test('a value that is not valid encoding is kept as it is', () => {
  taroFake.router = { path: '/pages/login/index', params: { note: '100%' } }
  expect(currentQuery()).toEqual({ note: '100%' })
})

test('the redirect URL is the spec path with the query', () => {
  taroFake.router = { path: '/packages/info/clause/index', params: { from: 'mail', $taroTimestamp: '1' } }
  expect(currentUrlForRedirect()).toBe('/clause?from=mail')
})

test('the raw query lists the decoded parameters', () => {
  taroFake.router = { path: '/pages/index/index', params: { a: '1', lang: 'en_US' } }
  expect(rawQueryString()).toBe('?a=1&lang=en_US')
})

test('the raw query of a page without parameters is empty', () => {
  taroFake.router = { path: '/pages/index/index', params: {} }
  expect(rawQueryString()).toBe('')
})
