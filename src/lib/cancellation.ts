// Account cancellation (spec 4, 5, 8, 9): the 15-day waiting period in China days, what stops a
// submit, and the answer codes of the cancellation endpoints. The client and the mock judge with
// these same rules.
import { addDays, chinaDateOf, chinaMidnightOf, daysBetween, type CalendarDate } from './calendar'
import { isPassword } from './validate'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

/** Spec 9: the account is cancelled after a waiting period of 15 days. */
export const CANCELLATION_WAITING_DAYS = 15

// Answer codes of the cancellation endpoints (docs/api.md, "Account cancellation endpoints").
export const CODE_CANCEL_AGREEMENT_REQUIRED = 10520
export const CODE_CANCEL_WRONG_PASSWORD = 10521
export const CODE_CANCEL_RENEWALS_ACTIVE = 10522
export const CODE_CANCEL_THIRD_PARTY_MISMATCH = 10523
export const CODE_CANCEL_THIRD_PARTY_CHECK_FAILED = 10524
export const CODE_CANCEL_NO_THIRD_PARTY = 10525
export const CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT = ENTERPRISE_REFUSAL_CODES.cancellation
export const CODE_CANCEL_ALREADY_PENDING = 10527
export const CODE_ACCOUNT_CANCELLED = 10528

/** Why the server refused a cancellation. */
export type CancellationRefusal =
  | 'agreementRequired'
  | 'wrongPassword'
  | 'renewalsActive'
  | 'thirdPartyMismatch'
  | 'thirdPartyCheckFailed'
  | 'noThirdPartyAccount'
  | 'enterpriseSubAccount'
  | 'alreadyPending'
  | 'accountCancelled'

const REFUSAL_BY_CODE: Readonly<Record<number, CancellationRefusal>> = {
  [CODE_CANCEL_AGREEMENT_REQUIRED]: 'agreementRequired',
  [CODE_CANCEL_WRONG_PASSWORD]: 'wrongPassword',
  [CODE_CANCEL_RENEWALS_ACTIVE]: 'renewalsActive',
  [CODE_CANCEL_THIRD_PARTY_MISMATCH]: 'thirdPartyMismatch',
  [CODE_CANCEL_THIRD_PARTY_CHECK_FAILED]: 'thirdPartyCheckFailed',
  [CODE_CANCEL_NO_THIRD_PARTY]: 'noThirdPartyAccount',
  [CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT]: 'enterpriseSubAccount',
  [CODE_CANCEL_ALREADY_PENDING]: 'alreadyPending',
  [CODE_ACCOUNT_CANCELLED]: 'accountCancelled',
}

export function cancellationRefusalOf(code: number): CancellationRefusal | undefined {
  return REFUSAL_BY_CODE[code]
}

/** Where a cancellation stands: `withdrawn` when a login during the waiting period ended it. */
export type CancellationState = 'none' | 'pending' | 'withdrawn' | 'cancelled'

/** The last China day of the waiting period: 15 China days, the day of the submit the first of them. */
export function waitingPeriodLastDay(submittedAt: number): CalendarDate {
  return addDays(chinaDateOf(submittedAt), CANCELLATION_WAITING_DAYS - 1)
}

/** When the account is cancelled: 00:00 China time after the waiting period's last day. */
export function cancellationTakesEffectAt(submittedAt: number): number {
  return chinaMidnightOf(addDays(waitingPeriodLastDay(submittedAt), 1))
}

/** Days of the waiting period left at `now`, today counted (0 once it has ended). */
export function waitingDaysLeft(submittedAt: number, now: number): number {
  if (now >= cancellationTakesEffectAt(submittedAt)) return 0
  return daysBetween(chinaDateOf(now), waitingPeriodLastDay(submittedAt)) + 1
}

/** A submitted cancellation at `now`: still waiting, or done. */
export function submittedCancellationState(submittedAt: number, now: number): 'pending' | 'cancelled' {
  return now >= cancellationTakesEffectAt(submittedAt) ? 'cancelled' : 'pending'
}

/** How the account proves it is its owner: its password, or a re-login with its bound third-party account. */
export type CancellationAuthMethod = 'password' | 'thirdParty'

/** A third-party account: which platform, and the account's id there. */
export interface ThirdPartyIdentity {
  provider: string
  subject: string
}

/** Spec 5: the re-login must be the same third-party account as the bound one. */
export function isSameThirdPartyAccount(bound: ThirdPartyIdentity, signedIn: ThirdPartyIdentity): boolean {
  return bound.provider === signedIn.provider && bound.subject === signedIn.subject
}

/** What still stops the submit on /cancelAuth, first things first; null when it may be sent. */
export type CancellationBlock = 'enterpriseSubAccount' | 'agreement' | 'renewalsUnknown' | 'renewalsActive' | 'password' | 'relogin'

export interface CancellationReadiness {
  enterpriseSubAccount: boolean
  agreementAccepted: boolean
  /** active subscriptions on payment platforms; null while unknown (not read, or the read failed) */
  activeRenewals: number | null
  authMethod: CancellationAuthMethod
  /** the password typed, for a password account */
  password: string
  /** a re-login of the third-party account was made, for a third-party account */
  reloggedIn: boolean
}

export function cancellationBlock(readiness: CancellationReadiness): CancellationBlock | null {
  if (readiness.enterpriseSubAccount) return 'enterpriseSubAccount'
  if (!readiness.agreementAccepted) return 'agreement'
  if (readiness.activeRenewals === null) return 'renewalsUnknown'
  // spec 5: every continuous monthly subscription is cancelled first
  if (readiness.activeRenewals > 0) return 'renewalsActive'
  if (readiness.authMethod === 'password') return isPassword(readiness.password) ? null : 'password'
  return readiness.reloggedIn ? null : 'relogin'
}

/** A monthly price in fen as yuan with two decimals: 2500 -> "25.00". */
export function formatFen(fen: number): string {
  return (fen / 100).toFixed(2)
}
