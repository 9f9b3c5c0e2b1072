// Sports quiz rules (spec 2, 4, 9): a match is open for predictions until its kick-off (China
// time, whatever the device's zone); after kick-off it is ended; once its result is known a
// prediction is right or wrong, and a right one earns coins collected in the message centre.

/** What a user predicts: the home side wins, a draw, or the away side wins. */
export const QUIZ_PICKS = ['home', 'draw', 'away'] as const
export type QuizPick = (typeof QUIZ_PICKS)[number]

/** Spec 4: a match takes predictions (open) or no longer does (ended). */
export type QuizMatchState = 'open' | 'ended'

/** Spec 4: a prediction is waiting for the result, right or wrong; `none` when the user made none. */
export type PredictionVerdict = 'none' | 'pending' | 'right' | 'wrong'

/** Coins a right prediction earns (coin-record type 16, spec 3). */
export const QUIZ_REWARD_COINS = 88

export interface QuizMatchFacts {
  kickOffAt: number
  /** The final result; null until it is known. */
  result: QuizPick | null
}

export function isQuizPick(value: unknown): value is QuizPick {
  return typeof value === 'string' && (QUIZ_PICKS as readonly string[]).includes(value)
}

/** Predictions close at kick-off, to the millisecond. */
export function quizMatchState(match: QuizMatchFacts, now: number): QuizMatchState {
  return now < match.kickOffAt ? 'open' : 'ended'
}

/** Only an open match the user has not predicted yet takes a prediction (one per match). */
export function canPredict(match: QuizMatchFacts, pick: QuizPick | null, now: number): boolean {
  return pick === null && quizMatchState(match, now) === 'open'
}

export function predictionVerdict(match: QuizMatchFacts, pick: QuizPick | null): PredictionVerdict {
  if (pick === null) return 'none'
  if (match.result === null) return 'pending'
  return pick === match.result ? 'right' : 'wrong'
}

/** Open matches first, soonest kick-off first; then ended ones, latest first. */
export function quizMatchOrder(a: QuizMatchFacts, b: QuizMatchFacts, now: number): number {
  const aOpen = quizMatchState(a, now) === 'open'
  const bOpen = quizMatchState(b, now) === 'open'
  if (aOpen !== bOpen) return aOpen ? -1 : 1
  return aOpen ? a.kickOffAt - b.kickOffAt : b.kickOffAt - a.kickOffAt
}
