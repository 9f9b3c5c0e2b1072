// Membership records (spec 3 membership or purchase order, spec 4 refund states). Documented in
// docs/api.md, "Membership record endpoints".
import type { MemberLevel, RefundState } from '@/api/records'
import FACTS from '@/config/membership.json'
import { CODE_OK } from '@/lib/answer-codes'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Routes } from '../route'
import { DAY_MS, DEMO_UID, type Account, type MockState } from '../state'


// payType on the wire (spec 3 order): 0 offline, 1 payment app, 2 chat-app mini-program,
// 3 chat app, 4 bank or credit card; null for a gifted membership (nothing paid).
const PAY = { offline: 0, paymentApp: 1, miniProgram: 2, chatApp: 3, card: 4 } as const

interface DemoOrder {
  daysAgo: number
  level: MemberLevel
  days: number
  payType: number | null
  gifted?: boolean
  refund?: Extract<RefundState, 'refunded' | 'refused'>
}

/** A record as /member/records sends it. */
interface WireRecord {
  orderNo: string
  level: MemberLevel
  payType: number | null
  obtainedAt: number
  addedDays: number
  benefitStart: number
  benefitEnd: number
  gifted: boolean
  refundStatus: RefundState
  refundableUntil: number
  refundedAt: number
}

/**
 * The demo account's orders, newest first: every payment method, both levels, gifted ones and
 * every refund state. Stacked, the VIP orders end 45 days from now, as the account's VIP does.
 * `daysAgo` is when it was obtained; `refund` is the state to show once the 7-day window is
 * taken into account ('refunded' and 'refused' were requests that were handled).
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  { daysAgo: 2, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 20, level: 'vip', days: 15, payType: null, gifted: true },
  { daysAgo: 33, level: 'vip', days: 30, payType: PAY.paymentApp, refund: 'refused' },
  { daysAgo: 60, level: 'vip', days: 30, payType: PAY.miniProgram },
  { daysAgo: 64, level: 'superVip', days: 30, payType: PAY.card },
  { daysAgo: 93, level: 'vip', days: 30, payType: PAY.chatApp, refund: 'refunded' },
  { daysAgo: 155, level: 'vip', days: 90, payType: PAY.paymentApp },
  { daysAgo: 170, level: 'vip', days: 15, payType: null, gifted: true },
  { daysAgo: 200, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 230, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 262, level: 'vip', days: 30, payType: PAY.paymentApp, refund: 'refunded' },
  { daysAgo: 265, level: 'vip', days: 30, payType: PAY.miniProgram },
  { daysAgo: 268, level: 'superVip', days: 30, payType: PAY.offline },
  { daysAgo: 431, level: 'superVip', days: 90, payType: PAY.paymentApp },
  { daysAgo: 640, level: 'vip', days: 365, payType: PAY.card },
  { daysAgo: 670, level: 'vip', days: 30, payType: PAY.chatApp },
  { daysAgo: 700, level: 'vip', days: 30, payType: PAY.card },
]

function orderNumber(uid: number, obtainedAt: number, index: number): string {
  return `M${new Date(obtainedAt).toISOString().slice(0, 10).replace(/-/g, '')}${String(uid).slice(-4)}${String(index).padStart(4, '0')}`
}

/**
 * Benefit periods stack the way a membership does: an order starts when it is obtained or when
 * the time before it ends, whichever is later. A refunded order gave its time back and is left
 * out of the stacking. The refund state follows spec 4: a paid order is refundable for 7 days.
 */
function buildRecords(account: Account, orders: readonly DemoOrder[], now: number): WireRecord[] {
  const chronological = orders.map((order, index) => ({ order, index })).reverse()
  const ends: Record<MemberLevel, number> = { vip: 0, superVip: 0 }
  const records = chronological.map(({ order, index }): WireRecord => {
    const obtainedAt = now - order.daysAgo * DAY_MS
    const benefitStart = Math.max(obtainedAt, ends[order.level])
    const benefitEnd = benefitStart + order.days * DAY_MS
    if (order.refund !== 'refunded') ends[order.level] = benefitEnd
    const refundableUntil = obtainedAt + FACTS.refundWindowDays * DAY_MS
    let refundStatus: RefundState = order.refund ?? 'notRefundable'
    if (!order.refund && !order.gifted && refundableUntil > now) refundStatus = 'refundable'
    return {
      orderNo: orderNumber(account.uid, obtainedAt, orders.length - index),
      level: order.level,
      payType: order.payType,
      obtainedAt,
      addedDays: order.days,
      benefitStart,
      benefitEnd,
      gifted: Boolean(order.gifted),
      refundStatus,
      refundableUntil: refundStatus === 'refundable' ? refundableUntil : 0,
      refundedAt: refundStatus === 'refunded' ? obtainedAt + 3 * DAY_MS : 0,
    }
  })
  return records.reverse()
}

// The demo account of docs/api.md ("Accounts in the mock"): the only one that has bought anything.

function seedRecords(account: Account, now: number): { records: WireRecord[] } {
  return { records: account.uid === DEMO_UID ? buildRecords(account, DEMO_ORDERS, now) : [] }
}

function recordsOf(state: MockState, account: Account): WireRecord[] {
  return state.featureState('memberRecords', account, seedRecords).records
}

/** The newest paid order (a gift is no purchase), as the mock keeps it; undefined when none. */
export function latestPaidOrder(state: MockState, account: Account): WireRecord | undefined {
  return recordsOf(state, account).find((record) => record.payType !== null)
}

/** Spec 6: a gift activation takes the no-reason refund away from the latest paid order. */
export function removeLatestRefund(state: MockState, account: Account): void {
  const order = latestPaidOrder(state, account)
  if (order?.refundStatus !== 'refundable') return
  order.refundStatus = 'notRefundable'
  order.refundableUntil = 0
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

const routes: Routes = {
  'GET /member/records': {
    auth: true,
    handle: ({ state, account, query }) => {
      const records = recordsOf(state, account)
      const page = positiveInteger(query.page, 1)
      const pageSize = Math.min(positiveInteger(query.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE)
      const start = (page - 1) * pageSize
      const list = records.slice(start, start + pageSize)
      return {
        code: CODE_OK,
        data: { list, page, pageSize, total: records.length, hasMore: start + list.length < records.length },
      }
    },
  },
}

export default routes
