// The membership orders of each account (spec 3 membership or purchase order) and their refunds
// (spec 4, 5, 9): read by /member/records, changed by /member/refund. Records are built from the
// orders at the moment of the request, so a refund window closes with the clock, and with the
// account's pauses (mock/member-pauses.ts), so the periods end where the account's time does.
import type { Refund } from '@/api/order'
import type { MemberLevel, memberRecordPage, RefundState } from '@/api/records'
import { pauseEndOf, type PauseSpan } from '@/lib/membership'
import { refundBlock, refundDeadline } from '@/lib/refund'
import { membershipOf } from './member-pauses'
import type { Wire } from './route'
import { DAY_MS, DEMO_UID, type Account, type MockState } from './state'

// payType on the wire (spec 3 order): 0 offline, 1 payment app, 2 chat-app mini-program,
// 3 chat app, 4 bank or credit card; null for a gifted membership (nothing paid).
const PAY = { offline: 0, paymentApp: 1, miniProgram: 2, chatApp: 3, card: 4 } as const

export interface MemberOrder {
  orderNo: string
  level: MemberLevel
  days: number
  payType: number | null
  obtainedAt: number
  gifted: boolean
  /** Spec 6: a gift slot was activated on this order (the latest one), which ends its 7-day refund. */
  giftActivated: boolean
}

/** One account's orders, newest first, and its refund requests (as /member/refunds sends them), newest first. */
export interface OrderBook {
  orders: MemberOrder[]
  refunds: Refund[]
}

interface DemoOrder {
  daysAgo: number
  level: MemberLevel
  days: number
  payType: number | null
  gifted?: boolean
  giftActivated?: boolean
  /** A refund request made 2 days after the order and refused. */
  refused?: string
}

/**
 * The demo account's orders, newest first: every payment method, both levels, gifted ones, the
 * latest still within its 7 days, the one before it with a gift slot activated on it 3 days ago
 * (no 7-day refund; mock/routes/gift.ts seeds that slot), one refund request refused. No refund completed yet: one refund service per user, kept
 * for the user to try. Stacked, the VIP orders end 45 days from now, as the account's VIP does.
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  { daysAgo: 2, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 5, level: 'vip', days: 20, payType: PAY.paymentApp, giftActivated: true },
  { daysAgo: 20, level: 'vip', days: 15, payType: null, gifted: true },
  { daysAgo: 60, level: 'vip', days: 30, payType: PAY.miniProgram },
  { daysAgo: 64, level: 'superVip', days: 30, payType: PAY.card, refused: '买错了会员类型，想换成 VIP' },
  { daysAgo: 93, level: 'superVip', days: 30, payType: PAY.chatApp },
  { daysAgo: 155, level: 'vip', days: 90, payType: PAY.paymentApp },
  { daysAgo: 170, level: 'vip', days: 15, payType: null, gifted: true },
  { daysAgo: 200, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 230, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 265, level: 'vip', days: 30, payType: PAY.miniProgram },
  { daysAgo: 268, level: 'superVip', days: 30, payType: PAY.offline },
  { daysAgo: 300, level: 'superVip', days: 15, payType: PAY.card },
  { daysAgo: 431, level: 'superVip', days: 90, payType: PAY.paymentApp },
  { daysAgo: 640, level: 'vip', days: 365, payType: PAY.card },
  { daysAgo: 670, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 700, level: 'vip', days: 30, payType: PAY.card },
]

function dateDigits(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10).replace(/-/g, '')
}

function orderNumber(uid: number, obtainedAt: number, index: number): string {
  return `M${dateDigits(obtainedAt)}${String(uid).slice(-4)}${String(index).padStart(4, '0')}`
}

function refundNumber(uid: number, requestedAt: number, index: number): string {
  return `R${dateDigits(requestedAt)}${String(uid).slice(-4)}${String(index).padStart(4, '0')}`
}

function seedDemo(account: Account, now: number): OrderBook {
  const orders = DEMO_ORDERS.map((order, index): MemberOrder => {
    const obtainedAt = now - order.daysAgo * DAY_MS
    return {
      orderNo: orderNumber(account.uid, obtainedAt, DEMO_ORDERS.length - index),
      level: order.level,
      days: order.days,
      payType: order.payType,
      obtainedAt,
      gifted: Boolean(order.gifted),
      giftActivated: Boolean(order.giftActivated),
    }
  })
  const refunds = DEMO_ORDERS.flatMap((order, index): Refund[] => {
    if (order.refused === undefined) return []
    const requestedAt = orders[index].obtainedAt + 2 * DAY_MS
    return [
      {
        refundNo: refundNumber(account.uid, requestedAt, 1),
        orderNo: orders[index].orderNo,
        level: order.level,
        addedDays: order.days,
        reason: order.refused,
        requestedAt,
        outcome: 'refused',
        refundedAt: 0,
      },
    ]
  })
  return { orders, refunds }
}

// The demo account of docs/api.md ("Accounts in the mock"): the only one that has bought anything.
function seedBook(account: Account, now: number): OrderBook {
  return account.uid === DEMO_UID ? seedDemo(account, now) : { orders: [], refunds: [] }
}

export function orderBookOf(state: MockState, account: Account): OrderBook {
  return state.featureState('memberOrders', account, seedBook)
}

/** Spec 9: one refund service per user; a refused request does not use it. */
export function refundServiceUsed(book: OrderBook): boolean {
  return book.refunds.some((refund) => refund.outcome === 'refunded')
}

function refundOf(book: OrderBook, orderNo: string): Refund | undefined {
  return book.refunds.find((refund) => refund.orderNo === orderNo)
}

/** The refund state of an order at `now`, by the client's own rule (src/lib/refund.ts). */
export function refundStateOf(book: OrderBook, order: MemberOrder, now: number): RefundState {
  const refund = refundOf(book, order.orderNo)
  if (refund) return refund.outcome
  const block = refundBlock(
    {
      paymentMethod: order.payType === null ? null : String(order.payType),
      gifted: order.gifted,
      giftActivated: order.giftActivated,
      obtainedAt: order.obtainedAt,
      refundState: 'refundable',
    },
    now,
    refundServiceUsed(book),
  )
  return block === null ? 'refundable' : 'notRefundable'
}

/** A pause as the benefit periods see it: when the time stood still, and for which levels. */
export interface PausedTime extends PauseSpan {
  movedVip: boolean
  movedSuperVip: boolean
}

/** The account's pauses, for the benefit periods. */
export function pausesOf(state: MockState, account: Account): readonly PausedTime[] {
  return membershipOf(state, account).pauses
}

/**
 * Where a period of `days` starting at `start` ends: a pause that starts while it runs holds it
 * still for as long as the pause lasted (to its resume, or its planned end), the way the pause
 * moved the account's end. A pause that held nothing of this level (its time was over) moves nothing.
 */
function benefitEndOf(start: number, days: number, level: MemberLevel, oldestFirst: readonly PausedTime[]): number {
  let end = start + days * DAY_MS
  for (const pause of oldestFirst) {
    const held = level === 'vip' ? pause.movedVip : pause.movedSuperVip
    if (held && pause.startedAt >= start && pause.startedAt < end) end += pauseEndOf(pause) - pause.startedAt
  }
  return end
}

/**
 * The records, newest first. Benefit periods stack the way a membership does: an order starts
 * when it is obtained or when the time before it ends, whichever is later, and a pause extends
 * the period running when it starts, so every later one starts later by as much. A refunded
 * order gave its time back and is left out of the stacking.
 */
export function recordsOf(book: OrderBook, pauses: readonly PausedTime[], now: number) {
  const ends: Record<MemberLevel, number> = { vip: 0, superVip: 0 }
  const oldestFirst = [...pauses].sort((a, b) => a.startedAt - b.startedAt)
  const chronological = [...book.orders].reverse().map((order) => {
    const refundStatus = refundStateOf(book, order, now)
    const benefitStart = Math.max(order.obtainedAt, ends[order.level])
    const benefitEnd = benefitEndOf(benefitStart, order.days, order.level, oldestFirst)
    if (refundStatus !== 'refunded') ends[order.level] = benefitEnd
    return {
      orderNo: order.orderNo,
      level: order.level,
      payType: order.payType,
      obtainedAt: order.obtainedAt,
      addedDays: order.days,
      benefitStart,
      benefitEnd,
      gifted: order.gifted,
      giftActivated: order.giftActivated,
      refundStatus,
      refundableUntil: refundStatus === 'refundable' ? refundDeadline(order.obtainedAt) : 0,
      refundedAt: refundStatus === 'refunded' ? (refundOf(book, order.orderNo)?.refundedAt ?? 0) : 0,
    } satisfies Wire<typeof memberRecordPage>['list'][number]
  })
  return chronological.reverse()
}

/** Where the stacked time of a level ends. */
function stackedEnd(book: OrderBook, pauses: readonly PausedTime[], level: MemberLevel, now: number): number {
  return Math.max(
    0,
    ...recordsOf(book, pauses, now)
      .filter((record) => record.level === level && record.refundStatus !== 'refunded')
      .map((record) => record.benefitEnd),
  )
}

/** Refunds an order the rules allow to be refunded: the time it gave goes back, the request is listed. */
export function refundOrder(account: Account, book: OrderBook, pauses: readonly PausedTime[], order: MemberOrder, reason: string, now: number): Refund {
  const endBefore = stackedEnd(book, pauses, order.level, now)
  const refund: Refund = {
    refundNo: refundNumber(account.uid, now, book.refunds.length + 1),
    orderNo: order.orderNo,
    level: order.level,
    addedDays: order.days,
    reason,
    requestedAt: now,
    outcome: 'refunded',
    refundedAt: now,
  }
  book.refunds.unshift(refund)
  const shortenedBy = endBefore - stackedEnd(book, pauses, order.level, now)
  if (order.level === 'vip') account.vipExpireAt -= shortenedBy
  else account.superVipExpireAt -= shortenedBy
  return refund
}

/** The newest paid order's record (a gift is no purchase); undefined when there is none. */
export function latestPaidOrder(state: MockState, account: Account, now: number) {
  return recordsOf(orderBookOf(state, account), pausesOf(state, account), now).find((record) => record.payType !== null)
}

/** Spec 6: activating a gift slot ends the 7-day refund of the latest paid order (/giftFriends). */
export function activateGiftOnLatestOrder(state: MockState, account: Account): void {
  const latest = orderBookOf(state, account).orders.find((order) => order.payType !== null)
  if (latest) latest.giftActivated = true
}
