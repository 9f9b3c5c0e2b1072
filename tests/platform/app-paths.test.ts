import { pageUrlOf, resolveAppPath, specPathOfPage, withQuery } from '@/platform/app-paths'

describe('resolveAppPath', () => {
  test('keeps a path of the route table', () => {
    expect(resolveAppPath('/clause')).toEqual({ path: '/clause', query: {} })
  })

  test('a trailing slash still finds the route', () => {
    expect(resolveAppPath('/clause/').path).toBe('/clause')
  })

  test('sends an unknown path to /404', () => {
    expect(resolveAppPath('/nowhere').path).toBe('/404')
  })

  test('merges the written query with the given one, the given one winning', () => {
    expect(resolveAppPath('/clause?a=1&b=2#top', { b: 3 }).query).toEqual({ a: '1', b: 3 })
  })
})

test('withQuery leaves a path without a query alone', () => {
  expect(withQuery('/clause', {})).toBe('/clause')
})

test('pageUrlOf gives a main-package page', () => {
  expect(pageUrlOf('/login', {})).toBe('/pages/login/index')
})

test('pageUrlOf gives a subpackage page', () => {
  expect(pageUrlOf('/agreements', {})).toBe('/packages/info/agreement-list/index')
})

test('specPathOfPage maps a page back to its first path', () => {
  expect(specPathOfPage('/packages/info/agreement-list/index')).toBe('/agreement')
})

test('specPathOfPage gives undefined for a page outside the route table', () => {
  expect(specPathOfPage('/pages/other/index')).toBeUndefined()
})
