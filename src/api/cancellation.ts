import * as v from 'valibot'
import { cancellationRefusalOf } from '@/lib/cancellation'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// Account cancellation (docs/api.md, "Account cancellation endpoints"; spec 4, 5, 8).

/** Why a cancellation step was refused (src/lib/refusal.ts). */
export const cancellationRefusal = refusalReader(cancellationRefusalOf)

const CANCELLATION_STATES = ['none', 'pending', 'withdrawn', 'cancelled'] as const
const AUTH_METHODS = ['password', 'thirdParty'] as const

const boundThirdParty = v.object({
  /** the platform of the bound account, e.g. `wechat` */
  provider: text,
  /** its nickname there, masked by the server */
  name: v.nullish(v.string(), ''),
})
export type BoundThirdParty = v.InferOutput<typeof boundThirdParty>

export const cancellation = v.object({
  state: v.picklist(CANCELLATION_STATES),
  /** when the cancellation was submitted (ms); 0 when none is */
  submittedAt: v.nullish(num, 0),
  /** when the account is (or was) cancelled: 00:00 China time after the waiting period; 0 when none */
  takesEffectAt: v.nullish(num, 0),
  /** when a login ended the waiting period (ms); 0 unless withdrawn */
  withdrawnAt: v.nullish(num, 0),
  authMethod: v.picklist(AUTH_METHODS),
  /** the bound third-party account of a third-party account; null when the server knows none */
  thirdParty: v.nullish(boundThirdParty, null),
  /** spec 6: enterprise sub-accounts cannot be cancelled by their user */
  enterpriseSubAccount: v.nullish(flag, false),
})
export type Cancellation = v.InferOutput<typeof cancellation>

/** GET /account/cancellation: where the account's cancellation stands and how it authenticates. */
export async function fetchCancellation(): Promise<Cancellation> {
  return parseAnswer(cancellation, okData(await http.request({ method: 'GET', path: '/account/cancellation' })))
}

const RENEW_PLATFORMS = ['chatApp', 'paymentApp', 'appStore'] as const
export type RenewPlatform = (typeof RENEW_PLATFORMS)[number]

const activeRenewal = v.object({
  contractNo: text,
  platform: v.picklist(RENEW_PLATFORMS),
  level: v.picklist(['vip', 'superVip']),
  /** the price of one month, in fen */
  monthlyPriceFen: count,
  /** the next renewal (ms); 0 when the platform did not say */
  nextRenewalAt: v.nullish(num, 0),
})
export type ActiveRenewal = v.InferOutput<typeof activeRenewal>

export const activeRenewals = v.object({ list: v.array(activeRenewal) })

/** GET /account/cancellation/renewals: the continuous monthly subscriptions still active (the sign status). */
export async function fetchActiveRenewals(): Promise<ActiveRenewal[]> {
  return parseAnswer(activeRenewals, okData(await http.request({ method: 'GET', path: '/account/cancellation/renewals' }))).list
}

export interface CancellationRequest {
  /** spec 5: the cancellation agreement was accepted on /cancelReminder */
  agreementAccepted: true
  /** the account password, for a password account */
  password?: string
  /** the one-time code of the third-party re-login, for a third-party account */
  thirdPartyCode?: string
  /** made once per intent and sent again on a retry (docs/api.md, "Request ids") */
  requestId: string
}

export const submitted = v.object({ cancellation })

/** POST /account/cancellation: submits the cancellation; the answer is the pending cancellation. */
export async function submitCancellation(request: CancellationRequest): Promise<Cancellation> {
  const answer = await http.request({ method: 'POST', path: '/account/cancellation', body: { ...request } })
  return parseAnswer(submitted, okData(answer)).cancellation
}
