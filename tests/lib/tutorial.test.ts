import { chooseTutorial, TUTORIAL_KINDS, tutorialForMaker } from '@/lib/tutorial'
import { WRONG_TYPES } from '../support/wrong-types'

describe('TUTORIAL_KINDS', () => {
  test('holds the eight keep-alive tutorials of spec 3, general last', () => {
    expect([...TUTORIAL_KINDS].sort()).toEqual(['general', 'honor', 'huawei', 'oneplus', 'oppo', 'samsung', 'vivo', 'xiaomi'])
    expect(TUTORIAL_KINDS[TUTORIAL_KINDS.length - 1]).toBe('general')
  })
})

describe('tutorialForMaker', () => {
  test.each([
    ['HUAWEI', 'huawei'],
    ['huawei', 'huawei'],
    ['HONOR', 'honor'],
    ['Xiaomi', 'xiaomi'],
    ['OPPO', 'oppo'],
    ['vivo', 'vivo'],
    ['samsung', 'samsung'],
    ['OnePlus', 'oneplus'],
  ])('reads the manufacturer %s as %s', (maker, kind) => {
    expect(tutorialForMaker(maker)).toBe(kind)
  })

  test('reads a maker followed by its model', () => {
    expect(tutorialForMaker('HUAWEI ELS-AN00')).toBe('huawei')
  })

  test('reads a maker joined to its model with a separator', () => {
    expect(tutorialForMaker('HONOR|ANY-AN00')).toBe('honor')
  })

  test('reads a maker after other words', () => {
    expect(tutorialForMaker('Android 14; vivo X100')).toBe('vivo')
  })

  test.each(['Redmi Note 12', 'POCO F5'])('sends the Xiaomi sub-brand %s to the Xiaomi tutorial', (maker) => {
    expect(tutorialForMaker(maker)).toBe('xiaomi')
  })

  test('sends iQOO to the vivo tutorial', () => {
    expect(tutorialForMaker('iQOO Neo9')).toBe('vivo')
  })

  test('sends a Galaxy model to the Samsung tutorial', () => {
    expect(tutorialForMaker('Galaxy S24')).toBe('samsung')
  })

  test.each(['One Plus 11', 'one-plus'])('reads %s as OnePlus', (maker) => {
    expect(tutorialForMaker(maker)).toBe('oneplus')
  })

  test('lets the first maker decide when two are named', () => {
    expect(tutorialForMaker('HUAWEI HONOR 9')).toBe('huawei')
  })

  test('prefers a maker with a tutorial to one without', () => {
    expect(tutorialForMaker('Android 14 samsung SM-S9180')).toBe('samsung')
  })

  test.each(['realme GT5', 'Google Pixel 8', 'motorola edge', 'Meizu 21'])(
    'gives the Android maker without a tutorial %s the general one',
    (maker) => {
      expect(tutorialForMaker(maker)).toBe('general')
    },
  )

  test('accepts the kind general itself', () => {
    expect(tutorialForMaker('general')).toBe('general')
  })

  test('gives nothing for an iPhone', () => {
    expect(tutorialForMaker('iPhone15,2')).toBeUndefined()
  })

  test('gives nothing for a device id', () => {
    expect(tutorialForMaker('8f3a9c2e-41d7-4b0a-9e55-0c1b2d3e4f5a')).toBeUndefined()
  })

  test('does not read a maker inside a longer word', () => {
    expect(tutorialForMaker('vivobook-pro')).toBeUndefined()
  })

  test('gives nothing for empty text', () => {
    expect(tutorialForMaker('')).toBeUndefined()
  })

  test('gives nothing for no text', () => {
    expect(tutorialForMaker(undefined)).toBeUndefined()
  })

  test('gives nothing for an inherited object key', () => {
    expect(tutorialForMaker('constructor')).toBeUndefined()
  })
})

describe('chooseTutorial', () => {
  test('takes the maker from the query', () => {
    expect(chooseTutorial({ brand: 'xiaomi', equipment: '' })).toBe('xiaomi')
  })

  test('lets the query win over the equipment', () => {
    expect(chooseTutorial({ brand: 'oppo', equipment: 'HUAWEI ELS-AN00' })).toBe('oppo')
  })

  test('reads a query in any letter case', () => {
    expect(chooseTutorial({ brand: 'HUAWEI' })).toBe('huawei')
  })

  test('takes the maker from the equipment without a query', () => {
    expect(chooseTutorial({ equipment: 'HUAWEI ELS-AN00' })).toBe('huawei')
  })

  test('falls back to the equipment when the query names no maker', () => {
    expect(chooseTutorial({ brand: 'nokiaa', equipment: 'vivo X100' })).toBe('vivo')
  })

  test('gives nothing when neither names a maker', () => {
    expect(chooseTutorial({ brand: '', equipment: 'iPhone15,2' })).toBeUndefined()
  })

  test('gives nothing without hints', () => {
    expect(chooseTutorial({})).toBeUndefined()
  })
})

describe('maker values of the wrong type (a query or a host may hand any)', () => {
  it.each(WRONG_TYPES)('tutorialForMaker finds no tutorial in %s', (_name, value) => {
    expect(tutorialForMaker(value)).toBeUndefined()
  })
})
