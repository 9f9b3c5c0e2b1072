// The lottery's answers and a fake API, for the store and page tests.
import type { DrawResult, LotteryInfo, MyPrize } from '@/api/lottery'
import type { LotteryPrize } from '@/lib/lottery'
import type { LotteryApi } from '@/stores/lottery'

export const PRIZES: LotteryPrize[] = [
  { id: 'p1', kind: 'coins', coins: 5, vipHours: 0 },
  { id: 'p2', kind: 'coins', coins: 20, vipHours: 0 },
  { id: 'p3', kind: 'vip', coins: 0, vipHours: 24 },
  { id: 'p4', kind: 'none', coins: 0, vipHours: 0 },
  { id: 'p5', kind: 'coins', coins: 50, vipHours: 0 },
  { id: 'p6', kind: 'vip', coins: 0, vipHours: 72 },
  { id: 'p7', kind: 'coins', coins: 120, vipHours: 0 },
  { id: 'p8', kind: 'none', coins: 0, vipHours: 0 },
]

export const INFO: LotteryInfo = { status: 'open', costCoins: 20, dailyDraws: 10, drawsToday: 1, prizes: PRIZES }

export const RESULT: DrawResult = {
  drawId: 'd9',
  prizeId: 'p5',
  prize: PRIZES[4],
  costCoins: 20,
  drawsToday: 2,
  remainCoins: 1310,
  expireCoins: undefined,
}

export const MY_PRIZES: MyPrize[] = [
  { drawId: 'd2', prize: PRIZES[6], costCoins: 20, drawnAt: Date.UTC(2026, 10, 18, 13, 1) },
  { drawId: 'd1', prize: PRIZES[3], costCoins: 10, drawnAt: Date.UTC(2026, 10, 10, 13, 0) },
]

const REQUEST_IDS = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)]

export function fakeLotteryApi(overrides: Partial<LotteryApi> = {}): jest.Mocked<LotteryApi> {
  let made = 0
  return {
    fetchInfo: jest.fn(async () => INFO),
    draw: jest.fn(async () => RESULT),
    fetchPrizes: jest.fn(async () => ({ list: MY_PRIZES, hasMore: false })),
    newRequestId: jest.fn(async () => REQUEST_IDS[made++ % REQUEST_IDS.length]),
    ...overrides,
  } as jest.Mocked<LotteryApi>
}
