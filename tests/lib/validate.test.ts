/** @jest-environment node */
import {
  isEmail,
  isIdNumber,
  isImageSizeOk,
  isPassword,
  isPhone,
  isRedeemCode,
  isRefundReason,
  isUrl,
  characterCount,
  clipRefundReason,
  isVerificationCode,
} from '@/lib/validate'
import { PRESENT_WRONG_TYPES, WRONG_TYPES } from '../support/wrong-types'

describe('isEmail', () => {
  it('accepts a plain address', () => {
    expect(isEmail('member@example.com')).toBe(true)
  })

  it('accepts dots, plus tags and subdomains', () => {
    expect(isEmail('first.last+vpn@mail.example.com.cn')).toBe(true)
  })

  it('rejects an empty value because the email is required', () => {
    expect(isEmail('')).toBe(false)
  })

  it('rejects an address without an at sign', () => {
    expect(isEmail('member.example.com')).toBe(false)
  })

  it('rejects an address with nothing before the at sign', () => {
    expect(isEmail('@example.com')).toBe(false)
  })

  it('rejects an address whose domain has no dot', () => {
    expect(isEmail('member@localhost')).toBe(false)
  })

  it('rejects an address with two at signs', () => {
    expect(isEmail('a@b@example.com')).toBe(false)
  })

  it('rejects consecutive dots in the local part', () => {
    expect(isEmail('a..b@example.com')).toBe(false)
  })

  it('rejects a domain label that starts with a hyphen', () => {
    expect(isEmail('a@-example.com')).toBe(false)
  })

  it('rejects a numeric top-level domain', () => {
    expect(isEmail('a@example.123')).toBe(false)
  })

  it('rejects surrounding spaces', () => {
    expect(isEmail(' member@example.com ')).toBe(false)
  })

  it('rejects an address longer than 320 characters', () => {
    const labels = Array.from({ length: 5 }, () => 'a'.repeat(63)).join('.')
    const address = `${'b'.repeat(64)}@${labels}.com`
    expect(address.length).toBeGreaterThan(320)
    expect(isEmail(address)).toBe(false)
  })

  it('rejects a local part longer than 64 characters', () => {
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
  })
})

describe('isPhone', () => {
  it('accepts an 11-digit mainland mobile number', () => {
    expect(isPhone('13800138000')).toBe(true)
  })

  it('accepts every mainland prefix from 13 to 19', () => {
    expect(['13', '14', '15', '16', '17', '18', '19'].every((prefix) => isPhone(`${prefix}012345678`))).toBe(true)
  })

  it('rejects a mainland number starting with 12', () => {
    expect(isPhone('12800138000')).toBe(false)
  })

  it('rejects a mainland number with 10 digits', () => {
    expect(isPhone('1380013800')).toBe(false)
  })

  it('rejects a mainland number with 12 digits', () => {
    expect(isPhone('138001380001')).toBe(false)
  })

  it('accepts an international number with a plus sign', () => {
    expect(isPhone('+85291234567')).toBe(true)
  })

  it('rejects an international number with more than 15 digits', () => {
    expect(isPhone('+1234567890123456')).toBe(false)
  })

  it('rejects an international number with fewer than 6 digits', () => {
    expect(isPhone('+12345')).toBe(false)
  })

  it('rejects a country code starting with 0', () => {
    expect(isPhone('+0123456789')).toBe(false)
  })

  it('rejects spaces and dashes inside the number', () => {
    expect(isPhone('138-0013-8000')).toBe(false)
  })

  it('rejects an empty value because the phone is required', () => {
    expect(isPhone('')).toBe(false)
  })
})

describe('isVerificationCode', () => {
  it('accepts six digits', () => {
    expect(isVerificationCode('012345')).toBe(true)
  })

  it('rejects five digits', () => {
    expect(isVerificationCode('12345')).toBe(false)
  })

  it('rejects a code with a letter', () => {
    expect(isVerificationCode('12345a')).toBe(false)
  })

  it('rejects an empty value because the code is required', () => {
    expect(isVerificationCode('')).toBe(false)
  })
})

describe('isPassword', () => {
  it('accepts letters mixed with digits', () => {
    expect(isPassword('abc123')).toBe(true)
  })

  it('accepts common symbols alongside letters and digits', () => {
    expect(isPassword('P@ssw0rd!#')).toBe(true)
  })

  it('accepts exactly 16 characters', () => {
    expect(isPassword('abcdefghij123456')).toBe(true)
  })

  it('rejects 5 characters', () => {
    expect(isPassword('abc12')).toBe(false)
  })

  it('rejects 17 characters', () => {
    expect(isPassword('abcdefghij1234567')).toBe(false)
  })

  it('rejects letters only', () => {
    expect(isPassword('abcdefgh')).toBe(false)
  })

  it('rejects digits only', () => {
    expect(isPassword('12345678')).toBe(false)
  })

  it('rejects symbols and digits without a letter', () => {
    expect(isPassword('!@#123')).toBe(false)
  })

  it('rejects a space', () => {
    expect(isPassword('abc 123')).toBe(false)
  })

  it('rejects non-ASCII letters', () => {
    expect(isPassword('密码abc123')).toBe(false)
  })
})

describe('isIdNumber (the identity screen\'s rule, src/lib/identity.ts)', () => {
  it('accepts 17 digits and their check digit', () => {
    expect(isIdNumber('110101199003071233')).toBe(true)
  })

  it('accepts a check character X, typed lower-case too', () => {
    expect([isIdNumber('11010519491231002X'), isIdNumber('11010519491231002x')]).toEqual([true, true])
  })

  it('rejects a wrong check character', () => {
    expect(isIdNumber('110101199003071234')).toBe(false)
  })

  it('rejects another trailing letter', () => {
    expect(isIdNumber('11010119900307123A')).toBe(false)
  })

  it('rejects 17 or 19 characters', () => {
    expect([isIdNumber('11010119900307123'), isIdNumber('1101011990030712333')]).toEqual([false, false])
  })

  it('takes a well-formed residence permit number, whose verification is the screen\'s policy', () => {
    expect(isIdNumber('810000199001010019')).toBe(true)
  })
})

describe('isRefundReason', () => {
  it('accepts a missing reason because the reason is optional', () => {
    expect(isRefundReason(undefined)).toBe(true)
  })

  it('accepts an empty reason', () => {
    expect(isRefundReason('')).toBe(true)
  })

  it('accepts exactly 50 Chinese characters', () => {
    expect(isRefundReason('退'.repeat(50))).toBe(true)
  })

  it('rejects 51 characters', () => {
    expect(isRefundReason('a'.repeat(51))).toBe(false)
  })

  it('counts an emoji outside the BMP as one character', () => {
    const reason = '😀'.repeat(50)
    expect(reason.length).toBe(100)
    expect(isRefundReason(reason)).toBe(true)
  })
})

describe('isRedeemCode', () => {
  it('accepts a code', () => {
    expect(isRedeemCode('AbC123')).toBe(true)
  })

  it('rejects an empty code', () => {
    expect(isRedeemCode('')).toBe(false)
  })

  it('rejects a code of spaces only', () => {
    expect(isRedeemCode('   ')).toBe(false)
  })

  it('accepts a code with surrounding spaces because only emptiness is checked', () => {
    expect(isRedeemCode(' AbC123 ')).toBe(true)
  })
})

describe('isImageSizeOk', () => {
  it('accepts a 1 MiB image', () => {
    expect(isImageSizeOk(1024 * 1024)).toBe(true)
  })

  it('accepts one byte under 5 MiB', () => {
    expect(isImageSizeOk(5 * 1024 * 1024 - 1)).toBe(true)
  })

  it('rejects exactly 5 MiB because the image must be smaller', () => {
    expect(isImageSizeOk(5 * 1024 * 1024)).toBe(false)
  })

  it('rejects an empty file', () => {
    expect(isImageSizeOk(0)).toBe(false)
  })

  it('rejects a size that is not a number', () => {
    expect(isImageSizeOk(Number.NaN)).toBe(false)
  })
})

describe('isUrl', () => {
  it('accepts an https link', () => {
    expect(isUrl('https://example.com/help?id=48')).toBe(true)
  })

  it('accepts an http link', () => {
    expect(isUrl('http://example.com')).toBe(true)
  })

  it('rejects an ftp link', () => {
    expect(isUrl('ftp://example.com/file')).toBe(false)
  })

  it('rejects a javascript: link', () => {
    expect(isUrl('javascript:alert(1)')).toBe(false)
  })

  it('accepts exactly 2048 characters', () => {
    const prefix = 'https://example.com/'
    expect(isUrl(prefix + 'a'.repeat(2048 - prefix.length))).toBe(true)
  })

  it('rejects a link longer than 2048 characters', () => {
    const prefix = 'https://example.com/'
    expect(isUrl(prefix + 'a'.repeat(2049 - prefix.length))).toBe(false)
  })

  it('rejects surrounding spaces', () => {
    expect(isUrl(' https://example.com ')).toBe(false)
  })
})

describe('characterCount', () => {
  it('counts a joined emoji (woman technologist) once', () => {
    expect(characterCount('👩‍💻')).toBe(1)
  })

  it('counts an emoji with a skin tone once', () => {
    expect(characterCount('👍🏽')).toBe(1)
  })

  it('counts a flag of two regional letters once, and two flags twice', () => {
    expect([characterCount('🇨🇳'), characterCount('🇨🇳🇭🇰')]).toEqual([1, 2])
  })

  it('counts a family of four joined people once', () => {
    expect(characterCount('👨‍👩‍👧‍👦')).toBe(1)
  })

  it('counts a keycap and a heart with its variation selector once each', () => {
    expect(characterCount('1️⃣❤️')).toBe(2)
  })

  it('counts a joiner at the start as a character of its own', () => {
    expect(characterCount('\u200da')).toBe(2)
  })

  it('counts Chinese and Latin letters one each', () => {
    expect(characterCount('退款 ok')).toBe(5)
  })
})

describe('refund reasons with emoji', () => {
  it('accepts 49 characters and a joined emoji: 50', () => {
    expect(isRefundReason('退'.repeat(49) + '👩‍💻')).toBe(true)
  })

  it('rejects 50 characters and a flag: 51', () => {
    expect(isRefundReason('退'.repeat(50) + '🇨🇳')).toBe(false)
  })
})

describe('clipRefundReason', () => {
  it('keeps a reason of 50 characters as it is', () => {
    const reason = '退'.repeat(49) + '👨‍👩‍👧‍👦'
    expect(clipRefundReason(reason)).toBe(reason)
  })

  it('keeps the first 50 characters, never half an emoji', () => {
    expect(clipRefundReason('退'.repeat(49) + '👍🏽👍🏽')).toBe('退'.repeat(49) + '👍🏽')
  })
})

describe('values of the wrong type (a query, storage or a host may hand any)', () => {
  it.each(WRONG_TYPES)('isEmail refuses %s', (_name, value) => {
    expect(isEmail(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isPhone refuses %s', (_name, value) => {
    expect(isPhone(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isVerificationCode refuses %s', (_name, value) => {
    expect(isVerificationCode(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isPassword refuses %s', (_name, value) => {
    expect(isPassword(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isIdNumber refuses %s', (_name, value) => {
    expect(isIdNumber(value)).toBe(false)
  })

  // an absent reason is allowed (the field is optional); any other value that is no text is refused
  it.each(PRESENT_WRONG_TYPES)('isRefundReason refuses %s', (_name, value) => {
    expect(isRefundReason(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isRedeemCode refuses %s', (_name, value) => {
    expect(isRedeemCode(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('isUrl refuses %s', (_name, value) => {
    expect(isUrl(value)).toBe(false)
  })
})
