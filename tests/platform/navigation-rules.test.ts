import { chatAllowed, miniProgramPath, nativePageType, safeUrl } from '@/platform/navigation-rules'
import type { ClientInfo } from '@/platform/types'
import { PRESENT_WRONG_TYPES, WRONG_TYPES } from '../support/wrong-types'

const BASE: ClientInfo = {
  isIOS: false,
  isAndroid: false,
  isDesktop: false,
  isPcApp: false,
  isMacApp: false,
  isMiniProgram: false,
  isInApp: true,
}

describe('nativePageType', () => {
  test.each([
    [7, 7],
    ['7', 7],
    [' 12 ', 12],
  ])('reads %p as native page %p', (target, type) => {
    expect(nativePageType(target)).toBe(type)
  })

  test.each(['/welfare', 'https://h5.speedup.example/7', '', '1.5', 1.5, -1])('reads %p as a link', (target) => {
    expect(nativePageType(target)).toBeUndefined()
  })
})

describe('chatAllowed', () => {
  test('Android 3.25.2 has the chat', () => {
    expect(chatAllowed({ ...BASE, isAndroid: true }, '3.25.2')).toBe(true)
  })

  test('Android 3.25.1 has not', () => {
    expect(chatAllowed({ ...BASE, isAndroid: true }, '3.25.1')).toBe(false)
  })

  test('the Mac app 3.0.7 has the chat', () => {
    expect(chatAllowed({ ...BASE, isMacApp: true }, '3.0.7')).toBe(true)
  })

  test('the Mac app 3.0.6 has not', () => {
    expect(chatAllowed({ ...BASE, isMacApp: true }, '3.0.6')).toBe(false)
  })

  test('the PC app has it without a version', () => {
    expect(chatAllowed({ ...BASE, isPcApp: true }, undefined)).toBe(true)
  })
})

describe('safeUrl', () => {
  test('passes a link to an allowed host', () => {
    expect(safeUrl(' https://h5.speedup.example/a ', ['h5.speedup.example'], true)).toBe('https://h5.speedup.example/a')
  })

  test('stops a link to another host', () => {
    expect(safeUrl('https://evil.example/a', ['h5.speedup.example'], false)).toBeUndefined()
  })

  test('stops a missing link', () => {
    expect(safeUrl(undefined, ['h5.speedup.example'], false)).toBeUndefined()
  })

  test('stops a plain http link to an allowed host when links are https only', () => {
    expect(safeUrl('http://h5.speedup.example/a', ['h5.speedup.example'], true)).toBeUndefined()
  })

  test('passes a plain http link to an allowed host where http is allowed', () => {
    expect(safeUrl('http://h5.speedup.example/a', ['h5.speedup.example'], false)).toBe('http://h5.speedup.example/a')
  })
})

describe('miniProgramPath', () => {
  test('is empty when the item has no inner link', () => {
    expect([miniProgramPath(undefined), miniProgramPath('  ')]).toEqual(['', ''])
  })

  test('gives a page path without the spaces around it', () => {
    expect(miniProgramPath(' pages/x/index?a=1 ')).toBe('pages/x/index?a=1')
  })

  test('gives nothing for a javascript: link', () => {
    expect(miniProgramPath('javascript:alert(1)')).toBeUndefined()
  })
})

describe('targets of the wrong type (server data or a host may hand any)', () => {
  // a whole number is a native page type by contract
  it.each(WRONG_TYPES.filter(([, value]) => typeof value !== 'number'))('nativePageType reads %s as no native page', (_name, value) => {
    expect(nativePageType(value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('safeUrl refuses %s', (_name, value) => {
    expect(safeUrl(value, ['h5.speedup.example'], false)).toBeUndefined()
  })

  // an absent inner link is "no path"; any other value that is no text is refused
  it.each(PRESENT_WRONG_TYPES)('miniProgramPath refuses %s', (_name, value) => {
    expect(miniProgramPath(value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('chatAllowed keeps the chat from Android when its version is %s', (_name, value) => {
    expect(chatAllowed({ ...BASE, isAndroid: true }, value)).toBe(false)
  })
})
