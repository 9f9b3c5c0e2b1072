/** @jest-environment node */
import {
  creditedCoins,
  currentStreak,
  cycleDayOf,
  earnsNewUserBonus,
  hasExtraBonus,
  isInNewUserWindow,
  isInSignInPromotion,
  isSignedToday,
  newUserBonusProgress,
  signInRefusalOf,
  signInWeek,
  streakEndingOn,
  todayCycleDay,
  type SignInDayReward,
} from '@/lib/sign-in'
import { chinaTime } from '../support/time-zones'

function day(dayNumber: number, extra: Partial<SignInDayReward> = {}): SignInDayReward {
  return {
    day: dayNumber,
    rewardCoins: 2,
    rewardVipHours: 0,
    extraCoins: 0,
    extraVipHours: 0,
    couponAmount: 0,
    couponThreshold: 0,
    ...extra,
  }
}

const TABLE = [1, 2, 3, 4, 5, 6].map((n) => day(n)).concat(day(7, { extraVipHours: 24, couponAmount: 50, couponThreshold: 500 }))
// Registration at 2026-11-20 10:00 China time.
const REGISTERED_20TH = Date.UTC(2026, 10, 20, 2)

describe('cycleDayOf', () => {
  it('puts the first day of a streak on day 1', () => {
    expect(cycleDayOf(1)).toBe(1)
  })

  it('puts the seventh day on day 7', () => {
    expect(cycleDayOf(7)).toBe(7)
  })

  it('starts a new cycle on the eighth day', () => {
    expect(cycleDayOf(8)).toBe(1)
  })

  it('puts the fourteenth day on day 7 again', () => {
    expect(cycleDayOf(14)).toBe(7)
  })
})

describe('creditedCoins', () => {
  it('is the day’s reward', () => {
    expect(creditedCoins(day(1))).toBe(2)
  })

  it('adds the extra coins', () => {
    expect(creditedCoins(day(7, { extraCoins: 10 }))).toBe(12)
  })

  it('is capped at 50 a day', () => {
    expect(creditedCoins(day(7, { extraCoins: 80 }))).toBe(50)
  })
})

describe('hasExtraBonus', () => {
  it('is true for the seventh day with VIP time and a coupon', () => {
    expect(hasExtraBonus(TABLE[6])).toBe(true)
  })

  it('is false for an ordinary day', () => {
    expect(hasExtraBonus(TABLE[0])).toBe(false)
  })
})

describe('sign-in days', () => {
  describe('streakEndingOn', () => {
    it('counts consecutive days up to the date', () => {
      expect(streakEndingOn(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3)
    })

    it('stops at a missed day', () => {
      expect(streakEndingOn(['2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-21')).toBe(2)
    })

    it('is 0 when the date itself is not signed', () => {
      expect(streakEndingOn(['2026-11-20'], '2026-11-21')).toBe(0)
    })

    it('does not depend on the order of the dates', () => {
      expect(streakEndingOn(['2026-11-22', '2026-11-20', '2026-11-21'], '2026-11-22')).toBe(3)
    })
  })

  describe('currentStreak', () => {
    it('includes today once signed', () => {
      expect(currentStreak({ today: '2026-11-22', signedDates: ['2026-11-21', '2026-11-22'] })).toBe(2)
    })

    it('keeps yesterday’s streak alive before today’s sign-in', () => {
      expect(currentStreak({ today: '2026-11-22', signedDates: ['2026-11-20', '2026-11-21'] })).toBe(2)
    })

    it('is 0 when yesterday was missed and today is not signed', () => {
      expect(currentStreak({ today: '2026-11-22', signedDates: ['2026-11-20'] })).toBe(0)
    })
  })

  describe('isSignedToday', () => {
    it('is true when today is among the signed dates', () => {
      expect(isSignedToday({ today: '2026-11-22', signedDates: ['2026-11-22'] })).toBe(true)
    })

    it('is false otherwise', () => {
      expect(isSignedToday({ today: '2026-11-22', signedDates: ['2026-11-21'] })).toBe(false)
    })
  })

  describe('todayCycleDay', () => {
    it('is the day after the streak before today’s sign-in', () => {
      expect(todayCycleDay({ today: '2026-11-22', signedDates: ['2026-11-20', '2026-11-21'] })).toBe(3)
    })

    it('is the streak’s own day after signing in', () => {
      expect(todayCycleDay({ today: '2026-11-22', signedDates: ['2026-11-21', '2026-11-22'] })).toBe(2)
    })

    it('is day 1 after a broken streak', () => {
      expect(todayCycleDay({ today: '2026-11-22', signedDates: ['2026-11-19'] })).toBe(1)
    })
  })

  describe('signInWeek', () => {
    it('marks the days before today signed, today as today and the rest upcoming', () => {
      const week = signInWeek({ today: '2026-11-22', signedDates: ['2026-11-20', '2026-11-21'] }, TABLE)
      expect(week.map((view) => view.state)).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])
    })

    it('marks today signed once signed', () => {
      const week = signInWeek({ today: '2026-11-22', signedDates: ['2026-11-22'] }, TABLE)
      expect(week[0]).toMatchObject({ state: 'signed', isToday: true })
    })

    it('orders the days by their number whatever the table order', () => {
      const week = signInWeek({ today: '2026-11-22', signedDates: [] }, [...TABLE].reverse())
      expect(week.map((view) => view.reward.day)).toEqual([1, 2, 3, 4, 5, 6, 7])
    })
  })

  describe('isInNewUserWindow', () => {
    it('counts the day of registration as day 1', () => {
      expect(isInNewUserWindow({ registeredAt: REGISTERED_20TH, today: '2026-11-20' })).toBe(true)
    })

    it('still applies on the seventh day', () => {
      expect(isInNewUserWindow({ registeredAt: REGISTERED_20TH, today: '2026-11-26' })).toBe(true)
    })

    it('no longer applies on the eighth day', () => {
      expect(isInNewUserWindow({ registeredAt: REGISTERED_20TH, today: '2026-11-27' })).toBe(false)
    })

    it('counts a registration at 23:30 UTC on the 19th, the 20th in China, from the 20th', () => {
      expect(isInNewUserWindow({ registeredAt: Date.UTC(2026, 10, 19, 23, 30), today: '2026-11-26' })).toBe(true)
    })

    it('counts a registration in the last millisecond of the 19th in China from the 19th', () => {
      expect(isInNewUserWindow({ registeredAt: chinaTime('2026-11-19T23:59:59.999'), today: '2026-11-26' })).toBe(false)
    })

    it('runs across New Year from a registration on New Year’s Eve in China', () => {
      expect(isInNewUserWindow({ registeredAt: chinaTime('2025-12-31T23:30'), today: '2026-01-06' })).toBe(true)
    })
  })

  describe('earnsNewUserBonus', () => {
    it('gives the bonus when a new user reaches 3 days in a row', () => {
      expect(earnsNewUserBonus({ registeredAt: REGISTERED_20TH, today: '2026-11-22', granted: false }, 3)).toBe(true)
    })

    it('gives nothing before the third day', () => {
      expect(earnsNewUserBonus({ registeredAt: REGISTERED_20TH, today: '2026-11-21', granted: false }, 2)).toBe(false)
    })

    it('gives nothing a second time', () => {
      expect(earnsNewUserBonus({ registeredAt: REGISTERED_20TH, today: '2026-11-22', granted: true }, 3)).toBe(false)
    })

    it('gives nothing after the first 7 days', () => {
      expect(earnsNewUserBonus({ registeredAt: REGISTERED_20TH, today: '2026-11-28', granted: false }, 3)).toBe(false)
    })
  })

  describe('newUserBonusProgress', () => {
    it('shows the streak so far for a new user', () => {
      const input = { registeredAt: REGISTERED_20TH, today: '2026-11-21', granted: false }
      expect(newUserBonusProgress(input, { today: '2026-11-21', signedDates: ['2026-11-20'] })).toEqual({ streak: 1, needed: 3 })
    })

    it('is gone once granted', () => {
      const input = { registeredAt: REGISTERED_20TH, today: '2026-11-22', granted: true }
      expect(newUserBonusProgress(input, { today: '2026-11-22', signedDates: [] })).toBeUndefined()
    })

    it('is gone when the days left cannot make 3 in a row', () => {
      // Day 6 of 7, nothing signed: at most 2 days remain.
      const input = { registeredAt: REGISTERED_20TH, today: '2026-11-25', granted: false }
      expect(newUserBonusProgress(input, { today: '2026-11-25', signedDates: [] })).toBeUndefined()
    })

    it('is gone for an established account', () => {
      const input = { registeredAt: Date.UTC(2026, 0, 1), today: '2026-11-22', granted: false }
      expect(newUserBonusProgress(input, { today: '2026-11-22', signedDates: [] })).toBeUndefined()
    })
  })

  describe('isInSignInPromotion', () => {
    it('includes the first day of the promotion', () => {
      expect(isInSignInPromotion('2024-12-24')).toBe(true)
    })

    it('includes the last day', () => {
      expect(isInSignInPromotion('2025-01-02')).toBe(true)
    })

    it('excludes the day after', () => {
      expect(isInSignInPromotion('2025-01-03')).toBe(false)
    })
  })
})

describe('signInRefusalOf', () => {
  it('names a sign-in made already today and a restricted account, and no other code', () => {
    expect([10140, 10141, 10150].map(signInRefusalOf)).toEqual(['alreadySignedIn', 'restricted', undefined])
  })
})
