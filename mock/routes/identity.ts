// Identity: real-name verification, the payment app's verification results and the bound email
// (spec 2, 5, 6, 8). Documented in docs/api.md, "Identity endpoints"; the rules are the client's
// own (src/lib/identity.ts, src/lib/tasks.ts). A verification runs once per request id.
import type { BoundEmail, CertifyResult, IdentityStatus } from '@/api/identity'
import { CODE_OK } from '@/lib/answer-codes'
import {
  CERTIFY_STATES,
  checkIdNumber,
  checkRealName,
  CODE_CERTIFY_UNKNOWN,
  CODE_EMAIL_TAKEN,
  CODE_EMAIL_UNCHANGED,
  CODE_EMAIL_WRONG_CODE,
  CODE_IDENTITY_ALREADY_VERIFIED,
  CODE_IDENTITY_CANCELLED,
  CODE_IDENTITY_ENTERPRISE,
  CODE_IDENTITY_FAILED,
  CODE_IDENTITY_INVALID,
  CODE_IDENTITY_NON_MAINLAND,
  CODE_IDENTITY_TAKEN,
  isCertifyId,
  maskIdNumber,
  maskRealName,
  normaliseIdNumber,
  type CertifyState,
} from '@/lib/identity'
import type { Language } from '@/lib/i18n'
import { checkBindValue } from '@/lib/tasks'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, SPECIAL_UID, type Account, type MockState } from '../state'
import { masked } from './tasks'

const CODE_BAD_REQUEST = 400
const VERIFICATION_OUTCOMES = ['passed', 'failed', 'cancelled'] as const
type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number]

interface Certification {
  state: CertifyState
  name: string
  finishedAt: number
}

interface IdentityState {
  verified: { name: string; idNumber: string; verifiedAt: number } | null
  /** What the identity register answers the next verification (set by the control endpoint). */
  nextOutcome: VerificationOutcome
  /** The payment app's verifications by certification id. */
  certifications: Map<string, Certification>
}

// The special account verified through the payment app a month ago (docs/api.md).
const SPECIAL_IDENTITY = { name: '李晓明', idNumber: '440300199001011238' }

function seedIdentity(account: Account, now: number): IdentityState {
  const certifications = new Map<string, Certification>()
  let verified: IdentityState['verified'] = null
  if (account.uid === SPECIAL_UID) {
    verified = { ...SPECIAL_IDENTITY, verifiedAt: now - 30 * DAY_MS }
    certifications.set('zfb-special-passed', { state: 'passed', name: SPECIAL_IDENTITY.name, finishedAt: now - 30 * DAY_MS })
  }
  if (account.uid === DEMO_UID) {
    certifications.set('zfb-demo-failed', { state: 'failed', name: '', finishedAt: now - 2 * HOUR_MS })
    certifications.set('zfb-demo-cancelled', { state: 'cancelled', name: '', finishedAt: now - HOUR_MS })
    certifications.set('zfb-demo-pending', { state: 'pending', name: '', finishedAt: 0 })
  }
  return { verified, nextOutcome: 'passed', certifications }
}

function identityOf(state: MockState, account: Account): IdentityState {
  return state.featureState('identity', account, seedIdentity)
}

const TEXTS = {
  failed: { zh_CN: '身份认证失败', en_US: 'Identity verification failed', zh_TW: '身分認證失敗', zh_HK: '身份認證失敗', vi_VN: 'Xác thực danh tính thất bại' },
  cancelled: { zh_CN: '认证已取消', en_US: 'Verification cancelled', zh_TW: '認證已取消', zh_HK: '認證已取消', vi_VN: 'Đã hủy xác thực' },
  nonMainland: {
    zh_CN: '非中国大陆身份请联系客服完成认证',
    en_US: 'Identities from outside mainland China are verified by customer support',
    zh_TW: '非中國大陸身分請聯絡客服完成認證',
    zh_HK: '非中國內地身份請聯絡客服完成認證',
    vi_VN: 'Danh tính ngoài Trung Quốc đại lục vui lòng liên hệ bộ phận hỗ trợ',
  },
  alreadyVerified: { zh_CN: '该账号已完成实名认证', en_US: 'This account has already been verified', zh_TW: '此帳號已完成實名認證', zh_HK: '此賬號已完成實名認證', vi_VN: 'Tài khoản này đã được xác thực' },
  taken: {
    zh_CN: '该身份证号码已认证其他账号，请联系客服',
    en_US: 'This ID number already verifies another account, please contact customer support',
    zh_TW: '此身分證號碼已認證其他帳號，請聯絡客服',
    zh_HK: '此身份證號碼已認證其他賬號，請聯絡客服',
    vi_VN: 'Số căn cước này đã xác thực một tài khoản khác, vui lòng liên hệ hỗ trợ',
  },
  enterprise: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  invalid: { zh_CN: '姓名或身份证号码有误', en_US: 'The name or ID number is not correct', zh_TW: '姓名或身分證號碼有誤', zh_HK: '姓名或身份證號碼有誤', vi_VN: 'Họ tên hoặc số căn cước không đúng' },
  certifyUnknown: { zh_CN: '未找到此次认证记录', en_US: 'This verification was not found', zh_TW: '找不到此次認證記錄', zh_HK: '找不到今次認證記錄', vi_VN: 'Không tìm thấy lần xác thực này' },
  emailTaken: { zh_CN: '该邮箱已绑定其他账号', en_US: 'This email is bound to another account', zh_TW: '此電子郵件已綁定其他帳號', zh_HK: '此電郵已綁定其他賬號', vi_VN: 'Email này đã liên kết với tài khoản khác' },
  emailUnchanged: { zh_CN: '新邮箱与当前绑定的邮箱相同', en_US: 'The new email is the one already bound', zh_TW: '新電子郵件與目前綁定的相同', zh_HK: '新電郵與目前綁定的相同', vi_VN: 'Email mới trùng với email đang liên kết' },
} satisfies Record<string, Record<Language, string>>

type SignedIn = RouteContext & { account: Account }

function refused(code: number, key: keyof typeof TEXTS, lang: Language): Answer {
  return { code, msg: TEXTS[key][lang] }
}

function statusOf(identity: IdentityState): IdentityStatus {
  const { verified } = identity
  if (!verified) return { verified: false, name: '', idNumber: '', verifiedAt: 0 }
  return { verified: true, name: maskRealName(verified.name), idNumber: maskIdNumber(verified.idNumber), verifiedAt: verified.verifiedAt }
}

/** Another account that verified this ID number. */
function verifiedElsewhere(state: MockState, account: Account, idNumber: string): boolean {
  return Object.values(state.accounts).some(
    (other) => other.uid !== account.uid && identityOf(state, other).verified?.idNumber === idNumber,
  )
}

function verify(context: SignedIn): Answer {
  const { state, account, body, lang } = context
  const identity = identityOf(state, account)
  if (account.enterpriseSubAccount) return refused(CODE_IDENTITY_ENTERPRISE, 'enterprise', lang)
  if (identity.verified) return refused(CODE_IDENTITY_ALREADY_VERIFIED, 'alreadyVerified', lang)
  const name = fieldText(body.name)
  const idNumber = normaliseIdNumber(fieldText(body.idNumber))
  // The client's own rules (spec 5), checked again here.
  const idError = checkIdNumber(idNumber)
  if (idError === 'idNonMainland') return refused(CODE_IDENTITY_NON_MAINLAND, 'nonMainland', lang)
  if (checkRealName(name) || idError) return refused(CODE_IDENTITY_INVALID, 'invalid', lang)
  if (verifiedElsewhere(state, account, idNumber)) return refused(CODE_IDENTITY_TAKEN, 'taken', lang)
  const outcome = identity.nextOutcome
  identity.nextOutcome = 'passed'
  if (outcome === 'failed') return refused(CODE_IDENTITY_FAILED, 'failed', lang)
  if (outcome === 'cancelled') return refused(CODE_IDENTITY_CANCELLED, 'cancelled', lang)
  identity.verified = { name, idNumber, verifiedAt: Date.now() }
  return { code: CODE_OK, data: statusOf(identity) }
}

function certifyResult({ state, account, query, lang }: SignedIn): Answer {
  const certifyId = query.certifyId
  const found = isCertifyId(certifyId) ? identityOf(state, account).certifications.get(certifyId) : undefined
  if (!found) return refused(CODE_CERTIFY_UNKNOWN, 'certifyUnknown', lang)
  const data: CertifyResult = { state: found.state, name: maskRealName(found.name), finishedAt: found.finishedAt }
  return { code: CODE_OK, data }
}

function boundEmailOf(account: Account): BoundEmail {
  return { email: masked('email', account.email) }
}

/** The email of a bind request, or why it is refused. */
function emailTarget({ state, account, body, lang, t }: SignedIn): string | Answer {
  const value = fieldText(body.value)
  if (body.kind !== 'email' || checkBindValue('email', value)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  if (account.email.toLowerCase() === value.toLowerCase()) return refused(CODE_EMAIL_UNCHANGED, 'emailUnchanged', lang)
  const owner = state.accountByEmail(value)
  if (owner && owner !== account) return refused(CODE_EMAIL_TAKEN, 'emailTaken', lang)
  return value
}

function sendEmailCode(context: SignedIn): Answer {
  const target = emailTarget(context)
  if (typeof target !== 'string') return target
  context.state.sendSmsCode(target)
  return { code: CODE_OK }
}

function bindEmail(context: SignedIn): Answer {
  const target = emailTarget(context)
  if (typeof target !== 'string') return target
  const { state, account, body, t } = context
  if (!state.checkSmsCode(target, fieldText(body.code))) return { code: CODE_EMAIL_WRONG_CODE, msg: t('wrongSmsCode') }
  account.email = target
  return { code: CODE_OK, data: boundEmailOf(account) }
}

const routes: Routes = {
  'GET /identity/status': { auth: true, handle: ({ state, account }) => ({ code: CODE_OK, data: statusOf(identityOf(state, account)) }) },
  'POST /identity/verify': { auth: true, handle: (context) => onceByRequestId(context, 'identityVerify', () => verify(context)) },
  'GET /identity/certifyResult': { auth: true, handle: certifyResult },
  'GET /account/email': { auth: true, handle: ({ account }) => ({ code: CODE_OK, data: boundEmailOf(account) }) },
  'POST /account/email/code': { auth: true, handle: sendEmailCode },
  'POST /account/email': { auth: true, handle: bindEmail },
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value)
}

/**
 * Control (tests): what the register answers the next verification (`nextVerification`), an
 * enterprise sub-account (`enterpriseSubAccount`), a payment-app verification (`certifyId` with
 * `certifyState`; `passed` verifies the account with `name` and `idNumber`). docs/api.md.
 */
export function controlIdentity(state: MockState, request: Record<string, unknown>): string | undefined {
  const account = state.accountByToken(request.token)
  if (!account) return 'token must name an account'
  const identity = identityOf(state, account)
  const { nextVerification, enterpriseSubAccount, certifyId, certifyState } = request
  if (nextVerification !== undefined) {
    if (!isOneOf(VERIFICATION_OUTCOMES, nextVerification)) return `nextVerification must be one of ${VERIFICATION_OUTCOMES.join(', ')}`
    identity.nextOutcome = nextVerification
  }
  if (enterpriseSubAccount !== undefined) {
    if (typeof enterpriseSubAccount !== 'boolean') return 'enterpriseSubAccount must be true or false'
    account.enterpriseSubAccount = enterpriseSubAccount
  }
  if (certifyId !== undefined) {
    if (!isCertifyId(certifyId)) return 'certifyId must be 8 to 64 letters, digits, - or _'
    if (!isOneOf(CERTIFY_STATES, certifyState)) return `certifyState must be one of ${CERTIFY_STATES.join(', ')}`
    const name = fieldText(request.name)
    const idNumber = normaliseIdNumber(fieldText(request.idNumber))
    if (certifyState === 'passed' && (checkRealName(name) || checkIdNumber(idNumber))) return 'a passed verification needs a valid name and idNumber'
    const finishedAt = certifyState === 'pending' ? 0 : Date.now()
    identity.certifications.set(certifyId, { state: certifyState, name: certifyState === 'passed' ? name : '', finishedAt })
    if (certifyState === 'passed') identity.verified = { name, idNumber, verifiedAt: finishedAt }
  }
  return undefined
}

export default routes
