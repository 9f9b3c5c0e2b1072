import * as v from 'valibot'
import { http } from '@/services/http'
import { REFUNDS_READ } from './area-reads'
import { memberLevel } from './records'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// Refunds of membership orders (docs/api.md, "Order endpoints"). The orders themselves are the
// membership records of src/api/records.ts.

export {
  CODE_ORDER_NOT_FOUND,
  CODE_REFUND_NOT_ALLOWED,
  CODE_REFUND_REASON_TOO_LONG,
  CODE_REFUND_SERVICE_USED,
} from '@/lib/answer-codes'

/** Spec 4: a refund request ends completed or refused. */
const REFUND_OUTCOMES = ['refunded', 'refused'] as const
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number]

const refund = v.object({
  refundNo: text,
  orderNo: text,
  /** The order's level, so its card is titled as the order's is; an older server leaves it out. */
  level: v.optional(memberLevel),
  addedDays: count,
  /** Empty when the user gave none (spec 5: optional). */
  reason: v.nullish(v.string(), ''),
  requestedAt: num,
  outcome: v.picklist(REFUND_OUTCOMES),
  /** When the money went back (ms); 0 unless refunded. */
  refundedAt: v.nullish(num, 0),
})
export type Refund = v.InferOutput<typeof refund>

export const refundList = v.object({
  /** Spec 9: one refund service per user; true once the user has had a refund. */
  serviceUsed: flag,
  list: v.array(refund),
})
export type RefundList = v.InferOutput<typeof refundList>

export const refundAnswer = v.object({ refund })

/** GET /member/refunds: the user's refund requests, newest first (a handful at most: one refund per user). */
export async function fetchRefunds(): Promise<RefundList> {
  return parseAnswer(refundList, okData(await http.request(REFUNDS_READ)))
}

export interface RefundRequest {
  orderNo: string
  /** Trimmed; empty when none was given. */
  reason: string
  /** Made once per intent and sent again on a retry (docs/api.md, "Request ids"). */
  requestId: string
}

/** POST /member/refund: asks for the refund of one order; the answer is the handled request. */
export async function requestRefund(request: RefundRequest): Promise<Refund> {
  const answer = await http.request({ method: 'POST', path: '/member/refund', body: { ...request } })
  return parseAnswer(refundAnswer, okData(answer)).refund
}
