/** @jest-environment node */
import type { WeeklyReward } from '@/api/events'
import { addDays } from '@/lib/calendar'
import { chinaWeekOf } from '@/lib/event-rewards'
import { HttpError } from '@/services/http/errors'
import { WeeklyRewardStore, type WeeklyRewardApi } from '@/stores/events/weekly-reward'
import { readCoins, requestIds } from '../../support/events'

const DAY = 24 * 3_600_000
const LAST_WEEK = addDays(chinaWeekOf(Date.now()), -7)

function fakeApi(overrides: Partial<WeeklyRewardApi> = {}): jest.Mocked<WeeklyRewardApi> {
  const now = Date.now()
  const event: WeeklyReward = {
    id: 'weeklyCoins',
    name: '金币周榜',
    startAt: now - 30 * DAY,
    endAt: now + 30 * DAY,
    tiers: [{ fromRank: 1, toRank: 1, coins: 500 }],
    weeks: [{ weekStart: LAST_WEEK, rank: 1, score: 900, rewardCoins: 500, claimed: false }],
    leadersWeek: LAST_WEEK,
    leaders: [],
  }
  return {
    fetchWeeklyReward: jest.fn(async () => event),
    claimRankingReward: jest.fn(async () => ({ coins: 500, date: LAST_WEEK, remainCoins: 1780, expireCoins: 40 })),
    ...overrides,
  } as jest.Mocked<WeeklyRewardApi>
}

async function loaded(api = fakeApi()) {
  const coins = await readCoins()
  const store = new WeeklyRewardStore(api, coins, requestIds())
  await store.event.load()
  return { store, api, coins }
}

describe('WeeklyRewardStore claim', () => {
  test('marks the week claimed and takes the server’s balance', async () => {
    const { store, coins } = await loaded()
    await store.claim(LAST_WEEK)
    expect([store.event.data?.weeks[0].claimed, coins.remainCoins, coins.expireCoins]).toEqual([true, 1780, 40])
  })

  test('sends the same request id again after a lost answer, and keeps the week claimable meanwhile', async () => {
    const api = fakeApi({
      claimRankingReward: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue({ coins: 500, date: LAST_WEEK, remainCoins: 1780 }),
    })
    const { store } = await loaded(api)
    await expect(store.claim(LAST_WEEK)).rejects.toBeInstanceOf(HttpError)
    expect(store.event.data?.weeks[0].claimed).toBe(false)
    await store.claim(LAST_WEEK)
    const ids = api.claimRankingReward.mock.calls.map((call) => call[2])
    expect([ids[0] === ids[1], store.event.data?.weeks[0].claimed]).toEqual([true, true])
  })
})

test('WeeklyRewardStore forgets the weeks when the user changes', async () => {
  const { store } = await loaded()
  store.clear()
  expect([store.event.data, store.event.status]).toEqual([null, 'idle'])
})
