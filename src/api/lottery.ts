import * as v from 'valibot'
import {
  drawRefusalOf,
  LOTTERY_BOARD_SIZE,
  LOTTERY_PRIZE_KINDS,
  LOTTERY_STATUSES,
  type LotteryPrize,
} from '@/lib/lottery'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { itemImage } from './item-image'
import { count, num, okData, pagedAnswer, parseAnswer, text } from './shape'
import { LOTTERY_INFO_READ, lotteryPrizesRead } from './area-reads'

// The lottery: its board and rules, a draw, my prizes (docs/api.md, "Lottery endpoints").

/** Why a draw was refused (src/lib/refusal.ts). */
export const drawRefusal = refusalReader(drawRefusalOf)

const lotteryPrize = v.object({
  id: text,
  kind: v.picklist(LOTTERY_PRIZE_KINDS),
  coins: v.nullish(count, 0),
  vipHours: v.nullish(count, 0),
  /** Its picture on the board and in the result; none: the kind's own tile. */
  image: itemImage,
}) satisfies v.GenericSchema<unknown, LotteryPrize>

export const lotteryInfo = v.object({
  status: v.picklist(LOTTERY_STATUSES),
  costCoins: count,
  /** 0: no daily limit. */
  dailyDraws: v.nullish(count, 0),
  /** Visitors: 0. */
  drawsToday: v.nullish(count, 0),
  prizes: v.pipe(v.array(lotteryPrize), v.length(LOTTERY_BOARD_SIZE)),
})
export type LotteryInfo = v.InferOutput<typeof lotteryInfo>

export const drawResult = v.object({
  drawId: text,
  prizeId: text,
  prize: lotteryPrize,
  costCoins: count,
  drawsToday: count,
  remainCoins: num,
  expireCoins: v.optional(num),
})
export type DrawResult = v.InferOutput<typeof drawResult>

const myPrize = v.object({
  drawId: text,
  prize: lotteryPrize,
  costCoins: count,
  drawnAt: num,
})
export type MyPrize = v.InferOutput<typeof myPrize>

export const myPrizePage = pagedAnswer(myPrize)
export type MyPrizePage = v.InferOutput<typeof myPrizePage>

/** The board, its state and today's draws; visitors get it too (spec 6: log in to draw). */
export async function fetchLotteryInfo(): Promise<LotteryInfo> {
  return parseAnswer(lotteryInfo, okData(await http.request(LOTTERY_INFO_READ)))
}

/** One draw; `requestId` is made once per tap and sent again on a retry (docs/api.md, "Request ids"). */
export async function drawLottery(requestId: string): Promise<DrawResult> {
  // silent: the board's own spin says a draw is on its way
  const answer = await http.request({ method: 'POST', path: '/lottery/draw', body: { requestId }, silent: true })
  return parseAnswer(drawResult, okData(answer))
}

export async function fetchMyPrizes(page: number, pageSize: number): Promise<MyPrizePage> {
  return parseAnswer(
    myPrizePage,
    okData(await http.request(lotteryPrizesRead(page, pageSize))),
  )
}
