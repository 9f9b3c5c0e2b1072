// Paying an exchange order's price difference (spec 4, 5; docs/api.md, "Paying a price
// difference"). The client checks these before it asks; the server (and the mock) checks them again.
import type { ExchangeOrderState } from './shop'

/** What the rules read of an order. */
export interface PayableOrder {
  state: ExchangeOrderState
  /** The moment the difference must be paid by; 0 unless the order waits for it. */
  payBefore: number
}

/** Spec 1 platform type of iOS devices and WebKit hosts. */
const PLATFORM_TYPE_IOS = 0

/** Why the server will not take a price difference; each has its own words. */
export type PaymentRefusal = 'notYours' | 'iosUnsupported' | 'alreadyPaid' | 'closed' | 'payerUnknown'

// Answer codes of POST /shop/payment and GET /shop/payment/status, one per refusal.
export const PAYMENT_REFUSAL_CODES: Readonly<Record<PaymentRefusal, number>> = {
  closed: 10409,
  alreadyPaid: 10410,
  iosUnsupported: 10411,
  notYours: 10412,
  payerUnknown: 10413,
}

/** The refusal an answer code names, if it names one. */
export function paymentRefusalOfCode(code: number): PaymentRefusal | undefined {
  const found = Object.entries(PAYMENT_REFUSAL_CODES).find(([, value]) => value === code)
  return found?.[0] as PaymentRefusal | undefined
}

/** Spec 4: the order waits for its difference and its time to pay has not run out. */
export function isAwaitingPayment(order: PayableOrder, now: number): boolean {
  return order.state === 'pendingPayment' && now < order.payBefore
}

/**
 * Spec 4: the order as it stands at `now`. One whose time to pay ran out is closed with its coins
 * given back, as the server has it by then, even when the list was read before that moment.
 */
export function orderAsOf<Order extends PayableOrder>(order: Order, now: number): Order {
  if (order.state !== 'pendingPayment' || isAwaitingPayment(order, now)) return order
  return { ...order, state: 'refunded', payBefore: 0 }
}

/**
 * Spec 4, 5: the first reason the server refuses to take the difference of `order` (undefined when
 * it is not one of this account's orders), checked in this order; undefined when it may be paid.
 */
export function paymentRefusalFor(order: PayableOrder | undefined, platformType: number, now: number): PaymentRefusal | undefined {
  if (!order) return 'notYours'
  // spec 5: iOS devices cannot pay a price difference
  if (platformType === PLATFORM_TYPE_IOS) return 'iosUnsupported'
  if (order.state === 'waitingIssue' || order.state === 'issued') return 'alreadyPaid'
  if (!isAwaitingPayment(order, now)) return 'closed'
  return undefined
}

/** What an order read from the server says of its payment. */
export type PaymentSettlement = 'paid' | 'lapsed' | 'closed' | 'waiting'

export function settlementOf(state: ExchangeOrderState): PaymentSettlement {
  switch (state) {
    case 'waitingIssue':
    case 'issued':
      return 'paid'
    case 'refunded':
      return 'lapsed'
    case 'closedViolation':
      return 'closed'
    default:
      return 'waiting'
  }
}

// WeChat's success callback (or the app's "paid") is no proof of payment: the server is asked this
// many times, this far apart, before the page says the payment is still being confirmed.
export const PAYMENT_STATUS_CHECKS = 4
export const PAYMENT_STATUS_INTERVAL_MS = 1500
