// Lottery endpoints: the board, a draw and my prizes (spec 2, 3, 4, 8). Documented in docs/api.md,
// "Lottery endpoints". The server decides the prize; a draw spends coins with a record of type 0
// and credits a coin prize with a record of type 8, so /welfare/coinRecords shows both.
import type { drawResult, lotteryInfo, MyPrize, myPrizePage } from '@/api/lottery'
import { CODE_OK } from '@/lib/answer-codes'
import { chinaDateOf } from '@/lib/calendar'
import {
  CODE_LOTTERY_CANNOT_PARTICIPATE,
  CODE_LOTTERY_INSUFFICIENT_COINS,
  CODE_LOTTERY_INTERRUPTED,
  CODE_LOTTERY_NETWORK_ABNORMAL,
  CODE_LOTTERY_PRIZES_EXHAUSTED,
  CODE_LOTTERY_UNAVAILABLE,
  CODE_LOTTERY_WINNING_NOT_FOUND,
  LOTTERY_DAILY_DRAWS,
  LOTTERY_DRAW_COST,
  LOTTERY_STATUSES,
  type LotteryPrize,
  type LotteryStatus,
} from '@/lib/lottery'
import { onceByRequestId } from '../request-ids'
import { badPaging, pageOf, type Answer, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { extendVip, RISK_NONE, type Account, type MockState } from '../state'
import type { TextKey } from '../texts'
import { RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'

const FEATURE = 'lottery'
/** Prizes (not "thanks for playing") left in the pool at reset; at 0 the lottery is exhausted. */
const SEED_STOCK = 500
/** A coin prize is recorded within this time after its draw's spending record. */
const PRIZE_RECORD_WINDOW_MS = 60 * 1000

/** The board, clockwise from the top-left, with each prize's weight in 100 draws and its picture (docs/api.md, "Images"). */
const BOARD: readonly (LotteryPrize & { weight: number })[] = [
  { id: 'p1', kind: 'coins', coins: 5, vipHours: 0, weight: 30, image: '/images/prize-coins.svg' },
  { id: 'p2', kind: 'coins', coins: 20, vipHours: 0, weight: 20, image: '/images/prize-coins.svg' },
  { id: 'p3', kind: 'vip', coins: 0, vipHours: 24, weight: 8, image: '/images/prize-vip.svg' },
  { id: 'p4', kind: 'none', coins: 0, vipHours: 0, weight: 17, image: '/images/prize-thanks.svg' },
  { id: 'p5', kind: 'coins', coins: 50, vipHours: 0, weight: 6, image: '/images/prize-coin-pile.svg' },
  { id: 'p6', kind: 'vip', coins: 0, vipHours: 72, weight: 2, image: '/images/prize-vip.svg' },
  { id: 'p7', kind: 'coins', coins: 120, vipHours: 0, weight: 1, image: '/images/prize-coin-pile.svg' },
  { id: 'p8', kind: 'none', coins: 0, vipHours: 0, weight: 16, image: '/images/prize-thanks.svg' },
]
const NO_PRIZE = BOARD[3]

/** Server-side refusals a test can ask for once (`POST /api/__mock/lottery`, `failNext`). */
const INJECTED_FAILURES = ['networkAbnormal', 'interrupted', 'winningNotFound'] as const
type InjectedFailure = (typeof INJECTED_FAILURES)[number]

interface Draw extends MyPrize {
  seq: number
}

interface Lottery {
  status: LotteryStatus
  stock: number
  /** Newest first. */
  draws: Draw[]
  nextSeq: number
  failNext: InjectedFailure | undefined
  /** A test's choice of the next prize, else the weights decide. */
  nextPrizeId: string | undefined
}

// Each refusal's code and text.
const REFUSALS = {
  prizesExhausted: CODE_LOTTERY_PRIZES_EXHAUSTED,
  networkAbnormal: CODE_LOTTERY_NETWORK_ABNORMAL,
  insufficientCoins: CODE_LOTTERY_INSUFFICIENT_COINS,
  cannotParticipate: CODE_LOTTERY_CANNOT_PARTICIPATE,
  interrupted: CODE_LOTTERY_INTERRUPTED,
  unavailable: CODE_LOTTERY_UNAVAILABLE,
  winningNotFound: CODE_LOTTERY_WINNING_NOT_FOUND,
} satisfies Record<string, number>
type Refusal = keyof typeof REFUSALS

function refusal(name: Refusal, t: (key: TextKey) => string): Answer {
  return { code: REFUSALS[name], msg: t(`lottery.${name}`) }
}

function publicPrize({ id, kind, coins, vipHours, image }: LotteryPrize): LotteryPrize {
  return { id, kind, coins, vipHours, image }
}

/** The board's coin prize of a lottery income; the seed's records win only prizes of the board. */
function coinPrizeOf(coins: number): LotteryPrize {
  const prize = BOARD.find((cell) => cell.kind === 'coins' && cell.coins === coins)
  if (!prize) throw new Error(`a lottery income of ${coins} coins is no prize of the board`)
  return prize
}

/**
 * The draws already in the account's coin records: each lottery spending (type 0) is a draw, and a
 * lottery income (type 8) right after it is its coin prize. So the demo's prizes and its coin
 * details tell the same story.
 */
function seedLottery(state: MockState, account: Account): Lottery {
  const records = [...welfareOf(state, account).records].reverse()
  const draws: Draw[] = []
  records.forEach((record, index) => {
    if (record.type !== RECORD_TYPE.lottery) return
    const income = records
      .slice(index + 1)
      .find((next) => next.type === RECORD_TYPE.lotteryIncome && next.createdAt - record.createdAt <= PRIZE_RECORD_WINDOW_MS)
    const prize = income ? coinPrizeOf(income.amount) : NO_PRIZE
    const seq = draws.length + 1
    draws.unshift({ seq, drawId: `d${seq}`, prize: publicPrize(prize), costCoins: -record.amount, drawnAt: record.createdAt })
  })
  return { status: 'open', stock: SEED_STOCK, draws, nextSeq: draws.length + 1, failNext: undefined, nextPrizeId: undefined }
}

function lotteryOf(state: MockState, account: Account): Lottery {
  return state.featureState(FEATURE, account, (owner) => seedLottery(state, owner))
}

function drawsToday(lottery: Lottery, now: number): number {
  const today = chinaDateOf(now)
  return lottery.draws.filter((draw) => chinaDateOf(draw.drawnAt) === today).length
}

function statusOf(lottery: Lottery): LotteryStatus {
  return lottery.status === 'open' && lottery.stock <= 0 ? 'exhausted' : lottery.status
}

/** The server's pick: the test's choice, else by weight; with no stock left only "no prize". */
function pickPrize(lottery: Lottery): LotteryPrize {
  const chosen = BOARD.find((cell) => cell.id === lottery.nextPrizeId)
  lottery.nextPrizeId = undefined
  if (chosen) return chosen
  const total = BOARD.reduce((sum, cell) => sum + cell.weight, 0)
  let roll = Math.random() * total
  for (const cell of BOARD) {
    roll -= cell.weight
    if (roll < 0) return cell
  }
  return NO_PRIZE
}

function draw(context: SignedIn): Answer {
  const { state, account, t } = context
  const lottery = lotteryOf(state, account)
  // An interruption before the draw is made is not kept: the same request id may be sent again.
  const injected = lottery.failNext
  if (injected) {
    lottery.failNext = undefined
    return refusal(injected, t)
  }
  return onceByRequestId(context, 'lottery-draw', () => {
    const now = Date.now()
    // Spec 6: blacklisted or risky accounts cannot join.
    if (account.riskStatus !== RISK_NONE) return refusal('cannotParticipate', t)
    const status = statusOf(lottery)
    if (status === 'unavailable') return refusal('unavailable', t)
    if (status === 'paused') return refusal('cannotParticipate', t)
    if (status === 'exhausted') return refusal('prizesExhausted', t)
    if (drawsToday(lottery, now) >= LOTTERY_DAILY_DRAWS) return refusal('cannotParticipate', t)
    if (account.coins < LOTTERY_DRAW_COST) return refusal('insufficientCoins', t)

    const prize = pickPrize(lottery)
    addCoinRecord(state, account, { type: RECORD_TYPE.lottery, amount: -LOTTERY_DRAW_COST }, now)
    if (prize.kind === 'coins' && prize.coins > 0) {
      addCoinRecord(state, account, { type: RECORD_TYPE.lotteryIncome, amount: prize.coins }, now)
    }
    if (prize.kind === 'vip' && prize.vipHours > 0) extendVip(account, prize.vipHours, now)
    if (prize.kind !== 'none') lottery.stock -= 1
    const seq = lottery.nextSeq
    lottery.nextSeq += 1
    const made: Draw = { seq, drawId: `d${seq}`, prize: publicPrize(prize), costCoins: LOTTERY_DRAW_COST, drawnAt: now }
    lottery.draws.unshift(made)
    return {
      code: CODE_OK,
      data: {
        drawId: made.drawId,
        prizeId: prize.id,
        prize: made.prize,
        costCoins: LOTTERY_DRAW_COST,
        drawsToday: drawsToday(lottery, now),
        remainCoins: account.coins,
      } satisfies Wire<typeof drawResult>,
    }
  })
}

const routes: Routes = {
  'GET /lottery/info': {
    handle: ({ state, account }) => {
      const lottery = account ? lotteryOf(state, account) : undefined
      return {
        code: CODE_OK,
        data: {
          status: lottery ? statusOf(lottery) : 'open',
          costCoins: LOTTERY_DRAW_COST,
          dailyDraws: LOTTERY_DAILY_DRAWS,
          drawsToday: lottery ? drawsToday(lottery, Date.now()) : 0,
          prizes: BOARD.map(publicPrize),
        } satisfies Wire<typeof lotteryInfo>,
      }
    },
  },

  'POST /lottery/draw': { auth: true, handle: draw },

  'GET /lottery/prizes': {
    auth: true,
    handle: (context) => {
      const page = pageOf(context.query, lotteryOf(context.state, context.account).draws)
      if (!page) return badPaging(context)
      const list = page.list.map(({ drawId, prize, costCoins, drawnAt }) => ({ drawId, prize, costCoins, drawnAt }))
      return { code: CODE_OK, data: { ...page, list } satisfies Wire<typeof myPrizePage> }
    },
  },
}

export default routes

/**
 * POST /api/__mock/lottery: sets one account's lottery, e.g. `{ "status": "unavailable" }`,
 * `{ "stock": 0 }`, `{ "failNext": "interrupted" }`, `{ "nextPrizeId": "p5" }`. The daily limit is
 * reached by drawing.
 */
export function controlLottery(state: MockState, account: Account, { status, stock, failNext, nextPrizeId }: Fields): string | undefined {
  const known = <T>(list: readonly T[], value: unknown): T | undefined => list.find((item) => item === value)
  if (status !== undefined && !known(LOTTERY_STATUSES, status)) return `status must be one of ${LOTTERY_STATUSES.join(', ')}`
  if (stock !== undefined && !(typeof stock === 'number' && Number.isInteger(stock) && stock >= 0)) return 'stock must be a whole number >= 0'
  if (failNext !== undefined && !known(INJECTED_FAILURES, failNext)) return `failNext must be one of ${INJECTED_FAILURES.join(', ')}`
  if (nextPrizeId !== undefined && !BOARD.some((cell) => cell.id === nextPrizeId)) return 'nextPrizeId must be a prize of the board'
  const lottery = lotteryOf(state, account)
  lottery.status = known(LOTTERY_STATUSES, status) ?? lottery.status
  if (typeof stock === 'number') lottery.stock = stock
  lottery.failNext = known(INJECTED_FAILURES, failNext) ?? lottery.failNext
  if (typeof nextPrizeId === 'string') lottery.nextPrizeId = nextPrizeId
  return undefined
}
