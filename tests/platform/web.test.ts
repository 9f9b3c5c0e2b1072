import { absoluteHttpUrl, isThisSite } from '@/platform/web'
import { WRONG_TYPES } from '../support/wrong-types'

describe('absoluteHttpUrl', () => {
  test('resolves a path against the page', () => {
    expect(absoluteHttpUrl('/help')).toBe(`${window.location.origin}/help`)
  })

  test('refuses a javascript: link', () => {
    expect(absoluteHttpUrl('javascript:alert(1)')).toBeUndefined()
  })

  test.each(WRONG_TYPES)('refuses %s', (_name, value) => {
    expect(absoluteHttpUrl(value)).toBeUndefined()
  })
})

describe('isThisSite', () => {
  test('knows a link of the page’s own origin', () => {
    expect(isThisSite(`${window.location.origin}/help`)).toBe(true)
  })

  test('knows a link of another origin', () => {
    expect(isThisSite('https://evil.example/help')).toBe(false)
  })

  test.each(WRONG_TYPES)('refuses %s', (_name, value) => {
    expect(isThisSite(value)).toBe(false)
  })
})
