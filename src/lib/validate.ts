import { checkIdNumber } from './identity'
import { parseUrl } from './links'

// Validators judge the value exactly as given (no trimming, except where noted): a form trims
// before it validates, so what is checked is what is sent.

// spec 5: generic validator caps, email 320 characters and url 2048
const EMAIL_MAX = 320
const URL_MAX = 2048
/** spec 9: a share screenshot (or a refund image) is smaller than 5M. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
// spec 5 and 9: password 6 to 16 characters
const PASSWORD = /^[\x21-\x7e]{6,16}$/
/** spec 5 and 9: a refund reason has at most 50 characters. */
export const REFUND_REASON_MAX = 50

// RFC 5322 dot-atom local part (no quoted strings); domain of LDH labels with an alphabetic or punycode TLD
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
// international form: '+', a country code not starting with 0, 6 to 15 digits in all (E.164 caps at 15)
const INTERNATIONAL_PHONE = /^\+[1-9]\d{5,14}$/

/** spec 5: email is required and must be a correct address. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > EMAIL_MAX) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    at > 0 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1])
  )
}

/** spec 5: phone is required; a mainland mobile number or an international `+` number. */
export function isPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return MAINLAND_MOBILE.test(value) || INTERNATIONAL_PHONE.test(value)
}

/** spec 5: verification code is required; codes are 6 digits. */
export function isVerificationCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{6}$/.test(value)
}

/**
 * spec 5: 6 to 16 characters mixing letters and digits.
 * Printable ASCII symbols are allowed too: the spec asks for letters and digits but does not forbid
 * symbols, and rejecting them would lock out passwords set elsewhere or by a password manager.
 * Spaces and non-ASCII are not: they are easy to mistype and look alike on different keyboards.
 */
export function isPassword(value: unknown): boolean {
  return typeof value === 'string' && PASSWORD.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value)
}

/**
 * spec 5: an 18-character ID number, by the identity screen's one rule (src/lib/identity.ts: 17
 * digits and the GB 11643 check character, an x taken as X). Whether a non-mainland identity may
 * verify is that screen's policy, not the number's form.
 */
export function isIdNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const error = checkIdNumber(value)
  return error === undefined || error === 'idNonMainland'
}

const ZERO_WIDTH_JOINER = 0x200d

/** Marks that belong to the character before them: variation selectors, skin tones, combining marks, keycaps, tag letters. */
function isMark(codePoint: number): boolean {
  return (
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0x0300 && codePoint <= 0x036f) ||
    codePoint === 0x20e3 ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  )
}

function isRegionalIndicator(codePoint: number): boolean {
  return codePoint >= 0x1f1e6 && codePoint <= 0x1f1ff
}

/**
 * The characters of a text as a reader counts them: an emoji is one character however many code
 * points it has (a skin tone, a family joined by zero-width joiners, a flag of two letters).
 * Written by hand: the mini-program has no Intl.Segmenter.
 */
export function charactersOf(value: string): string[] {
  const characters: string[] = []
  let joining = false
  let openFlag = false
  for (const char of value) {
    const codePoint = char.codePointAt(0) ?? 0
    const last = characters.length - 1
    const joinsLast =
      last >= 0 &&
      (joining || isMark(codePoint) || codePoint === ZERO_WIDTH_JOINER || (openFlag && isRegionalIndicator(codePoint)))
    if (joinsLast) {
      characters[last] += char
      openFlag = false
    } else {
      characters.push(char)
      openFlag = isRegionalIndicator(codePoint)
    }
    joining = last >= 0 && codePoint === ZERO_WIDTH_JOINER
  }
  return characters
}

/** The number of characters of a text, an emoji counted once. */
export function characterCount(value: string): number {
  return charactersOf(value).length
}

/** spec 5: refund reason is optional (absent is fine), at most 50 characters (an emoji counts once); no other value is one. */
export function isRefundReason(value?: unknown): boolean {
  if (value === undefined || value === null) return true
  return typeof value === 'string' && characterCount(value) <= REFUND_REASON_MAX
}

/** The first 50 characters of a refund reason: what a field keeps when more is typed or pasted. */
export function clipRefundReason(value: string): string {
  const characters = charactersOf(value)
  return characters.length <= REFUND_REASON_MAX ? value : characters.slice(0, REFUND_REASON_MAX).join('')
}

/** spec 5: a redeem code must be entered; it is case sensitive, so it is never case-folded. */
export function isRedeemCode(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0
}

/** spec 5: the share screenshot must be smaller than 5M; an empty file is no screenshot. */
export function isImageSizeOk(bytes: number): boolean {
  return Number.isFinite(bytes) && bytes > 0 && bytes < IMAGE_MAX_BYTES
}

/** An absolute http(s) link of at most 2048 characters. */
export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && value.length <= URL_MAX && value === value.trim() && parseUrl(value) !== null
}
