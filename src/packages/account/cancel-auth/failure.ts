// The words for a failed submit or re-login (spec 8), in the user's language.
import { cancellationRefusalOf, type CancellationRefusal } from '@/lib/cancellation'
import type { AreaKey } from '@/locales/types'
import { ApiError, HttpError } from '@/services/http/errors'

type CancellationKey = AreaKey<'cancellation'>

const REFUSAL_KEYS: Record<CancellationRefusal, CancellationKey> = {
  agreementRequired: 'auth.agreementRequired',
  wrongPassword: 'auth.wrongPassword',
  renewalsActive: 'auth.renewalsActive',
  thirdPartyMismatch: 'cancel.thirdPartyMismatch',
  thirdPartyCheckFailed: 'cancel.thirdPartyCheckFailed',
  noThirdPartyAccount: 'cancel.noThirdParty',
  enterpriseSubAccount: 'cancel.enterpriseSubAccount',
  alreadyPending: 'auth.alreadyPending',
  accountCancelled: 'cancel.cancelled.title',
}

/**
 * The text key for a failed submit: a known refusal in the client's own words; `transport` for a
 * request that did not get through (the generic network texts say it); `unexpected` for an answer
 * the client cannot read or any other failure; `server` when the server's own message says it.
 */
export type SubmitFailure =
  | { kind: 'refusal'; refusal: CancellationRefusal; key: CancellationKey }
  | { kind: 'server' | 'transport' }
  | { kind: 'unexpected' }

export function submitFailureOf(error: unknown): SubmitFailure {
  if (error instanceof ApiError) {
    const refusal = cancellationRefusalOf(error.code)
    if (refusal) return { kind: 'refusal', refusal, key: REFUSAL_KEYS[refusal] }
    return error.message ? { kind: 'server' } : { kind: 'unexpected' }
  }
  if (error instanceof HttpError) return error.kind === 'bad-response' ? { kind: 'unexpected' } : { kind: 'transport' }
  return { kind: 'unexpected' }
}
