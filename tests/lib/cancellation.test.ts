import { chinaDateTimeOf } from '@/lib/calendar'
import {
  CANCELLATION_WAITING_DAYS,
  cancellationBlock,
  cancellationRefusalOf,
  cancellationTakesEffectAt,
  formatFen,
  isSameThirdPartyAccount,
  submittedCancellationState,
  waitingDaysLeft,
  waitingPeriodLastDay,
  type CancellationReadiness,
} from '@/lib/cancellation'


const HOUR_MS = 60 * 60 * 1000
// 2026-11-23 14:00 China time
const AFTERNOON = Date.UTC(2026, 10, 23, 6)
// 2026-11-23 23:30 China time: still the 23rd in China, already the 24th east of it
const LATE_EVENING = Date.UTC(2026, 10, 23, 15, 30)
// 2026-11-23 00:10 China time: still the 22nd west of China
const JUST_AFTER_MIDNIGHT = Date.UTC(2026, 10, 22, 16, 10)

describe('the waiting period', () => {
  test('lasts 15 days', () => {
    expect(CANCELLATION_WAITING_DAYS).toBe(15)
  })

  test('ends on the 15th China day, the day of the submit the first', () => {
    expect(waitingPeriodLastDay(AFTERNOON)).toBe('2026-12-07')
  })

  test('counts a submit at 23:30 China time on that China day', () => {
    expect(waitingPeriodLastDay(LATE_EVENING)).toBe('2026-12-07')
  })

  test('counts a submit ten minutes after China midnight on the new China day', () => {
    expect(waitingPeriodLastDay(JUST_AFTER_MIDNIGHT)).toBe('2026-12-07')
  })

  test('takes effect at 00:00 China time after its last day', () => {
    expect(chinaDateTimeOf(cancellationTakesEffectAt(AFTERNOON))).toBe('2026-12-08 00:00')
  })

  test('crosses a month and a year end by China days', () => {
    expect(waitingPeriodLastDay(Date.UTC(2026, 11, 20, 4))).toBe('2027-01-03')
  })

  test('has 15 days left on the day of the submit', () => {
    expect(waitingDaysLeft(AFTERNOON, AFTERNOON + HOUR_MS)).toBe(15)
  })

  test('has one day left on its last day', () => {
    expect(waitingDaysLeft(AFTERNOON, Date.UTC(2026, 11, 7, 15, 59))).toBe(1)
  })

  test('has no day left from 00:00 China time after its last day', () => {
    expect(waitingDaysLeft(AFTERNOON, cancellationTakesEffectAt(AFTERNOON))).toBe(0)
  })

  test('is pending one millisecond before it takes effect and cancelled at that moment', () => {
    const effect = cancellationTakesEffectAt(AFTERNOON)
    expect([submittedCancellationState(AFTERNOON, effect - 1), submittedCancellationState(AFTERNOON, effect)]).toEqual(['pending', 'cancelled'])
  })
})

describe('cancellationRefusalOf', () => {
  test('reads each code of the range 10520-10528', () => {
    expect([10520, 10521, 10522, 10523, 10524, 10525, 10526, 10527, 10528].map(cancellationRefusalOf)).toEqual([
      'agreementRequired',
      'wrongPassword',
      'renewalsActive',
      'thirdPartyMismatch',
      'thirdPartyCheckFailed',
      'noThirdPartyAccount',
      'enterpriseSubAccount',
      'alreadyPending',
      'accountCancelled',
    ])
  })

  test('knows no other code', () => {
    expect([200, 10519, 10529, 10441].map(cancellationRefusalOf)).toEqual([undefined, undefined, undefined, undefined])
  })
})

describe('isSameThirdPartyAccount', () => {
  const bound = { provider: 'wechat', subject: 'oWx-1' }

  test('is the same account when platform and id agree', () => {
    expect(isSameThirdPartyAccount(bound, { provider: 'wechat', subject: 'oWx-1' })).toBe(true)
  })

  test('is another account with another id', () => {
    expect(isSameThirdPartyAccount(bound, { provider: 'wechat', subject: 'oWx-2' })).toBe(false)
  })

  test('is another account with the same id on another platform', () => {
    expect(isSameThirdPartyAccount(bound, { provider: 'qq', subject: 'oWx-1' })).toBe(false)
  })
})

describe('cancellationBlock', () => {
  const ready: CancellationReadiness = {
    enterpriseSubAccount: false,
    agreementAccepted: true,
    activeRenewals: 0,
    authMethod: 'password',
    password: 'demo1234',
    reloggedIn: false,
  }

  test('lets a password account with a valid password and no subscription submit', () => {
    expect(cancellationBlock(ready)).toBeNull()
  })

  test('refuses an enterprise sub-account before anything else', () => {
    expect(cancellationBlock({ ...ready, enterpriseSubAccount: true, agreementAccepted: false })).toBe('enterpriseSubAccount')
  })

  test('asks for the agreement first', () => {
    expect(cancellationBlock({ ...ready, agreementAccepted: false, activeRenewals: 2 })).toBe('agreement')
  })

  test('waits while the subscriptions are unknown', () => {
    expect(cancellationBlock({ ...ready, activeRenewals: null })).toBe('renewalsUnknown')
  })

  test('stops while one subscription is active', () => {
    expect(cancellationBlock({ ...ready, activeRenewals: 1 })).toBe('renewalsActive')
  })

  test('asks for a password of 6 to 16 letters and digits', () => {
    expect(['', 'abc12', 'onlyletters', 'a'.repeat(16) + '1'].map((password) => cancellationBlock({ ...ready, password }))).toEqual([
      'password',
      'password',
      'password',
      'password',
    ])
  })

  test('asks a third-party account to log in again', () => {
    expect(cancellationBlock({ ...ready, authMethod: 'thirdParty', password: '' })).toBe('relogin')
  })

  test('lets a third-party account submit after its re-login, without a password', () => {
    expect(cancellationBlock({ ...ready, authMethod: 'thirdParty', password: '', reloggedIn: true })).toBeNull()
  })
})

describe('formatFen', () => {
  test('writes fen as yuan with two decimals', () => {
    expect([2500, 4599, 1, 0].map(formatFen)).toEqual(['25.00', '45.99', '0.01', '0.00'])
  })
})
