// Identity: real-name verification, the payment-app verification's result and the bound email
// (spec 2, 5, 6, 8, 9). Pure rules: the page, the store and the mock read them from here.
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

/** Spec 9: an ID number has 18 characters. */
export const ID_NUMBER_LENGTH = 18
/** The longest real name taken (minority names joined with '·' run long). */
export const REAL_NAME_MAX = 30
const REAL_NAME_MIN = 2

// GB 11643-1999: the weights of the first 17 digits and the check character of the sum mod 11.
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const CHECK_CHARACTERS = '10X98765432'

/**
 * Region codes of residence permits for Hong Kong, Macau and Taiwan residents (81, 82, 83) and
 * Taiwan's own code (71): 18-character numbers that are not a mainland identity card (spec 5).
 */
const NON_MAINLAND_REGIONS = ['71', '81', '82', '83'] as const

/** Answer codes of the identity endpoints (docs/api.md, "Identity endpoints"): 10500-10519. */
export const CODE_IDENTITY_FAILED = 10500
export const CODE_IDENTITY_CANCELLED = 10501
export const CODE_IDENTITY_NON_MAINLAND = 10502
export const CODE_IDENTITY_ALREADY_VERIFIED = 10503
export const CODE_IDENTITY_TAKEN = 10504
export const CODE_IDENTITY_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.identity
export const CODE_IDENTITY_INVALID = 10506
export const CODE_EMAIL_TAKEN = 10507
export const CODE_EMAIL_WRONG_CODE = 10508
export const CODE_EMAIL_UNCHANGED = 10509
export const CODE_CERTIFY_UNKNOWN = 10510

/** Why the server refused a verification, in the page's words. */
export const IDENTITY_REFUSALS = ['failed', 'cancelled', 'nonMainland', 'alreadyVerified', 'taken', 'enterpriseSubAccount', 'invalid'] as const
export type IdentityRefusal = (typeof IDENTITY_REFUSALS)[number]

const REFUSAL_BY_CODE: Record<number, IdentityRefusal> = {
  [CODE_IDENTITY_FAILED]: 'failed',
  [CODE_IDENTITY_CANCELLED]: 'cancelled',
  [CODE_IDENTITY_NON_MAINLAND]: 'nonMainland',
  [CODE_IDENTITY_ALREADY_VERIFIED]: 'alreadyVerified',
  [CODE_IDENTITY_TAKEN]: 'taken',
  [CODE_IDENTITY_ENTERPRISE]: 'enterpriseSubAccount',
  [CODE_IDENTITY_INVALID]: 'invalid',
}

export function identityRefusalOf(code: number): IdentityRefusal | undefined {
  return REFUSAL_BY_CODE[code]
}

/** Why a bind of the email was refused: the address belongs to another account, a wrong code, the same address. */
export type EmailRefusal = 'taken' | 'wrongCode' | 'unchanged'

const EMAIL_REFUSAL_BY_CODE: Record<number, EmailRefusal> = {
  [CODE_EMAIL_TAKEN]: 'taken',
  [CODE_EMAIL_WRONG_CODE]: 'wrongCode',
  [CODE_EMAIL_UNCHANGED]: 'unchanged',
}

export function emailRefusalOf(code: number): EmailRefusal | undefined {
  return EMAIL_REFUSAL_BY_CODE[code]
}

/** The ID number as typed, without spaces, its X upper-case: what is checked and sent. */
export function normaliseIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** GB 11643: the check character of 17 digits; undefined when they are not 17 digits. */
export function idCheckCharacter(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined
  const sum = CHECK_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0)
  return CHECK_CHARACTERS[sum % 11]
}

/** 17 digits and the right check character (x or X where it is X). */
export function hasValidCheckCharacter(idNumber: string): boolean {
  const id = normaliseIdNumber(idNumber)
  return id.length === ID_NUMBER_LENGTH && idCheckCharacter(id.slice(0, 17)) === id[17]
}

/** Spec 5: a residence permit of Hong Kong, Macau or Taiwan, not a mainland identity card. */
export function isNonMainlandIdNumber(idNumber: string): boolean {
  return (NON_MAINLAND_REGIONS as readonly string[]).includes(normaliseIdNumber(idNumber).slice(0, 2))
}

export type RealNameError = 'nameRequired' | 'nameInvalid'
export type IdNumberError = 'idRequired' | 'idLength' | 'idFormat' | 'idCheckDigit' | 'idNonMainland'

export interface RealNameFormErrors {
  name?: RealNameError
  idNumber?: IdNumberError
}

/** Chinese characters, letters, the middle dot of minority and foreign names, inner spaces. */
const REAL_NAME = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z][\u3400-\u4dbf\u4e00-\u9fffA-Za-z·•. ]*[\u3400-\u4dbf\u4e00-\u9fffA-Za-z]$/

export function checkRealName(value: string): RealNameError | undefined {
  const name = value.trim()
  if (!name) return 'nameRequired'
  const length = Array.from(name).length
  return length >= REAL_NAME_MIN && length <= REAL_NAME_MAX && REAL_NAME.test(name) ? undefined : 'nameInvalid'
}

/** Spec 5: required, 18 characters, 17 digits then a digit or X, the GB 11643 check character, mainland only. */
export function checkIdNumber(value: string): IdNumberError | undefined {
  const id = normaliseIdNumber(value)
  if (!id) return 'idRequired'
  if (id.length !== ID_NUMBER_LENGTH) return 'idLength'
  if (!/^\d{17}[\dX]$/.test(id)) return 'idFormat'
  if (!hasValidCheckCharacter(id)) return 'idCheckDigit'
  return isNonMainlandIdNumber(id) ? 'idNonMainland' : undefined
}

export function checkRealNameForm(name: string, idNumber: string): RealNameFormErrors {
  const errors: RealNameFormErrors = {}
  const nameError = checkRealName(name)
  const idError = checkIdNumber(idNumber)
  if (nameError) errors.name = nameError
  if (idError) errors.idNumber = idError
  return errors
}

/** 张三 -> *三, 欧阳娜娜 -> ***娜: a verified name never leaves in full. */
export function maskRealName(name: string): string {
  const characters = Array.from(name.trim())
  if (characters.length === 0) return ''
  return '*'.repeat(characters.length - 1) + characters[characters.length - 1]
}

/** 11010519491231002X -> 1****************X: the first and last characters only. */
export function maskIdNumber(idNumber: string): string {
  const id = normaliseIdNumber(idNumber)
  if (id.length < 2) return id
  return id[0] + '*'.repeat(id.length - 2) + id[id.length - 1]
}

/** The payment app's verification as the server last heard of it. */
export const CERTIFY_STATES = ['passed', 'failed', 'cancelled', 'pending'] as const
export type CertifyState = (typeof CERTIFY_STATES)[number]

/** The payment app's certification id in the return link: letters, digits, '-' and '_'. */
export function isCertifyId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value)
}
