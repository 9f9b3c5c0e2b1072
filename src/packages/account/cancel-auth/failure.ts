// The words for a failed submit or re-login (spec 8), in the user's language.
import { cancellationRefusal } from '@/api/cancellation'
import type { CancellationRefusal } from '@/lib/cancellation'
import { isRefusal } from '@/lib/refusal'
import { refusalTextKey } from '@/lib/refusal-texts'
import type { AreaKey, ShellKey } from '@/locales/types'
import { isTransportFailure } from '@/services/notify'

type CancellationKey = AreaKey<'cancellation'> | ShellKey

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
  if (isRefusal(error)) {
    const refusal = cancellationRefusal(error)
    if (refusal) return { kind: 'refusal', refusal, key: refusalTextKey('cancellation', refusal) }
    return error.message ? { kind: 'server' } : { kind: 'unexpected' }
  }
  return isTransportFailure(error) ? { kind: 'transport' } : { kind: 'unexpected' }
}
