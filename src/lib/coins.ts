import { endOfChinaMonth } from './calendar'

// Gold coins: the balance rule of spec 4, expiry of spec 9, record types of spec 3.

/** The coin figures the client keeps (spec 3 client state: remainCoins, expireCoins). */
export interface CoinBalance {
  remainCoins: number
  expireCoins: number
}

/** What a server answer says about the balance after a change; either may be missing (its schema drops a non-numeric figure). */
export interface CoinAnswer {
  remainCoins?: number | null
  expireCoins?: number | null
}

/**
 * Spec 4: the balance after coins are spent (`change` < 0, the price) or earned (`change` > 0).
 * The server's remaining value wins when present; otherwise the local balance moves by
 * `change`, floored at 0. The expiring figure is replaced only when the answer has one.
 */
export function balanceAfterChange(current: CoinBalance, change: number, answer: CoinAnswer = {}): CoinBalance {
  return {
    remainCoins: answer.remainCoins ?? Math.max(0, current.remainCoins + change),
    expireCoins: answer.expireCoins ?? current.expireCoins,
  }
}

/** Spec 9: coins expire at the end of the third month after the month they were earned. */
export const COIN_LIFETIME_MONTHS = 3

export function coinExpiryTime(earnedAt: number): number {
  return endOfChinaMonth(earnedAt, COIN_LIFETIME_MONTHS)
}

/** Spec 3 coin-record types; 12, 14 and 15 have no agreed reading and get a neutral name. */
export const COIN_RECORD_TYPES = {
  0: 'lottery',
  1: 'exchange',
  2: 'inviteFriend',
  3: 'invitedSignUp',
  4: 'rankingReward',
  5: 'dailySignIn',
  6: 'followOfficialAccount',
  7: 'shopOrderRefund',
  8: 'lotteryIncome',
  9: 'streakBonus',
  10: 'friendStreakBonus',
  11: 'festivalGift',
  13: 'expiry',
  16: 'sportsQuiz',
} as const

export type CoinRecordKind = (typeof COIN_RECORD_TYPES)[keyof typeof COIN_RECORD_TYPES] | 'other'

export function coinRecordKind(type: number): CoinRecordKind {
  return Object.prototype.hasOwnProperty.call(COIN_RECORD_TYPES, type)
    ? COIN_RECORD_TYPES[type as keyof typeof COIN_RECORD_TYPES]
    : 'other'
}
