// The sports quiz's tournament as the mock seeds it: teams and rounds (mock/data/events.json), and
// the matches placed around the moment of the seed (spec 2, 4). Results become known a match's
// length after kick-off.
import type { Language } from '@/lib/i18n'
import { QUIZ_REWARD_COINS, type QuizPick } from '@/lib/sports-quiz'
import EVENTS from './data/events.json'
import { DAY_MS, HOUR_MS } from './state'
import type { Localized } from './texts'

const { teams: TEAMS, stages: STAGES } = EVENTS.sportsQuiz
type Team = keyof typeof TEAMS
type Stage = keyof typeof STAGES

/** A match is over this long after kick-off; its result is known from then on. */
export const MATCH_LENGTH_MS = 2 * HOUR_MS

/** One match of one account's quiz: `finalResult` becomes `result` when the match is over. */
export interface StoredMatch {
  id: string
  stage: Stage
  home: Team
  away: Team
  kickOffAt: number
  finalResult: QuizPick
  result: QuizPick | null
  pick: QuizPick | null
  /** The reward message of a right prediction has been left in the message centre. */
  rewarded: boolean
}

// [id, stage, home, away, kick-off from the seed (ms), final result, the demo's prediction].
const MATCHES: readonly (readonly [string, Stage, Team, Team, number, QuizPick, QuizPick | null])[] = [
  ['q1', 'group', 'argentina', 'france', -DAY_MS - 6 * HOUR_MS, 'home', 'home'],
  ['q2', 'group', 'brazil', 'croatia', -2 * DAY_MS, 'draw', 'home'],
  ['q3', 'group', 'england', 'spain', -3 * DAY_MS, 'away', null],
  ['q4', 'round16', 'japan', 'germany', -HOUR_MS, 'away', 'away'],
  ['q5', 'round16', 'portugal', 'morocco', 5 * HOUR_MS, 'home', null],
  ['q6', 'round16', 'netherlands', 'korea', DAY_MS + 3 * HOUR_MS, 'home', 'home'],
  ['q7', 'quarter', 'spain', 'brazil', 3 * DAY_MS + 2 * HOUR_MS, 'draw', null],
]

/** The seeded win, whose reward message the message centre's seed holds (m4). */
export const SEEDED_QUIZ_WIN = {
  match: matchName('argentina', 'france'),
  coins: QUIZ_REWARD_COINS,
}

export function matchName(home: Team, away: Team): Localized {
  return Object.fromEntries(
    (Object.keys(TEAMS.argentina) as Language[]).map((lang) => [lang, `${TEAMS[home][lang]} vs ${TEAMS[away][lang]}`]),
  ) as Localized
}

export function teamName(team: Team, lang: Language): string {
  return TEAMS[team][lang]
}

export function stageName(stage: Stage, lang: Language): string {
  return STAGES[stage][lang]
}

/**
 * The quiz's matches at `now`, kick-offs on the hour. With `demo`, the demo's predictions; the
 * seeded win (q1) already has its message. Matches over by `now` carry their result.
 */
export function seedMatches(now: number, demo: boolean): StoredMatch[] {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS
  return MATCHES.map(([id, stage, home, away, offset, finalResult, demoPick]) => {
    const kickOffAt = hour + offset
    const over = now >= kickOffAt + MATCH_LENGTH_MS
    const pick = demo ? demoPick : null
    return {
      id,
      stage,
      home,
      away,
      kickOffAt,
      finalResult,
      result: over ? finalResult : null,
      pick,
      rewarded: over && pick === finalResult,
    }
  })
}
