// The lottery board and its draw (spec 2 "Lottery", spec 4 lottery states). The server decides
// every prize; these rules only place the prizes on the board and run the highlight to the one
// the server chose.
import { CODE_WELFARE_RESTRICTED } from './answer-codes'

// Answer codes of the draw's refusals (spec 8, docs/api.md "Lottery endpoints"): each has its own
// text. Here, not in answer-codes.ts, so they ship with the lottery subpackage, not the main package.
/** The prizes are drawn out and being replenished. */
export const CODE_LOTTERY_PRIZES_EXHAUSTED = 10420
/** The prize service could not be reached (the server's "network abnormal"). */
export const CODE_LOTTERY_NETWORK_ABNORMAL = 10421
export const CODE_LOTTERY_INSUFFICIENT_COINS = 10422
/** Not now: today's draws are used up, or the account may not join (spec 6). */
export const CODE_LOTTERY_CANNOT_PARTICIPATE = 10423
/** The draw broke off on the server; the same request id may be sent again. */
export const CODE_LOTTERY_INTERRUPTED = 10424
export const CODE_LOTTERY_UNAVAILABLE = 10425
/** The winning id of the draw is wrong or not found. */
export const CODE_LOTTERY_WINNING_NOT_FOUND = 10426

/** Why the server refused a draw, each with its own text (spec 8). */
export type DrawRefusal =
  | 'exhausted'
  | 'networkAbnormal'
  | 'insufficientCoins'
  | 'cannotParticipate'
  | 'interrupted'
  | 'unavailable'
  | 'winningNotFound'

const DRAW_REFUSALS: Readonly<Record<number, DrawRefusal>> = {
  [CODE_LOTTERY_PRIZES_EXHAUSTED]: 'exhausted',
  [CODE_LOTTERY_NETWORK_ABNORMAL]: 'networkAbnormal',
  [CODE_LOTTERY_INSUFFICIENT_COINS]: 'insufficientCoins',
  [CODE_LOTTERY_CANNOT_PARTICIPATE]: 'cannotParticipate',
  // spec 6: a blacklisted account may not join, as any welfare task
  [CODE_WELFARE_RESTRICTED]: 'cannotParticipate',
  [CODE_LOTTERY_INTERRUPTED]: 'interrupted',
  [CODE_LOTTERY_UNAVAILABLE]: 'unavailable',
  [CODE_LOTTERY_WINNING_NOT_FOUND]: 'winningNotFound',
}

export function drawRefusalOf(code: number): DrawRefusal | undefined {
  return DRAW_REFUSALS[code]
}

/** The board is a ring of 8 cells around the draw button (a 3 × 3 grid, the button in the middle). */
export const LOTTERY_BOARD_SIZE = 8

/** Grid cell (row-major, 0–8) of each ring position, clockwise from the top-left corner. */
export const LOTTERY_RING_CELLS: readonly number[] = [0, 1, 2, 5, 8, 7, 6, 3]
/** The grid cell of the draw button. */
export const LOTTERY_BUTTON_CELL = 4

/** The mock server's figures (the client always shows the server's own, from the lottery info). */
export const LOTTERY_DRAW_COST = 20
export const LOTTERY_DAILY_DRAWS = 10

export const LOTTERY_PRIZE_KINDS = ['coins', 'vip', 'none'] as const
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number]

/** Spec 4 lottery states: open, prizes exhausted (being replenished), cannot take part now, unavailable. */
export const LOTTERY_STATUSES = ['open', 'exhausted', 'paused', 'unavailable'] as const
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number]

export interface LotteryPrize {
  id: string
  kind: LotteryPrizeKind
  coins: number
  vipHours: number
  /** Its picture (src/lib/item-image.ts); none: the kind's own tile. */
  image?: string
}

/** The ring position of the prize the server chose; undefined when the board has no such prize. */
export function ringPositionOf(prizes: readonly Pick<LotteryPrize, 'id'>[], prizeId: string): number | undefined {
  const index = prizes.findIndex((prize) => prize.id === prizeId)
  return index >= 0 && index < LOTTERY_BOARD_SIZE ? index : undefined
}

/**
 * The ring positions the highlight passes, from the one after `from` to `to`, after `laps` whole
 * turns: it always ends on `to`, the server's prize.
 */
export function spinPath(from: number, to: number, laps: number, size = LOTTERY_BOARD_SIZE): number[] {
  const start = ((from % size) + size) % size
  const target = ((to % size) + size) % size
  const steps = Math.max(0, Math.floor(laps)) * size + ((target - start + size) % size)
  return Array.from({ length: steps }, (_, step) => (start + step + 1) % size)
}

/** Ms before step `step` of `total`: quick at first, slowing to a stop on the prize. */
export function spinStepDelay(step: number, total: number, fastMs = 60, slowMs = 360): number {
  if (total <= 1) return slowMs
  const progress = Math.min(1, Math.max(0, step / (total - 1)))
  return Math.round(fastMs + (slowMs - fastMs) * progress ** 3)
}

/** Why a draw cannot start, known before asking: each has its own text (spec 8). */
export type DrawBlock = 'exhausted' | 'paused' | 'unavailable' | 'insufficientCoins' | 'dailyLimit'

/**
 * Whether the user can draw now by what the client knows (the server decides again): the
 * lottery's state, today's draws against the daily limit, and the balance against the cost.
 */
export function drawBlock(
  info: { status: LotteryStatus; costCoins: number; drawsToday: number; dailyDraws: number },
  balance: number | undefined,
): DrawBlock | undefined {
  if (info.status !== 'open') return info.status
  if (info.dailyDraws > 0 && info.drawsToday >= info.dailyDraws) return 'dailyLimit'
  if (balance !== undefined && balance < info.costCoins) return 'insufficientCoins'
  return undefined
}

/** What a draw moves the balance by: minus the cost, plus a coin prize. */
export function drawCoinChange(costCoins: number, prize: Pick<LotteryPrize, 'kind' | 'coins'>): number {
  return (prize.kind === 'coins' ? prize.coins : 0) - costCoins
}
