// Managing a membership (/wxPayManage, /pauseManager, /pauseRecord): ending a continuous monthly
// subscription (auto-renew) and pausing the membership's running time. Our design (docs/api.md,
// "Membership endpoints"); the client shows these rules and the mock refuses by them.
import FACTS from '@/config/membership.json'
import { chinaDateOf } from './calendar'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

const DAY_MS = 24 * 60 * 60 * 1000

/** Pauses a member may start in one China-time calendar year. */
export const PAUSES_PER_YEAR: number = FACTS.pausesPerYear
/** The shortest and longest pause, in days. */
export const PAUSE_MIN_DAYS: number = FACTS.pauseMinDays
export const PAUSE_MAX_DAYS: number = FACTS.pauseMaxDays
/** The lengths the pause manager offers. */
export const PAUSE_DAY_CHOICES: readonly number[] = FACTS.pauseDayChoices

/** Answer codes of the membership endpoints (docs/api.md, "Membership endpoints"): 10550-10569. */
export const CODE_MEMBERSHIP_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.membership
export const CODE_CONTRACT_NOT_FOUND = 10551
export const CODE_CONTRACT_ENDED = 10552
export const CODE_PAUSE_NOT_MEMBER = 10553
export const CODE_PAUSE_RUNNING = 10554
export const CODE_PAUSE_YEAR_LIMIT = 10555
export const CODE_PAUSE_DAYS = 10556
export const CODE_PAUSE_NOT_RUNNING = 10557

/** What the server knows when a pause is asked for, as GET /member/pause sends it. */
export interface PauseFacts {
  enterpriseSubAccount: boolean
  /** Ends of the VIP and super VIP time, ms; 0 when never a member. */
  vipExpireAt: number
  superVipExpireAt: number
  /** A pause is running now. */
  paused: boolean
  /** Pauses started in the China-time year of `now`. */
  pausesThisYear: number
}

/** Why a pause cannot start, in the order they are judged. */
export type PauseRefusal = 'enterpriseSubAccount' | 'paused' | 'notMember' | 'yearLimit'

/** The China-time calendar year of an instant: pauses are counted per year. */
export function pauseYearOf(epochMs: number): number {
  return Number(chinaDateOf(epochMs).slice(0, 4))
}

/** How many of the pauses (their start times) began in the China-time year of `now`. */
export function pausesInYearOf(startedAt: readonly number[], now: number): number {
  const year = pauseYearOf(now)
  return startedAt.filter((start) => pauseYearOf(start) === year).length
}

/** A membership runs at `now`: VIP or super VIP time not yet over. */
export function isMember(facts: Pick<PauseFacts, 'vipExpireAt' | 'superVipExpireAt'>, now: number): boolean {
  return facts.vipExpireAt > now || facts.superVipExpireAt > now
}

/** Why a pause cannot start at `now`, or null when it can. An enterprise sub-account is refused for that alone (spec 6). */
export function pauseRefusal(facts: PauseFacts, now: number): PauseRefusal | null {
  if (facts.enterpriseSubAccount) return 'enterpriseSubAccount'
  if (facts.paused) return 'paused'
  if (!isMember(facts, now)) return 'notMember'
  if (facts.pausesThisYear >= PAUSES_PER_YEAR) return 'yearLimit'
  return null
}

/** Pauses still open to the member this year. */
export function pausesLeft(pausesThisYear: number): number {
  return Math.max(0, PAUSES_PER_YEAR - pausesThisYear)
}

/** A whole number of days within the pause's bounds. */
export function isPauseDays(days: unknown): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= PAUSE_MIN_DAYS && days <= PAUSE_MAX_DAYS
}

/** An end of membership time after a pause of `days` starting at `now`: time still running moves on, time already over stays. */
export function expiryAfterPause(expireAt: number, days: number, now: number): number {
  return expireAt > now ? expireAt + days * DAY_MS : expireAt
}

/** A pause as the rules see it. */
export interface PauseSpan {
  startedAt: number
  /** The end asked for. */
  plannedEndAt: number
  /** When it ended early (resumed); 0 unless resumed. */
  resumedAt: number
}

export type PauseState = 'running' | 'ended' | 'resumed'

export function pauseStateOf(pause: PauseSpan, now: number): PauseState {
  if (pause.resumedAt > 0) return 'resumed'
  return now < pause.plannedEndAt ? 'running' : 'ended'
}

/** When the pause ended or ends: the resume, else the planned end. */
export function pauseEndOf(pause: PauseSpan): number {
  return pause.resumedAt > 0 ? pause.resumedAt : pause.plannedEndAt
}

/** The time a resume at `at` gives back: what was left of the pause. */
export function unusedPauseMs(pause: PauseSpan, at: number): number {
  return Math.max(0, pause.plannedEndAt - Math.max(at, pause.startedAt))
}

/** Days the membership stood still, counting a part of a day as a day (what the record shows). */
export function pausedDaysOf(pause: PauseSpan, now: number): number {
  const end = Math.min(pauseEndOf(pause), Math.max(now, pause.startedAt))
  return Math.ceil((end - pause.startedAt) / DAY_MS)
}

/** A price in fen as yuan with two decimals: 2500 -> "25.00". */
export function yuanOf(fen: number): string {
  const whole = Math.round(fen)
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}
