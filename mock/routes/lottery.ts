// Lottery endpoints: the board, a draw and my prizes (spec 2, 3, 4, 8). Documented in docs/api.md,
// "Lottery endpoints". The server decides the prize; a draw spends coins with a record of type 0
// and credits a coin prize with a record of type 8, so /welfare/coinRecords shows both.
import type { DrawResult, LotteryInfo, MyPrize, MyPrizePage } from '@/api/lottery'
import { CODE_OK } from '@/lib/answer-codes'
import { chinaDateOf } from '@/lib/calendar'
import type { Language } from '@/lib/i18n'
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
import { pagingOf, type Answer, type RouteContext, type Routes } from '../route'
import { HOUR_MS, RISK_NONE, type Account, type MockState } from '../state'
import { RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'

const CODE_BAD_REQUEST = 400
const FEATURE = 'lottery'
/** Prizes (not "thanks for playing") left in the pool at reset; at 0 the lottery is exhausted. */
const SEED_STOCK = 500
/** A coin prize is recorded within this time after its draw's spending record. */
const PRIZE_RECORD_WINDOW_MS = 60 * 1000

/** The board, clockwise from the top-left, with each prize's weight in 100 draws. */
const BOARD: readonly (LotteryPrize & { weight: number })[] = [
  { id: 'p1', kind: 'coins', coins: 5, vipHours: 0, weight: 30 },
  { id: 'p2', kind: 'coins', coins: 20, vipHours: 0, weight: 20 },
  { id: 'p3', kind: 'vip', coins: 0, vipHours: 24, weight: 8 },
  { id: 'p4', kind: 'none', coins: 0, vipHours: 0, weight: 17 },
  { id: 'p5', kind: 'coins', coins: 50, vipHours: 0, weight: 6 },
  { id: 'p6', kind: 'vip', coins: 0, vipHours: 72, weight: 2 },
  { id: 'p7', kind: 'coins', coins: 120, vipHours: 0, weight: 1 },
  { id: 'p8', kind: 'none', coins: 0, vipHours: 0, weight: 16 },
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

const REFUSAL_TEXTS: Record<number, Record<Language, string>> = {
  [CODE_LOTTERY_PRIZES_EXHAUSTED]: {
    zh_CN: '奖品已被抽完，正在补充中',
    en_US: 'The prizes have all been drawn and are being replenished',
    zh_TW: '獎品已被抽完，正在補充中',
    zh_HK: '獎品已被抽完，正在補充中',
    vi_VN: 'Giải thưởng đã hết và đang được bổ sung',
  },
  [CODE_LOTTERY_NETWORK_ABNORMAL]: {
    zh_CN: '网络异常',
    en_US: 'Network abnormal',
    zh_TW: '網路異常',
    zh_HK: '網絡異常',
    vi_VN: 'Mạng bất thường',
  },
  [CODE_LOTTERY_INSUFFICIENT_COINS]: {
    zh_CN: '金币余额不足',
    en_US: 'Insufficient coin balance',
    zh_TW: '金幣餘額不足',
    zh_HK: '金幣餘額不足',
    vi_VN: 'Số dư xu không đủ',
  },
  [CODE_LOTTERY_CANNOT_PARTICIPATE]: {
    zh_CN: '暂时无法参与',
    en_US: 'You cannot take part right now',
    zh_TW: '暫時無法參與',
    zh_HK: '暫時無法參與',
    vi_VN: 'Hiện tại bạn không thể tham gia',
  },
  [CODE_LOTTERY_INTERRUPTED]: {
    zh_CN: '抽奖中断，请重试或联系客服',
    en_US: 'The draw was interrupted. Please retry or contact support',
    zh_TW: '抽獎中斷，請重試或聯絡客服',
    zh_HK: '抽獎中斷，請重試或聯絡客服',
    vi_VN: 'Lượt rút bị gián đoạn. Vui lòng thử lại hoặc liên hệ hỗ trợ',
  },
  [CODE_LOTTERY_UNAVAILABLE]: {
    zh_CN: '当前不可用',
    en_US: 'Currently unavailable',
    zh_TW: '目前無法使用',
    zh_HK: '當前不可用',
    vi_VN: 'Hiện không khả dụng',
  },
  [CODE_LOTTERY_WINNING_NOT_FOUND]: {
    zh_CN: '中奖ID错误或不存在',
    en_US: 'The winning ID is wrong or does not exist',
    zh_TW: '中獎ID錯誤或不存在',
    zh_HK: '中獎ID錯誤或不存在',
    vi_VN: 'Mã trúng thưởng sai hoặc không tồn tại',
  },
}

const FAILURE_CODES: Record<InjectedFailure, number> = {
  networkAbnormal: CODE_LOTTERY_NETWORK_ABNORMAL,
  interrupted: CODE_LOTTERY_INTERRUPTED,
  winningNotFound: CODE_LOTTERY_WINNING_NOT_FOUND,
}

function refusal(code: number, lang: Language): Answer {
  return { code, msg: REFUSAL_TEXTS[code][lang] }
}

function publicPrize({ id, kind, coins, vipHours }: LotteryPrize): LotteryPrize {
  return { id, kind, coins, vipHours }
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
    const prize = income
      ? (BOARD.find((cell) => cell.kind === 'coins' && cell.coins === income.amount) ?? {
          ...BOARD[0],
          id: `p-${income.amount}`,
          coins: income.amount,
        })
      : NO_PRIZE
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

function draw(context: RouteContext & { account: Account }): Answer {
  const { state, account, lang } = context
  const lottery = lotteryOf(state, account)
  // An interruption before the draw is made is not kept: the same request id may be sent again.
  const injected = lottery.failNext
  if (injected) {
    lottery.failNext = undefined
    return refusal(FAILURE_CODES[injected], lang)
  }
  return onceByRequestId(context, 'lottery-draw', () => {
    const now = Date.now()
    // Spec 6: blacklisted or risky accounts cannot join.
    if (account.riskStatus !== RISK_NONE) return refusal(CODE_LOTTERY_CANNOT_PARTICIPATE, lang)
    const status = statusOf(lottery)
    if (status === 'unavailable') return refusal(CODE_LOTTERY_UNAVAILABLE, lang)
    if (status === 'paused') return refusal(CODE_LOTTERY_CANNOT_PARTICIPATE, lang)
    if (status === 'exhausted') return refusal(CODE_LOTTERY_PRIZES_EXHAUSTED, lang)
    if (drawsToday(lottery, now) >= LOTTERY_DAILY_DRAWS) return refusal(CODE_LOTTERY_CANNOT_PARTICIPATE, lang)
    if (account.coins < LOTTERY_DRAW_COST) return refusal(CODE_LOTTERY_INSUFFICIENT_COINS, lang)

    const prize = pickPrize(lottery)
    addCoinRecord(state, account, { type: RECORD_TYPE.lottery, amount: -LOTTERY_DRAW_COST }, now)
    if (prize.kind === 'coins' && prize.coins > 0) {
      addCoinRecord(state, account, { type: RECORD_TYPE.lotteryIncome, amount: prize.coins }, now)
    }
    if (prize.kind === 'vip' && prize.vipHours > 0) {
      account.vipExpireAt = Math.max(account.vipExpireAt, now) + prize.vipHours * HOUR_MS
    }
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
      } satisfies DrawResult,
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
        } satisfies LotteryInfo,
      }
    },
  },

  'POST /lottery/draw': { auth: true, handle: draw },

  'GET /lottery/prizes': {
    auth: true,
    handle: ({ state, account, query, t }) => {
      const paging = pagingOf(query)
      if (!paging) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
      const { page, pageSize } = paging
      const { draws } = lotteryOf(state, account)
      const start = (page - 1) * pageSize
      return {
        code: CODE_OK,
        data: {
          list: draws.slice(start, start + pageSize).map(({ drawId, prize, costCoins, drawnAt }) => ({ drawId, prize, costCoins, drawnAt })),
          page,
          total: draws.length,
          hasMore: start + pageSize < draws.length,
        } satisfies MyPrizePage,
      }
    },
  },
}

export default routes

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `POST /api/__mock/lottery` (tests only): sets one account's lottery, e.g. `{ "token":
 * "demo-token", "status": "unavailable" }`, `{ "stock": 0 }`, `{ "failNext": "interrupted" }`,
 * `{ "nextPrizeId": "p5" }`. The daily limit is reached by drawing.
 */
export function controlLottery(state: MockState, rawBody: string): { status: number; body: unknown } {
  let request: unknown
  try {
    request = JSON.parse(rawBody)
  } catch {
    return { status: 400, body: { error: 'body must be JSON' } }
  }
  if (!isRecord(request)) return { status: 400, body: { error: 'body must be an object' } }
  const account = state.accountByToken(request.token)
  if (!account) return { status: 400, body: { error: 'token must name an account' } }
  const { status, stock, failNext, nextPrizeId } = request
  if (status !== undefined && !(LOTTERY_STATUSES as readonly unknown[]).includes(status)) {
    return { status: 400, body: { error: `status must be one of ${LOTTERY_STATUSES.join(', ')}` } }
  }
  if (stock !== undefined && !(typeof stock === 'number' && Number.isInteger(stock) && stock >= 0)) {
    return { status: 400, body: { error: 'stock must be a whole number >= 0' } }
  }
  if (failNext !== undefined && !(INJECTED_FAILURES as readonly unknown[]).includes(failNext)) {
    return { status: 400, body: { error: `failNext must be one of ${INJECTED_FAILURES.join(', ')}` } }
  }
  if (nextPrizeId !== undefined && !BOARD.some((cell) => cell.id === nextPrizeId)) {
    return { status: 400, body: { error: 'nextPrizeId must be a prize of the board' } }
  }
  const lottery = lotteryOf(state, account)
  if (status !== undefined) lottery.status = status as LotteryStatus
  if (stock !== undefined) lottery.stock = stock as number
  if (failNext !== undefined) lottery.failNext = failNext as InjectedFailure
  if (nextPrizeId !== undefined) lottery.nextPrizeId = nextPrizeId as string
  return { status: 200, body: { ok: true, status: statusOf(lottery), stock: lottery.stock } }
}
