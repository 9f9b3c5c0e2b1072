// Refunds of membership orders (spec 4, 5, 6, 9): when an order may still be refunded, and why
// not. The client and the mock judge an order with these same rules.
import FACTS from '@/config/membership.json'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

const DAY_MS = 24 * 60 * 60 * 1000

/** Spec 9: a paid order may be refunded within 7 days. */
export const REFUND_WINDOW_DAYS: number = FACTS.refundWindowDays

/** Spec 6: an enterprise sub-account cannot ask for a refund (a VIP operation). */
export const CODE_REFUND_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.refunds

/** An order as the refund rule sees it (the fields of a membership record). */
export interface RefundableOrder {
  /** How it was paid; null when nothing was paid (a gifted membership). */
  paymentMethod: string | null
  gifted: boolean
  /** Spec 6: a gift slot was activated on this order, which ends its 7-day refund. */
  giftActivated: boolean
  obtainedAt: number
  /** What the server last said of the order's refund. */
  refundState: 'refundable' | 'notRefundable' | 'refunded' | 'refused'
}

/** Why an order cannot be refunded now. */
export type RefundBlock =
  | 'refunded'
  | 'refused'
  | 'notPaid'
  | 'giftActivated'
  | 'windowClosed'
  | 'serviceUsed'
  | 'notRefundable'

/** The last moment a refund may be asked for: 7 × 24 hours after the order was obtained. */
export function refundDeadline(obtainedAt: number): number {
  return obtainedAt + REFUND_WINDOW_DAYS * DAY_MS
}

/**
 * Why `order` cannot be refunded at `now`, or null when it can. `refundServiceUsed`: the user has
 * had a refund already (spec 9: one refund service per user). The order's own state comes first,
 * so a refunded order says "refunded", not "service used".
 */
export function refundBlock(order: RefundableOrder, now: number, refundServiceUsed: boolean): RefundBlock | null {
  if (order.refundState === 'refunded' || order.refundState === 'refused') return order.refundState
  if (order.gifted || order.paymentMethod === null) return 'notPaid'
  // spec 6: activating a gift slot removes the 7-day refund of the latest order
  if (order.giftActivated) return 'giftActivated'
  if (now >= refundDeadline(order.obtainedAt)) return 'windowClosed'
  if (refundServiceUsed) return 'serviceUsed'
  // the server may know more (an order under review elsewhere): its "not refundable" stands
  if (order.refundState === 'notRefundable') return 'notRefundable'
  return null
}

/** The refund state to show at `now`: a refundable order whose window closed while shown is no longer refundable. */
export function shownRefundState(
  order: RefundableOrder,
  now: number,
  refundServiceUsed: boolean,
): RefundableOrder['refundState'] {
  const block = refundBlock(order, now, refundServiceUsed)
  if (block === 'refunded' || block === 'refused') return block
  return block === null ? 'refundable' : 'notRefundable'
}
