// The weekly ranking reward (/weeklyReward), the mail activity (/mailActivity) and the mini game
// (/miniGame) as the mock seeds them: China-time weeks and days around the moment of the seed
// (their words: mock/data/events.json).
import { addDays, chinaMidnightOf, daysBetween, type CalendarDate } from '@/lib/calendar'
import { chinaWeekOf, rankingReward, type RewardTier } from '@/lib/event-rewards'
import EVENTS from './data/events.json'
import { periodOf, type StoredPeriod } from './point-events-data'
import { HOUR_MS } from './state'

export const RANKING_TIERS: readonly RewardTier[] = [
  { fromRank: 1, toRank: 1, coins: 500 },
  { fromRank: 2, toRank: 2, coins: 300 },
  { fromRank: 3, toRank: 3, coins: 200 },
  { fromRank: 4, toRank: 10, coins: 50 },
]

// The other players of every week: masked accounts and their base scores, best first; each week
// of the event adds WEEKLY_RISE to every score, so the weeks differ.
const RIVALS: readonly (readonly [string, number])[] = [
  ['138****2071', 980],
  ['159****6630', 860],
  ['186****0415', 720],
  ['135****9982', 640],
  ['177****3108', 590],
  ['150****7746', 520],
  ['133****5029', 470],
  ['189****1357', 430],
  ['158****8864', 380],
  ['136****4412', 340],
  ['199****0093', 300],
  ['131****6275', 260],
]
const WEEKLY_RISE = 15
const LEADERS_SHOWN = 10

// The event: from the Monday three weeks before the seed's week, eight weeks long.
const WEEKS_BEFORE_SEED = 3
const EVENT_WEEKS = 8
// The demo's scores of the weeks before the seed's, oldest first: rank 4 (reward not claimed in
// time), rank 13 (no reward), rank 2 (300 coins to claim).
const DEMO_SCORES = [700, 150, 900] as const

export interface WeeklyRanking extends StoredPeriod {
  id: string
  /** Scores and claims of the weeks before the seed's, by Monday; later weeks are scored from the coin records. */
  pastScores: Record<CalendarDate, number>
  claimedWeeks: CalendarDate[]
}

export function seedWeeklyRanking(now: number, demo: boolean): WeeklyRanking {
  const first = addDays(chinaWeekOf(now), -7 * WEEKS_BEFORE_SEED)
  const pastScores: Record<CalendarDate, number> = {}
  if (demo) DEMO_SCORES.forEach((score, index) => (pastScores[addDays(first, 7 * index)] = score))
  return { id: 'weeklyCoins', ...periodOf(first, addDays(first, 7 * EVENT_WEEKS - 1)), pastScores, claimedWeeks: [] }
}

/** The event's weeks (Mondays) that have started by `now`, newest first. */
export function weeksSoFar(event: WeeklyRanking, now: number): CalendarDate[] {
  const weeks: CalendarDate[] = []
  const first = chinaWeekOf(event.startAt)
  for (let monday = first; chinaMidnightOf(monday) <= Math.min(now, event.endAt); monday = addDays(monday, 7)) weeks.unshift(monday)
  return weeks
}

/** The rivals' scores of a week, best first. */
function rivalsOf(event: WeeklyRanking, weekStart: CalendarDate): { name: string; score: number }[] {
  const rise = (daysBetween(chinaWeekOf(event.startAt), weekStart) / 7) * WEEKLY_RISE
  return RIVALS.map(([name, score]) => ({ name, score: score + rise }))
}

/** The user's rank among the rivals of the week, null without a score. */
export function rankOf(event: WeeklyRanking, weekStart: CalendarDate, score: number): number | null {
  if (score <= 0) return null
  return 1 + rivalsOf(event, weekStart).filter((rival) => rival.score > score).length
}

export function rewardOf(rank: number | null): number {
  return rankingReward(RANKING_TIERS, rank)
}

/** The top of a week, the user placed among the rivals when their score earns a place. */
export function leadersOf(event: WeeklyRanking, weekStart: CalendarDate, user: { name: string; score: number } | null) {
  const players = [...rivalsOf(event, weekStart), ...(user && user.score > 0 ? [user] : [])]
  return players
    .sort((a, b) => b.score - a.score)
    .slice(0, LEADERS_SHOWN)
    .map((player, index) => ({ rank: index + 1, name: player.name, score: player.score }))
}

// The activity: from five days before the seed's day to nine days after it.
const MAIL_DAYS_BEFORE = 5
const MAIL_DAYS_AFTER = 9
// A letter arrives at 10:00 China time of its day.
const LETTER_HOUR_MS = 10 * HOUR_MS
// The demo has received the welcome letter's coins.
const DEMO_CLAIMED_LETTERS = ['welcome']

interface StoredLetter {
  id: string
  sentAt: number
  coins: number
  claimed: boolean
}

export interface MailEvent extends StoredPeriod {
  id: string
  letters: StoredLetter[]
}

export function seedMailActivity(today: CalendarDate, demo: boolean): MailEvent {
  return {
    id: 'rewardLetters',
    ...periodOf(addDays(today, -MAIL_DAYS_BEFORE), addDays(today, MAIL_DAYS_AFTER)),
    letters: EVENTS.mailActivity.letters.map((letter) => ({
      id: letter.id,
      sentAt: chinaMidnightOf(addDays(today, letter.dayOffset)) + LETTER_HOUR_MS,
      coins: letter.coins,
      claimed: demo && DEMO_CLAIMED_LETTERS.includes(letter.id),
    })),
  }
}

export const PLAYS_PER_DAY = 3
/** The coins on the cards; 0 is the "better luck next time" card. */
export const GAME_PRIZES = [0, 5, 10, 20, 50, 88] as const

/**
 * The cards of the account's play number `played` (0-based): the prizes turned by three places a
 * play, so a test knows what each card holds.
 */
export function dealCards(played: number): number[] {
  const shift = (3 * played + 1) % GAME_PRIZES.length
  return [...GAME_PRIZES.slice(shift), ...GAME_PRIZES.slice(0, shift)]
}

// The game: from two days before the seed's day to five days after it.
const GAME_DAYS_BEFORE = 2
const GAME_DAYS_AFTER = 5

export interface StoredGame extends StoredPeriod {
  id: string
  plays: { playedAt: number; coins: number }[]
}

/** The demo played yesterday evening and this morning (before the seed), both times the empty card. */
export function seedMiniGame(now: number, today: CalendarDate, demo: boolean): StoredGame {
  const plays = demo
    ? [
        { playedAt: Math.min(now, chinaMidnightOf(today) + 9 * HOUR_MS), coins: 0 },
        { playedAt: chinaMidnightOf(addDays(today, -1)) + 20 * HOUR_MS, coins: 0 },
      ]
    : []
  return { id: 'flipCards', ...periodOf(addDays(today, -GAME_DAYS_BEFORE), addDays(today, GAME_DAYS_AFTER)), plays }
}
