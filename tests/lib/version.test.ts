/** @jest-environment node */
import { compareVersion, isVersionAtLeast } from '@/lib/version'
import { WRONG_TYPES } from '../support/wrong-types'

describe('compareVersion', () => {
  it('returns 0 for equal versions', () => {
    expect(compareVersion('3.25.2', '3.25.2')).toBe(0)
  })

  it('returns -1 when the first major part is lower', () => {
    expect(compareVersion('2.99.99', '3.0.0')).toBe(-1)
  })

  it('returns 1 when the first minor part is higher', () => {
    expect(compareVersion('3.26.0', '3.25.9')).toBe(1)
  })

  it('returns -1 when only the patch part is lower', () => {
    expect(compareVersion('3.0.6', '3.0.7')).toBe(-1)
  })

  it('compares parts as numbers, not as text', () => {
    expect(compareVersion('3.10.0', '3.9.0')).toBe(1)
  })

  it('treats a missing part as 0', () => {
    expect(compareVersion('3.25', '3.25.0')).toBe(0)
  })

  it('treats a missing minor and patch as 0', () => {
    expect(compareVersion('4', '3.99.99')).toBe(1)
  })

  it('treats a non-numeric part as 0', () => {
    expect(compareVersion('3.x.1', '3.0.1')).toBe(0)
  })

  it('treats a partly numeric part as 0', () => {
    expect(compareVersion('3.0.7-beta', '3.0.0')).toBe(0)
  })

  it('ignores parts after the third', () => {
    expect(compareVersion('3.25.2.9', '3.25.2')).toBe(0)
  })

  it('ignores leading zeros', () => {
    expect(compareVersion('3.025.02', '3.25.2')).toBe(0)
  })

  it('ignores surrounding spaces', () => {
    expect(compareVersion(' 3.25.2 ', '3.25.2')).toBe(0)
  })

  it('treats an empty string as 0.0.0', () => {
    expect(compareVersion('', '0.0.0')).toBe(0)
  })
})

describe('isVersionAtLeast', () => {
  it('is true for the minimum version itself', () => {
    expect(isVersionAtLeast('3.25.2', '3.25.2')).toBe(true)
  })

  it('is true for a newer version', () => {
    expect(isVersionAtLeast('3.26.0', '3.25.2')).toBe(true)
  })

  it('is false for an older version', () => {
    expect(isVersionAtLeast('3.0.6', '3.0.7')).toBe(false)
  })

  it('is false for an undefined version', () => {
    expect(isVersionAtLeast(undefined, '3.0.7')).toBe(false)
  })

  it('is false for a null version', () => {
    expect(isVersionAtLeast(null, '3.0.7')).toBe(false)
  })

  it('is false for an empty version', () => {
    expect(isVersionAtLeast('', '0.0.0')).toBe(false)
  })

  it('is false for a blank version', () => {
    expect(isVersionAtLeast('  ', '0.0.0')).toBe(false)
  })
})

describe('versions of the wrong type (a host may answer anything)', () => {
  it.each(WRONG_TYPES)('isVersionAtLeast refuses %s', (_name, value) => {
    expect(isVersionAtLeast(value, '0.0.0')).toBe(false)
  })

  it.each(WRONG_TYPES)('compareVersion reads %s as no version, below 0.0.1', (_name, value) => {
    expect(compareVersion(value, '0.0.1')).toBe(-1)
  })
})
