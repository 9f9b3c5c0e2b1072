// Identity: real-name verification, the payment app's verification results and the bound email
// (spec 2, 5, 6, 8). Documented in docs/api.md, "Identity endpoints"; the rules are the client's
// own (src/lib/identity.ts, src/lib/tasks.ts). A verification runs once per request id.
import type { boundEmail, certifyResult, identityStatus } from '@/api/identity'
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
import { checkBindValue } from '@/lib/tasks'
import { onceByRequestId } from '../request-ids'
import { CODE_BAD_REQUEST, fieldText, type Answer, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, SPECIAL_UID, type Account, type MockState } from '../state'
import { masked } from './tasks'

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

function statusOf(identity: IdentityState): Wire<typeof identityStatus> {
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
  const { state, account, body, t } = context
  const identity = identityOf(state, account)
  if (account.enterpriseSubAccount) return { code: CODE_IDENTITY_ENTERPRISE, msg: t('enterpriseSubAccount') }
  if (identity.verified) return { code: CODE_IDENTITY_ALREADY_VERIFIED, msg: t('identity.alreadyVerified') }
  const name = fieldText(body.name)
  const idNumber = normaliseIdNumber(fieldText(body.idNumber))
  // The client's own rules (spec 5), checked again here.
  const idError = checkIdNumber(idNumber)
  if (idError === 'idNonMainland') return { code: CODE_IDENTITY_NON_MAINLAND, msg: t('identity.nonMainland') }
  if (checkRealName(name) || idError) return { code: CODE_IDENTITY_INVALID, msg: t('identity.invalid') }
  if (verifiedElsewhere(state, account, idNumber)) return { code: CODE_IDENTITY_TAKEN, msg: t('identity.taken') }
  const outcome = identity.nextOutcome
  identity.nextOutcome = 'passed'
  if (outcome === 'failed') return { code: CODE_IDENTITY_FAILED, msg: t('identity.failed') }
  if (outcome === 'cancelled') return { code: CODE_IDENTITY_CANCELLED, msg: t('identity.cancelled') }
  identity.verified = { name, idNumber, verifiedAt: Date.now() }
  return { code: CODE_OK, data: statusOf(identity) }
}

function certify({ state, account, query, t }: SignedIn): Answer {
  const certifyId = query.certifyId
  const found = isCertifyId(certifyId) ? identityOf(state, account).certifications.get(certifyId) : undefined
  if (!found) return { code: CODE_CERTIFY_UNKNOWN, msg: t('identity.certifyUnknown') }
  return { code: CODE_OK, data: { state: found.state, name: maskRealName(found.name), finishedAt: found.finishedAt } satisfies Wire<typeof certifyResult> }
}

function boundEmailOf(account: Account): Wire<typeof boundEmail> {
  return { email: masked('email', account.email) }
}

/** The email of a bind request, or why it is refused. */
function emailTarget({ state, account, body, t }: SignedIn): string | Answer {
  const value = fieldText(body.value)
  if (body.kind !== 'email' || checkBindValue('email', value)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  if (account.email.toLowerCase() === value.toLowerCase()) return { code: CODE_EMAIL_UNCHANGED, msg: t('email.unchanged') }
  const owner = state.accountByEmail(value)
  if (owner && owner !== account) return { code: CODE_EMAIL_TAKEN, msg: t('email.taken') }
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
  'GET /identity/certifyResult': { auth: true, handle: certify },
  'GET /account/email': { auth: true, handle: ({ account }) => ({ code: CODE_OK, data: boundEmailOf(account) }) },
  'POST /account/email/code': { auth: true, handle: sendEmailCode },
  'POST /account/email': { auth: true, handle: bindEmail },
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value)
}

/**
 * POST /api/__mock/identity: what the register answers the next verification (`nextVerification`),
 * a payment-app verification (`certifyId` with `certifyState`; `passed` verifies the account with
 * `name` and `idNumber`).
 */
export function controlIdentity(state: MockState, account: Account, request: Fields): string | undefined {
  const identity = identityOf(state, account)
  const { nextVerification, certifyId, certifyState } = request
  if (nextVerification !== undefined) {
    if (!isOneOf(VERIFICATION_OUTCOMES, nextVerification)) return `nextVerification must be one of ${VERIFICATION_OUTCOMES.join(', ')}`
    identity.nextOutcome = nextVerification
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
