/** @jest-environment node */
// The benefit periods of /member/records after pauses (docs/api.md, "The /activationRecord
// screen"): a pause extends the period running when it starts, and every later period moves with it.
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { orderBookOf, pausesOf, recordsOf, type MemberOrder, type OrderBook, type PausedTime } from '../../mock/member-orders'
import { MockState } from '../../mock/state'
import { chinaTime } from '../support/time-zones'

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = chinaTime('2026-06-01T12:00')

function order(orderNo: string, obtainedAt: string, days: number, level: MemberOrder['level'] = 'vip'): MemberOrder {
  return { orderNo, level, days, payType: 3, obtainedAt: chinaTime(obtainedAt), gifted: false, giftActivated: false }
}

/** The orders given oldest first, kept newest first as the mock keeps them. */
function bookOf(...oldestFirst: MemberOrder[]): OrderBook {
  return { orders: [...oldestFirst].reverse(), refunds: [] }
}

function pause(startedAt: string, days: number, resumedAt?: string, levels: { vip: boolean; superVip: boolean } = { vip: true, superVip: false }): PausedTime {
  const start = chinaTime(startedAt)
  return { startedAt: start, plannedEndAt: start + days * DAY_MS, resumedAt: resumedAt ? chinaTime(resumedAt) : 0, movedVip: levels.vip, movedSuperVip: levels.superVip }
}

/** Each period as China wall-clock times, oldest first. */
function periodsOf(book: OrderBook, pauses: readonly PausedTime[]): string[] {
  return recordsOf(book, pauses, NOW)
    .reverse()
    .map((record) => `${chinaDateTimeOf(record.benefitStart)} – ${chinaDateTimeOf(record.benefitEnd)}`)
}

describe('benefit periods after pauses', () => {
  const march = order('A', '2026-03-01T10:00', 30)
  const april = order('B', '2026-03-05T08:00', 30)

  test('without pauses the periods stack from the first order', () => {
    expect(periodsOf(bookOf(march, april), [])).toEqual(['2026-03-01 10:00 – 2026-03-31 10:00', '2026-03-31 10:00 – 2026-04-30 10:00'])
  })

  test('a pause that starts before midnight China time extends the running period by its days, ending on the China date it implies', () => {
    const [first, second] = recordsOf(bookOf(march, april), [pause('2026-03-10T23:30', 7)], NOW).reverse()
    expect(chinaDateTimeOf(first.benefitEnd)).toBe('2026-04-07 10:00')
    expect([chinaDateOf(second.benefitStart), chinaDateOf(second.benefitEnd)]).toEqual(['2026-04-07', '2026-05-07'])
  })

  test('two pauses in two periods add up in the last period', () => {
    expect(periodsOf(bookOf(march, april), [pause('2026-04-20T09:00', 15), pause('2026-03-10T23:30', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-04-07 10:00',
      '2026-04-07 10:00 – 2026-05-22 10:00',
    ])
  })

  test('two pauses in one period both extend it', () => {
    expect(periodsOf(bookOf(march), [pause('2026-03-02T00:10', 7), pause('2026-03-20T23:59', 15)])).toEqual(['2026-03-01 10:00 – 2026-04-22 10:00'])
  })

  test('a pause resumed early shifts by the time actually paused, across midnight', () => {
    expect(periodsOf(bookOf(march, april), [pause('2026-03-10T23:30', 30, '2026-03-13T01:00')])).toEqual([
      '2026-03-01 10:00 – 2026-04-02 11:30',
      '2026-04-02 11:30 – 2026-05-02 11:30',
    ])
  })

  test('a pause still running counts its planned days, as the account’s end does', () => {
    const running = pause('2026-05-25T22:00', 15)
    expect(periodsOf(bookOf(order('C', '2026-05-20T10:00', 30)), [running])).toEqual(['2026-05-20 10:00 – 2026-07-04 10:00'])
  })

  test('a pause moves only the level whose time it held', () => {
    const book = bookOf(march, order('S', '2026-03-02T10:00', 30, 'superVip'))
    expect(periodsOf(book, [pause('2026-03-10T23:30', 7)])).toEqual(['2026-03-01 10:00 – 2026-04-07 10:00', '2026-03-02 10:00 – 2026-04-01 10:00'])
  })

  test('a pause in a gap between periods moves nothing', () => {
    expect(periodsOf(bookOf(march, order('D', '2026-04-10T10:00', 30)), [pause('2026-04-02T10:00', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-03-31 10:00',
      '2026-04-10 10:00 – 2026-05-10 10:00',
    ])
  })

  test('an order obtained after a period’s old end but before its paused end starts at the paused end', () => {
    expect(periodsOf(bookOf(march, order('E', '2026-04-03T10:00', 30)), [pause('2026-03-10T23:30', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-04-07 10:00',
      '2026-04-07 10:00 – 2026-05-07 10:00',
    ])
  })
})

describe('the demo account’s periods', () => {
  const realNow = Date.now
  afterEach(() => {
    Date.now = realNow
  })

  // The demo paused twice last year (mock/member-pauses.ts); the gaps between its orders take those days up.
  test('end on the account’s VIP end on every day of two years, last year’s pauses included', () => {
    const mismatches: string[] = []
    for (let day = 0; day < 2 * 366; day += 1) {
      const now = chinaTime('2026-01-01T00:30') + day * DAY_MS
      Date.now = () => now
      const state = new MockState()
      const account = state.accountByToken('demo-token')
      if (!account) throw new Error('no demo account')
      const vipEnds = recordsOf(orderBookOf(state, account), pausesOf(state, account), now)
        .filter((record) => record.level === 'vip')
        .map((record) => record.benefitEnd)
      if (Math.max(...vipEnds) !== account.vipExpireAt) mismatches.push(chinaDateOf(now))
    }
    expect(mismatches).toEqual([])
  })
})
