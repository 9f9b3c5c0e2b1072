// H5: the app pays a price difference through its own cashier (docs/bridge.md, payPriceDifference)
// and answers how it ended. A plain browser has nothing to pay with; iOS may not (spec 5).
import { askHost } from './bridge'
import { detectClient } from './detect'
import { findTransport } from './native'
import type { PaymentOutcome, PaymentPlace, PriceDifferencePayment } from './types'

// the user pays in the app's cashier, perhaps in another app (WeChat, Alipay) and back
const PAY_ANSWER_TIMEOUT_MS = 5 * 60 * 1000

// what a host may answer
const HOST_RESULTS: readonly PaymentOutcome[] = ['paid', 'cancelled', 'failed', 'unknown']

/** `{ result: "paid" | "cancelled" | "failed" | "unknown" }`. */
function parseResult(raw: unknown): PaymentOutcome | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const result: unknown = Reflect.get(raw, 'result')
  return HOST_RESULTS.find((known) => known === result)
}

export function paymentPlace(): PaymentPlace {
  const client = detectClient()
  if (client.isIOS) return 'ios'
  if (!client.isInApp) return 'browser'
  return findTransport('payPriceDifference') ? 'here' : 'upgrade'
}

/** Asks the app's cashier to pay; no answer within the time is an unknown result, which the server settles. */
export async function payPriceDifference(payment: PriceDifferencePayment): Promise<PaymentOutcome> {
  const { orderId, requestId, amount, title } = payment
  const result = await askHost('payPriceDifference', parseResult, PAY_ANSWER_TIMEOUT_MS, { orderId, requestId, amount, title })
  return result ?? 'unknown'
}
