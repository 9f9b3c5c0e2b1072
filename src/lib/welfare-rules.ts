import { chinaDateOf, type CalendarDate } from './calendar'
import { COIN_LIFETIME_MONTHS, coinExpiryTime } from './coins'
import {
  NEW_USER_BONUS_COINS,
  NEW_USER_BONUS_STREAK,
  NEW_USER_WINDOW_DAYS,
  SIGN_IN_COUPON,
  SIGN_IN_CYCLE_DAYS,
  SIGN_IN_DAILY_COIN_CAP,
  SIGN_IN_DAILY_COINS,
} from './sign-in'

// Spec 9 figures of the gold-coin rules: the rules page fills its texts from them, so the texts
// cannot drift from the rules. The sign-in and coin figures are those of the sign-in and coin
// modules; the figures of the other ways to earn coins live here.

/** Spec 9: following the official account gives coins or VIP hours. */
export const FOLLOW_REWARD = { coins: 30, vipHours: 1 } as const
/** Spec 9: binding an email or phone gives VIP hours. */
export const BIND_REWARD_VIP_HOURS = 6
/** Spec 9: the share-screenshot reward, once per user, reviewed within working days. */
export const SHARE_SCREENSHOT_REWARD = { coins: 100, reviewWorkingDays: 2 } as const
/**
 * Spec 9: inviter and friend each get coins (poster invite) or VIP days after the friend's first
 * acceleration on a new device; the inviter also gets a share of the friend's purchased time.
 */
export const INVITE_REWARD = { coins: 100, vipDays: 1, purchaseSharePercent: 10, secondSharePercent: 5, creditWithinHours: 1 } as const
/** Spec 9: shop exchanges are issued within this many working days. */
export const EXCHANGE_ISSUE_WORKING_DAYS = 2

/** The values the rule texts name, by placeholder. */
export type WelfareRuleValues = Readonly<Record<string, number | string>>

/**
 * Every placeholder of the rules page's texts, filled from the rules. `now` dates the example of
 * the expiry rule: coins earned this month expire at the end of the month given here (China time).
 */
export function welfareRuleValues(now: number): WelfareRuleValues {
  return {
    signInCoins: SIGN_IN_DAILY_COINS,
    dailyCap: SIGN_IN_DAILY_COIN_CAP,
    cycleDays: SIGN_IN_CYCLE_DAYS,
    couponAmount: SIGN_IN_COUPON.amount,
    couponThreshold: SIGN_IN_COUPON.threshold,
    newUserWindowDays: NEW_USER_WINDOW_DAYS,
    newUserStreak: NEW_USER_BONUS_STREAK,
    newUserCoins: NEW_USER_BONUS_COINS,
    followCoins: FOLLOW_REWARD.coins,
    followVipHours: FOLLOW_REWARD.vipHours,
    bindVipHours: BIND_REWARD_VIP_HOURS,
    shareCoins: SHARE_SCREENSHOT_REWARD.coins,
    shareReviewDays: SHARE_SCREENSHOT_REWARD.reviewWorkingDays,
    inviteCoins: INVITE_REWARD.coins,
    inviteVipDays: INVITE_REWARD.vipDays,
    inviteSharePercent: INVITE_REWARD.purchaseSharePercent,
    inviteSecondPercent: INVITE_REWARD.secondSharePercent,
    inviteHours: INVITE_REWARD.creditWithinHours,
    expiryMonths: COIN_LIFETIME_MONTHS,
    expiryExample: coinsEarnedNowExpireOn(now),
    exchangeDays: EXCHANGE_ISSUE_WORKING_DAYS,
  }
}

/** The China-time date on which coins earned at `now` expire (their last valid day). */
export function coinsEarnedNowExpireOn(now: number): CalendarDate {
  return chinaDateOf(coinExpiryTime(now))
}
