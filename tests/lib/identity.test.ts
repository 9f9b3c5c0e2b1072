import {
  checkIdNumber,
  checkRealName,
  checkRealNameForm,
  CODE_IDENTITY_CANCELLED,
  CODE_IDENTITY_FAILED,
  emailRefusalOf,
  hasValidCheckCharacter,
  idCheckCharacter,
  identityRefusalOf,
  isCertifyId,
  isNonMainlandIdNumber,
  maskIdNumber,
  maskRealName,
  normaliseIdNumber,
} from '@/lib/identity'

// GB 11643 numbers worked out by hand: the published example ending in X, and two ending in digits.
const ENDS_IN_X = '11010519491231002X'
const ENDS_IN_8 = '440300199001011238'
const ENDS_IN_0 = '110101199003077870'
// A Hong Kong resident's permit (region 81) with a correct check digit.
const HONG_KONG_PERMIT = '810000198001011236'

describe('idCheckCharacter', () => {
  test('gives X where the weighted sum leaves 2', () => {
    expect(idCheckCharacter(ENDS_IN_X.slice(0, 17))).toBe('X')
  })

  test('gives a digit for the others', () => {
    expect([idCheckCharacter(ENDS_IN_8.slice(0, 17)), idCheckCharacter(ENDS_IN_0.slice(0, 17))]).toEqual(['8', '0'])
  })

  test('gives nothing for fewer than 17 digits or a letter among them', () => {
    expect([idCheckCharacter('1101051949123100'), idCheckCharacter('1101051949123100A')]).toEqual([undefined, undefined])
  })
})

describe('hasValidCheckCharacter', () => {
  test('takes a lower-case x as X', () => {
    expect(hasValidCheckCharacter(ENDS_IN_X.toLowerCase())).toBe(true)
  })

  test('catches one mistyped digit', () => {
    expect(hasValidCheckCharacter('11010519491231003X')).toBe(false)
  })

  test('catches two neighbouring digits swapped', () => {
    expect(hasValidCheckCharacter('440300199001011328')).toBe(false)
  })

  test('refuses an X where a digit belongs', () => {
    expect(hasValidCheckCharacter('44030019900101123X')).toBe(false)
  })
})

describe('checkIdNumber', () => {
  test.each([
    ['', 'idRequired'],
    ['   ', 'idRequired'],
    ['11010519491231002', 'idLength'],
    ['11010519491231002X1', 'idLength'],
    ['1101051949123100AX', 'idFormat'],
    ['11010519491231002Y', 'idFormat'],
    ['11010519491231003X', 'idCheckDigit'],
    [HONG_KONG_PERMIT, 'idNonMainland'],
  ])('%p is %p', (value, error) => {
    expect(checkIdNumber(value)).toBe(error)
  })

  test.each([ENDS_IN_X, ENDS_IN_X.toLowerCase(), ENDS_IN_8, ` ${ENDS_IN_0.slice(0, 6)} ${ENDS_IN_0.slice(6)} `])('takes %p', (value) => {
    expect(checkIdNumber(value)).toBeUndefined()
  })
})

describe('isNonMainlandIdNumber', () => {
  test.each(['71', '81', '82', '83'])('region %s is not mainland', (region) => {
    expect(isNonMainlandIdNumber(`${region}0000198001011236`)).toBe(true)
  })

  test('a Beijing number is mainland', () => {
    expect(isNonMainlandIdNumber(ENDS_IN_X)).toBe(false)
  })
})

describe('checkRealName', () => {
  test.each([
    ['', 'nameRequired'],
    ['  ', 'nameRequired'],
    ['李', 'nameInvalid'],
    ['李1', 'nameInvalid'],
    ['李晓明!', 'nameInvalid'],
    ['李'.repeat(31), 'nameInvalid'],
  ])('%p is %p', (value, error) => {
    expect(checkRealName(value)).toBe(error)
  })

  test.each(['李晓明', '  张三 ', '买买提·艾力', 'Maria Chen', '李'.repeat(30)])('takes %p', (value) => {
    expect(checkRealName(value)).toBeUndefined()
  })
})

test('checkRealNameForm names the problem of each field', () => {
  expect(checkRealNameForm('', '11010519491231003X')).toEqual({ name: 'nameRequired', idNumber: 'idCheckDigit' })
})

test('normaliseIdNumber drops spaces and writes X upper-case', () => {
  expect(normaliseIdNumber(' 110105 19491231 002x ')).toBe(ENDS_IN_X)
})

test('maskRealName keeps only the last character', () => {
  expect([maskRealName('张三'), maskRealName('欧阳娜娜'), maskRealName('')]).toEqual(['*三', '***娜', ''])
})

test('maskIdNumber keeps only the first and last characters', () => {
  expect(maskIdNumber(ENDS_IN_X.toLowerCase())).toBe(`1${'*'.repeat(16)}X`)
})

test('identityRefusalOf reads the failure and cancel codes and nothing outside the range', () => {
  expect([identityRefusalOf(CODE_IDENTITY_FAILED), identityRefusalOf(CODE_IDENTITY_CANCELLED), identityRefusalOf(10441)]).toEqual([
    'failed',
    'cancelled',
    undefined,
  ])
})

test('emailRefusalOf reads the email codes', () => {
  expect([emailRefusalOf(10507), emailRefusalOf(10508), emailRefusalOf(10509), emailRefusalOf(10500)]).toEqual(['taken', 'wrongCode', 'unchanged', undefined])
})

test('isCertifyId takes the payment app ids and refuses anything else', () => {
  expect([isCertifyId('zfb-demo-failed'), isCertifyId('short'), isCertifyId('zfb demo'), isCertifyId(12345678), isCertifyId('a'.repeat(65))]).toEqual([
    true,
    false,
    false,
    false,
    false,
  ])
})
