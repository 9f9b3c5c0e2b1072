// The weekly ranking reward (/weeklyReward, spec 3 record type 4), the mail activity
// (/mailActivity) and the mini game (/miniGame): rewards earned in China-time weeks, sent as
// letters or won in daily plays, each credited once.
import { addDays, chinaDateOf, chinaMidnightOf, daysBetween, type CalendarDate } from './calendar'
import { eventPhase, type EventPeriod } from './point-events'

// Answer codes of these screens (the events area's range 10190-10199).
/** The week's rank earns no reward. */
export const CODE_RANKING_NO_REWARD = 10190
/** The week is still being ranked: its reward can be claimed once it is over. */
export const CODE_RANKING_WEEK_OPEN = 10191
/** The week after the ranked week is over: its reward can no longer be claimed. */
export const CODE_RANKING_CLAIM_CLOSED = 10192
/** The letter named is not (or not yet) in the user's mailbox. */
export const CODE_MAIL_NOT_FOUND = 10193
/** Today's plays of the mini game are used up (China-time day). */
export const CODE_GAME_NO_PLAYS = 10194

const WEEK_DAYS = 7

/** The Monday of the China-time week of `now` (weeks run Monday to Sunday). */
export function chinaWeekOf(now: number): CalendarDate {
  const today = chinaDateOf(now)
  // 1970-01-05 was a Monday.
  const weekday = (((daysBetween('1970-01-05', today) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS)
  return addDays(today, -weekday)
}

/** The last day (Sunday) of the week starting on `monday`. */
export function weekEndOf(monday: CalendarDate): CalendarDate {
  return addDays(monday, WEEK_DAYS - 1)
}

export interface RewardTier {
  fromRank: number
  toRank: number
  coins: number
}

/** The coins a rank earns under `tiers`, 0 for an unranked week or a rank no tier covers. */
export function rankingReward(tiers: readonly RewardTier[], rank: number | null): number {
  if (rank === null || rank < 1) return 0
  return tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank)?.coins ?? 0
}

/**
 * A ranked week as the user sees it: still being ranked; its reward to claim (during the week
 * after it, while the event runs); claimed; no reward for its rank; or expired (not claimed in time).
 */
export type RankedWeekState = 'ranking' | 'claimable' | 'claimed' | 'noReward' | 'expired'

export interface RankedWeek {
  /** The week's Monday (China time). */
  weekStart: CalendarDate
  rewardCoins: number
  claimed: boolean
}

/** The last millisecond a week's reward can be claimed: the end of the Sunday after it, and no later than the event. */
export function rankingClaimDeadline(weekStart: CalendarDate, event: EventPeriod): number {
  return Math.min(chinaMidnightOf(addDays(weekStart, 2 * WEEK_DAYS)) - 1, event.endAt)
}

export function rankedWeekState(week: RankedWeek, event: EventPeriod, now: number): RankedWeekState {
  // An event that ends mid-week ends that week's ranking with it.
  if (now < chinaMidnightOf(addDays(week.weekStart, WEEK_DAYS)) && eventPhase(event, now) !== 'ended') return 'ranking'
  if (week.claimed) return 'claimed'
  if (week.rewardCoins <= 0) return 'noReward'
  return now <= rankingClaimDeadline(week.weekStart, event) && eventPhase(event, now) === 'open' ? 'claimable' : 'expired'
}

/** Coins of the rewards the user has still to claim. */
export function unclaimedRankingCoins(weeks: readonly RankedWeek[], event: EventPeriod, now: number): number {
  return weeks.filter((week) => rankedWeekState(week, event, now) === 'claimable').reduce((sum, week) => sum + week.rewardCoins, 0)
}

export interface Letter {
  sentAt: number
  coins: number
  claimed: boolean
}

/** A letter's coins are claimed once, while the mail activity runs; a letter without coins has none to claim. */
export function canClaimLetter(letter: Letter, event: EventPeriod, now: number): boolean {
  return letter.coins > 0 && !letter.claimed && letter.sentAt <= now && eventPhase(event, now) === 'open'
}

export interface GamePlay {
  playedAt: number
}

/** Plays of the mini game on the China-time day of `now`. */
export function playsOn(plays: readonly GamePlay[], now: number): number {
  const today = chinaDateOf(now)
  return plays.filter((play) => chinaDateOf(play.playedAt) === today).length
}

/** Plays left today: `playsPerDay` a China-time day, the count starting again at China midnight. */
export function playsLeftToday(playsPerDay: number, plays: readonly GamePlay[], now: number): number {
  return Math.max(0, playsPerDay - playsOn(plays, now))
}

/** The mini game can be played while it runs and today's plays are not used up. */
export function canPlayMiniGame(event: EventPeriod, playsPerDay: number, plays: readonly GamePlay[], now: number): boolean {
  return eventPhase(event, now) === 'open' && playsLeftToday(playsPerDay, plays, now) > 0
}
