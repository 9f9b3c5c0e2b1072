import { CODE_ALREADY_SIGNED_IN, CODE_WELFARE_RESTRICTED } from './answer-codes'
import { addDays, chinaDateOf, daysBetween, type CalendarDate } from './calendar'

// Daily sign-in rules (spec 4 and 9). The server applies the same rules when it credits.

export const SIGN_IN_CYCLE_DAYS = 7
/** Spec 9: the daily reward and the freight coupon of the 7th day, as published in the rules. */
export const SIGN_IN_DAILY_COINS = 2
export const SIGN_IN_COUPON = { amount: 50, threshold: 500 } as const
/** Spec 9: at most 50 coins a day from signing in. */
export const SIGN_IN_DAILY_COIN_CAP = 50
export const NEW_USER_BONUS_COINS = 100
export const NEW_USER_BONUS_STREAK = 3
export const NEW_USER_WINDOW_DAYS = 7
/** Spec 9: the sign-in promotion that ran over the 2024 new year. */
export const SIGN_IN_PROMOTION = { from: '2024-12-24', to: '2025-01-02' } as const

/** The reward of one day of the 7-day cycle, as the server's table gives it. */
export interface SignInDayReward {
  day: number
  rewardCoins: number
  rewardVipHours: number
  extraCoins: number
  extraVipHours: number
  couponAmount: number
  couponThreshold: number
}

export interface SignInRecord {
  today: CalendarDate
  /** Sign-in dates of the recent past, in any order. */
  signedDates: readonly CalendarDate[]
}

/** Consecutive signed days ending on `date` (0 when `date` itself is not signed). */
export function streakEndingOn(signedDates: readonly CalendarDate[], date: CalendarDate): number {
  const signed = new Set(signedDates)
  let streak = 0
  while (signed.has(addDays(date, -streak))) streak += 1
  return streak
}

export function isSignedToday({ today, signedDates }: SignInRecord): boolean {
  return signedDates.includes(today)
}

/** The running streak: up to today when signed today, else up to yesterday (still unbroken). */
export function currentStreak(record: SignInRecord): number {
  return isSignedToday(record)
    ? streakEndingOn(record.signedDates, record.today)
    : streakEndingOn(record.signedDates, addDays(record.today, -1))
}

/** Day 1–7 of the cycle that a streak of `streak` days ends on. */
export function cycleDayOf(streak: number): number {
  return ((Math.max(1, streak) - 1) % SIGN_IN_CYCLE_DAYS) + 1
}

/** Today's place in the cycle: the day signed today, or the day today's sign-in would make. */
export function todayCycleDay(record: SignInRecord): number {
  const streak = currentStreak(record)
  return isSignedToday(record) ? cycleDayOf(streak) : cycleDayOf(streak + 1)
}

export type SignInDayState = 'signed' | 'today' | 'upcoming'

export interface SignInDayView {
  reward: SignInDayReward
  state: SignInDayState
  /** Today's own cell, signed or not. */
  isToday: boolean
}

/** The 7-day display: days of this cycle before today are signed, then today, then the rest. */
export function signInWeek(record: SignInRecord, table: readonly SignInDayReward[]): SignInDayView[] {
  const todayDay = todayCycleDay(record)
  const signedToday = isSignedToday(record)
  return [...table]
    .sort((a, b) => a.day - b.day)
    .map((reward) => {
      const isToday = reward.day === todayDay
      let state: SignInDayState = 'upcoming'
      if (reward.day < todayDay || (isToday && signedToday)) state = 'signed'
      else if (isToday) state = 'today'
      return { reward, state, isToday }
    })
}

/** Coins a day's sign-in credits: its reward plus any extra, capped (spec 9). */
export function creditedCoins(reward: SignInDayReward): number {
  return Math.min(SIGN_IN_DAILY_COIN_CAP, reward.rewardCoins + reward.extraCoins)
}

export function hasExtraBonus(reward: SignInDayReward): boolean {
  return reward.extraCoins > 0 || reward.extraVipHours > 0 || reward.couponAmount > 0
}

export interface NewUserBonusInput {
  registeredAt: number
  today: CalendarDate
  granted: boolean
}

/** Spec 9: the first 7 days after registration, the day of registration being day 1. */
export function isInNewUserWindow({ registeredAt, today }: Pick<NewUserBonusInput, 'registeredAt' | 'today'>): boolean {
  const age = daysBetween(chinaDateOf(registeredAt), today)
  return age >= 0 && age < NEW_USER_WINDOW_DAYS
}

/** Whether signing in today with this resulting streak earns the new-user bonus. */
export function earnsNewUserBonus(input: NewUserBonusInput, streakAfterSignIn: number): boolean {
  return !input.granted && isInNewUserWindow(input) && streakAfterSignIn >= NEW_USER_BONUS_STREAK
}

/**
 * What the new-user offer looks like today: `undefined` when it does not apply (granted,
 * outside the first 7 days, or the remaining days cannot reach 3 in a row any more).
 */
export function newUserBonusProgress(
  input: NewUserBonusInput,
  record: SignInRecord,
): { streak: number; needed: number } | undefined {
  if (input.granted || !isInNewUserWindow(input)) return undefined
  const streak = Math.min(currentStreak(record), NEW_USER_BONUS_STREAK)
  const daysLeftInWindow =
    NEW_USER_WINDOW_DAYS - daysBetween(chinaDateOf(input.registeredAt), record.today) - (isSignedToday(record) ? 1 : 0)
  if (NEW_USER_BONUS_STREAK - streak > daysLeftInWindow) return undefined
  return { streak, needed: NEW_USER_BONUS_STREAK }
}

export function isInSignInPromotion(date: CalendarDate): boolean {
  return date >= SIGN_IN_PROMOTION.from && date <= SIGN_IN_PROMOTION.to
}

/** Why the server refused a sign-in: signed in already today (elsewhere), or a restricted account (spec 6). */
export type SignInRefusal = 'alreadySignedIn' | 'restricted'

const SIGN_IN_REFUSALS: Readonly<Record<number, SignInRefusal>> = {
  [CODE_ALREADY_SIGNED_IN]: 'alreadySignedIn',
  [CODE_WELFARE_RESTRICTED]: 'restricted',
}

export function signInRefusalOf(code: number): SignInRefusal | undefined {
  return SIGN_IN_REFUSALS[code]
}
