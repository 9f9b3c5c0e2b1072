/** @jest-environment node */
import {
  isAwaitingPayment,
  orderAsOf,
  paymentRefusalFor,
  paymentRefusalOfCode,
  settlementOf,
  PAYMENT_REFUSAL_CODES,
  type PayableOrder,
} from '@/lib/payment'

const NOW = Date.parse('2025-06-20T10:10:00+08:00')
const PAY_BEFORE = Date.parse('2025-06-20T10:30:00+08:00')
const PENDING: PayableOrder = { state: 'pendingPayment', payBefore: PAY_BEFORE }
const ANDROID = 1
const IOS = 0

describe('isAwaitingPayment (spec 4)', () => {
  test('an unpaid order before its pay-by time may be paid', () => {
    expect(isAwaitingPayment(PENDING, NOW)).toBe(true)
  })

  test('an unpaid order at its pay-by time may no longer be paid', () => {
    expect(isAwaitingPayment(PENDING, PAY_BEFORE)).toBe(false)
  })

  test('an order waiting for issue has nothing to pay', () => {
    expect(isAwaitingPayment({ state: 'waitingIssue', payBefore: 0 }, NOW)).toBe(false)
  })
})

describe('orderAsOf (spec 4)', () => {
  test('keeps an unpaid order whose time has not run out', () => {
    expect(orderAsOf(PENDING, NOW)).toBe(PENDING)
  })

  test('shows an unpaid order past its pay-by time closed with its coins back', () => {
    expect(orderAsOf({ ...PENDING, id: 'so6' }, PAY_BEFORE)).toEqual({ id: 'so6', state: 'refunded', payBefore: 0 })
  })

  test('leaves every other state as it is', () => {
    const issued: PayableOrder = { state: 'issued', payBefore: 0 }
    expect(orderAsOf(issued, NOW)).toBe(issued)
  })
})

describe('paymentRefusalFor (spec 4, 5)', () => {
  test('lets an unpaid order be paid in time on Android', () => {
    expect(paymentRefusalFor(PENDING, ANDROID, NOW)).toBeUndefined()
  })

  test('refuses an order the account does not have', () => {
    expect(paymentRefusalFor(undefined, ANDROID, NOW)).toBe('notYours')
  })

  test('refuses iOS devices before looking at the order', () => {
    expect(paymentRefusalFor({ state: 'issued', payBefore: 0 }, IOS, NOW)).toBe('iosUnsupported')
  })

  test.each(['waitingIssue', 'issued'] as const)('refuses an order %s as already paid', (state) => {
    expect(paymentRefusalFor({ state, payBefore: 0 }, ANDROID, NOW)).toBe('alreadyPaid')
  })

  test('refuses an unpaid order whose time ran out as closed', () => {
    expect(paymentRefusalFor(PENDING, ANDROID, PAY_BEFORE)).toBe('closed')
  })

  test.each(['refunded', 'closedViolation'] as const)('refuses an order %s as closed', (state) => {
    expect(paymentRefusalFor({ state, payBefore: 0 }, ANDROID, NOW)).toBe('closed')
  })
})

describe('paymentRefusalOfCode', () => {
  test.each(Object.entries(PAYMENT_REFUSAL_CODES))('reads %s from its code', (refusal, code) => {
    expect(paymentRefusalOfCode(code)).toBe(refusal)
  })

  test('names no refusal for a code of another kind', () => {
    expect(paymentRefusalOfCode(10401)).toBeUndefined()
  })
})

describe('settlementOf', () => {
  test.each([
    ['waitingIssue', 'paid'],
    ['issued', 'paid'],
    ['refunded', 'lapsed'],
    ['closedViolation', 'closed'],
    ['pendingPayment', 'waiting'],
  ] as const)('reads an order %s as %s', (state, settlement) => {
    expect(settlementOf(state)).toBe(settlement)
  })
})
