import { chinaDateTimeOf } from '@/lib/calendar'
import { REFUND_WINDOW_DAYS, refundBlock, refundDeadline, shownRefundState, type RefundableOrder } from '@/lib/refund'
import { chinaTime } from '../support/time-zones'

const HOUR_MS = 60 * 60 * 1000
const BOUGHT = chinaTime('2025-03-10T23:30')

function paidOrder(overrides: Partial<RefundableOrder> = {}): RefundableOrder {
  return { paymentMethod: 'chatApp', gifted: false, giftActivated: false, obtainedAt: BOUGHT, refundState: 'refundable', ...overrides }
}

test('spec 9: the refund window is 7 days', () => {
  expect(REFUND_WINDOW_DAYS).toBe(7)
})

describe('the 7-day refund window', () => {
  test('closes exactly 7 × 24 hours after the order, shown in China time', () => {
    expect(chinaDateTimeOf(refundDeadline(BOUGHT))).toBe('2025-03-17 23:30')
  })

  test('is open one minute before it closes', () => {
    expect(refundBlock(paidOrder(), refundDeadline(BOUGHT) - 60 * 1000, false)).toBeNull()
  })

  test('is closed at the moment it closes', () => {
    expect(refundBlock(paidOrder(), refundDeadline(BOUGHT), false)).toBe('windowClosed')
  })

  test('does not close at China midnight after the 7th day when bought late in the evening', () => {
    expect(refundBlock(paidOrder(), chinaTime('2025-03-17T00:30'), false)).toBeNull()
  })
})

describe('refundBlock', () => {
  const now = BOUGHT + HOUR_MS

  test('lets a paid order be refunded within its 7 days', () => {
    expect(refundBlock(paidOrder(), now, false)).toBeNull()
  })

  test('refuses an order with a gift slot activated on it (spec 6)', () => {
    expect(refundBlock(paidOrder({ giftActivated: true }), now, false)).toBe('giftActivated')
  })

  test('refuses a gifted membership, nothing having been paid', () => {
    expect(refundBlock(paidOrder({ gifted: true, paymentMethod: null }), now, false)).toBe('notPaid')
  })

  test('refuses an order with no payment method even if not marked gifted', () => {
    expect(refundBlock(paidOrder({ paymentMethod: null }), now, false)).toBe('notPaid')
  })

  test('refuses once the user has used the refund service (spec 9)', () => {
    expect(refundBlock(paidOrder(), now, true)).toBe('serviceUsed')
  })

  test('says an order refunded is refunded, not that the service is used', () => {
    expect(refundBlock(paidOrder({ refundState: 'refunded' }), now, true)).toBe('refunded')
  })

  test('keeps a refused request refused', () => {
    expect(refundBlock(paidOrder({ refundState: 'refused' }), now, false)).toBe('refused')
  })

  test("keeps the server's not refundable even within the window", () => {
    expect(refundBlock(paidOrder({ refundState: 'notRefundable' }), now, false)).toBe('notRefundable')
  })

  test('names the gift slot before the closed window', () => {
    expect(refundBlock(paidOrder({ giftActivated: true }), refundDeadline(BOUGHT) + HOUR_MS, false)).toBe('giftActivated')
  })
})

describe('shownRefundState', () => {
  test('turns a refundable order not refundable once its window closed while shown', () => {
    expect(shownRefundState(paidOrder(), refundDeadline(BOUGHT) + 1, false)).toBe('notRefundable')
  })

  test('shows a refundable order as refundable', () => {
    expect(shownRefundState(paidOrder(), BOUGHT, false)).toBe('refundable')
  })

  test('shows refunded and refused as they are', () => {
    expect([
      shownRefundState(paidOrder({ refundState: 'refunded' }), BOUGHT, true),
      shownRefundState(paidOrder({ refundState: 'refused' }), BOUGHT, false),
    ]).toEqual(['refunded', 'refused'])
  })
})
