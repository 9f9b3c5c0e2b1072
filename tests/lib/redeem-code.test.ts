import {
  CODE_REDEEM_EXPIRED,
  CODE_REDEEM_FAILED,
  CODE_REDEEM_MISSING,
  CODE_REDEEM_RISKY,
  CODE_REDEEM_UNKNOWN,
  CODE_REDEEM_USED,
  checkRedeemCode,
  redeemCodeOf,
  redeemRefusalOf,
} from '@/lib/shop'

describe('redeem code as sent (spec 5)', () => {
  test('keeps the case exactly as typed', () => {
    expect([redeemCodeOf('VIP7-Abc'), redeemCodeOf('vip7-abc')]).toEqual(['VIP7-Abc', 'vip7-abc'])
  })

  test('keeps whitespace inside the code', () => {
    expect(redeemCodeOf('GIFT 2026')).toBe('GIFT 2026')
  })

  test('drops a space or line break around a pasted code', () => {
    expect(redeemCodeOf(' \tVIP7-Abc\n')).toBe('VIP7-Abc')
  })

  test('keeps full-width and accented letters as they are', () => {
    expect(redeemCodeOf('ＶＩＰ7-Äbc')).toBe('ＶＩＰ7-Äbc')
  })
})

describe('redeem code required (spec 5)', () => {
  test('refuses an empty code', () => {
    expect(checkRedeemCode('')).toBe('required')
  })

  test('refuses a code of spaces only', () => {
    expect(checkRedeemCode('  \n ')).toBe('required')
  })

  test('takes any code with a character in it', () => {
    expect(checkRedeemCode('a')).toBeUndefined()
  })
})

const REDEEM_CODES = [CODE_REDEEM_RISKY, CODE_REDEEM_FAILED, CODE_REDEEM_USED, CODE_REDEEM_MISSING, CODE_REDEEM_EXPIRED, CODE_REDEEM_UNKNOWN]

describe('redeem answer codes', () => {
  test('name each refusal', () => {
    expect(REDEEM_CODES.map(redeemRefusalOf)).toEqual(['risky', 'failed', 'used', 'required', 'expired', 'unknown'])
  })

  test('stay in the range of this area (10170-10189)', () => {
    expect(REDEEM_CODES.every((code) => code >= 10170 && code <= 10189)).toBe(true)
  })

  test('name nothing for another code', () => {
    expect([redeemRefusalOf(10401), redeemRefusalOf(200)]).toEqual([undefined, undefined])
  })
})
