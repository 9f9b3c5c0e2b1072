/** @jest-environment node */
import { balanceAfterChange, coinExpiryTime, coinRecordKind } from '@/lib/coins'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { chinaTime } from '../support/time-zones'

const BALANCE = { remainCoins: 100, expireCoins: 30 }

describe('balanceAfterChange', () => {
  it('takes the server remaining value when the answer has one', () => {
    expect(balanceAfterChange(BALANCE, -40, { remainCoins: 55 }).remainCoins).toBe(55)
  })

  it('reduces the local balance by the price without a server value', () => {
    expect(balanceAfterChange(BALANCE, -40).remainCoins).toBe(60)
  })

  it('floors the local balance at 0', () => {
    expect(balanceAfterChange(BALANCE, -140).remainCoins).toBe(0)
  })

  it('adds earned coins without a server value', () => {
    expect(balanceAfterChange(BALANCE, 2).remainCoins).toBe(102)
  })

  it('stores a numeric expiring figure', () => {
    expect(balanceAfterChange(BALANCE, -40, { expireCoins: 0 }).expireCoins).toBe(0)
  })

  it('keeps the expiring figure when the answer has none', () => {
    expect(balanceAfterChange(BALANCE, -40, {}).expireCoins).toBe(30)
  })

  it('keeps the expiring figure when the answer has null', () => {
    expect(balanceAfterChange(BALANCE, -40, { expireCoins: null }).expireCoins).toBe(30)
  })
})

describe('coin expiry', () => {
  describe('coinExpiryTime', () => {
    it('ends the third month after the month earned', () => {
      expect(chinaDateOf(coinExpiryTime(Date.UTC(2026, 7, 15)))).toBe('2026-11-30')
    })

    it('counts the China month of the earning time', () => {
      // 2026-08-31 20:00 UTC is 1 September in China: expiry moves to the end of December.
      expect(chinaDateOf(coinExpiryTime(Date.UTC(2026, 7, 31, 20)))).toBe('2026-12-31')
    })

    it('is the last millisecond of the China month', () => {
      expect(coinExpiryTime(chinaTime('2026-01-15T10:00'))).toBe(chinaTime('2026-04-30T23:59:59.999'))
    })

    it('is shown on the 30th for coins earned in January', () => {
      expect(chinaDateTimeOf(coinExpiryTime(chinaTime('2026-01-15T10:00')))).toBe('2026-04-30 23:59')
    })

    it('is shown on the 31st for coins earned in May', () => {
      expect(chinaDateTimeOf(coinExpiryTime(chinaTime('2026-05-20T18:00')))).toBe('2026-08-31 23:59')
    })

    it('moves coins earned at 23:30 UTC on 31 January, 1 February in China, to the end of May', () => {
      expect(chinaDateOf(coinExpiryTime(Date.UTC(2026, 0, 31, 23, 30)))).toBe('2026-05-31')
    })

    it('keeps coins earned in the last minute of September in China to the end of the year', () => {
      expect(chinaDateTimeOf(coinExpiryTime(chinaTime('2025-09-30T23:59:59.999')))).toBe('2025-12-31 23:59')
    })

    it('gives coins earned in the first minute of October in China until the end of January', () => {
      expect(chinaDateOf(coinExpiryTime(chinaTime('2025-10-01T00:00')))).toBe('2026-01-31')
    })
  })
})

describe('coinRecordKind', () => {
  it.each([
    [0, 'lottery'],
    [1, 'exchange'],
    [2, 'inviteFriend'],
    [3, 'invitedSignUp'],
    [4, 'rankingReward'],
    [5, 'dailySignIn'],
    [6, 'followOfficialAccount'],
    [7, 'shopOrderRefund'],
    [8, 'lotteryIncome'],
    [9, 'streakBonus'],
    [10, 'friendStreakBonus'],
    [11, 'festivalGift'],
    [13, 'expiry'],
    [16, 'sportsQuiz'],
  ])('names type %i %s', (type, kind) => {
    expect(coinRecordKind(type)).toBe(kind)
  })

  it.each([12, 14, 15])('gives type %i, whose reading is not agreed, the neutral name', (type) => {
    expect(coinRecordKind(type)).toBe('other')
  })

  it('gives an unknown type the neutral name', () => {
    expect(coinRecordKind(99)).toBe('other')
  })
})
