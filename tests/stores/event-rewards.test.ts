/** @jest-environment node */
import type { GameResult, MailActivity, MiniGame, WeeklyReward } from '@/api/events'
import { chinaWeekOf } from '@/lib/event-rewards'
import { addDays } from '@/lib/calendar'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { EventsStore, type EventsApi } from '@/stores/events'
import { deferred } from '../support/deferred'

const HOUR = 3_600_000
const NOW = Date.now()
const LAST_WEEK = addDays(chinaWeekOf(NOW), -7)

function weeklyReward(claimed = false): WeeklyReward {
  return {
    id: 'weeklyCoins',
    name: '金币周榜',
    startAt: NOW - 30 * 24 * HOUR,
    endAt: NOW + 30 * 24 * HOUR,
    tiers: [{ fromRank: 1, toRank: 1, coins: 500 }],
    weeks: [{ weekStart: LAST_WEEK, rank: 1, score: 900, rewardCoins: 500, claimed }],
    leadersWeek: LAST_WEEK,
    leaders: [],
  }
}

function mailActivity(): MailActivity {
  return {
    id: 'springMail',
    name: '新春来信',
    startAt: NOW - HOUR,
    endAt: NOW + HOUR,
    letters: [{ id: 'newYear', title: '除夕红包', body: '', coins: 50, sentAt: NOW - HOUR, claimed: false }],
  }
}

function miniGame(plays: MiniGame['plays'] = []): MiniGame {
  return { id: 'flipCards', name: '翻牌赢金币', startAt: NOW - HOUR, endAt: NOW + HOUR, playsPerDay: 3, prizes: [0, 5, 50], plays }
}

function result(coins = 50): GameResult {
  return { card: 2, cards: [0, 5, coins], play: { playedAt: Date.now(), coins }, remainCoins: undefined, expireCoins: undefined }
}

function fakeApi(overrides: Partial<EventsApi> = {}): jest.Mocked<EventsApi> {
  return {
    fetchWeeklyReward: jest.fn(async () => weeklyReward()),
    claimRankingReward: jest.fn(async () => ({ coins: 500, date: LAST_WEEK, remainCoins: 1780, expireCoins: 40 })),
    fetchMailActivity: jest.fn(async () => mailActivity()),
    claimLetter: jest.fn(async () => ({ coins: 50, date: null, remainCoins: undefined, expireCoins: undefined })),
    fetchMiniGame: jest.fn(async () => miniGame()),
    playMiniGame: jest.fn(async () => result()),
    ...overrides,
  } as jest.Mocked<EventsApi>
}

function coinStore(): CoinStore {
  return new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
}

function idMaker() {
  let next = 0
  return jest.fn(async () => `${(next += 1)}`.padStart(32, '0'))
}

async function loaded(api = fakeApi(), makeId = idMaker()) {
  const coins = coinStore()
  await coins.load()
  const store = new EventsStore(api, coins, makeId)
  await Promise.all([store.loadWeeklyReward(), store.loadMailActivity(), store.loadMiniGame()])
  return { store, api, coins, makeId }
}

describe('EventsStore weekly reward', () => {
  test('marks the week claimed and takes the server’s balance', async () => {
    const { store, coins } = await loaded()
    await store.claimRankingReward(LAST_WEEK)
    expect([store.weeklyReward?.weeks[0].claimed, coins.remainCoins, coins.expireCoins]).toEqual([true, 1780, 40])
  })

  test('sends one claim for a double tap', async () => {
    const { store, api } = await loaded()
    const [first, second] = await Promise.all([store.claimRankingReward(LAST_WEEK), store.claimRankingReward(LAST_WEEK)])
    expect([api.claimRankingReward.mock.calls.length, first?.coins, second]).toEqual([1, 500, undefined])
  })

  test('sends the same request id again after a lost answer, and keeps the week claimable meanwhile', async () => {
    const api = fakeApi({
      claimRankingReward: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue({ coins: 500, date: LAST_WEEK, remainCoins: 1780 }),
    })
    const { store } = await loaded(api)
    await expect(store.claimRankingReward(LAST_WEEK)).rejects.toBeInstanceOf(HttpError)
    expect(store.weeklyReward?.weeks[0].claimed).toBe(false)
    await store.claimRankingReward(LAST_WEEK)
    const ids = api.claimRankingReward.mock.calls.map((call) => call[2])
    expect([ids[0] === ids[1], store.weeklyReward?.weeks[0].claimed]).toEqual([true, true])
  })

  test('uses a new request id after the server refused, and reads the event again', async () => {
    const api = fakeApi({ claimRankingReward: jest.fn().mockRejectedValueOnce(new Refusal(10192, '该周奖励已过领取期限')) })
    const { store } = await loaded(api)
    await expect(store.claimRankingReward(LAST_WEEK)).rejects.toEqual(new Refusal(10192, '该周奖励已过领取期限'))
    await store.claimRankingReward(LAST_WEEK)
    const ids = api.claimRankingReward.mock.calls.map((call) => call[2])
    expect([ids[0] === ids[1], api.fetchWeeklyReward.mock.calls.length]).toEqual([false, 2])
  })
})

describe('EventsStore mail activity', () => {
  test('marks the letter claimed and moves the local balance when the answer names none (spec 4)', async () => {
    const { store, coins } = await loaded()
    await store.claimLetter('newYear')
    expect([store.mailActivity?.letters[0].claimed, coins.remainCoins]).toEqual([true, 1330])
  })

  test('keeps the letter claimable after a failure', async () => {
    const { store } = await loaded(fakeApi({ claimLetter: jest.fn().mockRejectedValue(new Refusal(500, '')) }))
    await expect(store.claimLetter('newYear')).rejects.toBeInstanceOf(Refusal)
    expect([store.mailActivity?.letters[0].claimed, store.acting]).toEqual([false, null])
  })
})

describe('EventsStore mini game', () => {
  test('shows the cards dealt, records the play and adds the coins won', async () => {
    const { store, coins } = await loaded()
    await store.playMiniGame(2)
    expect([store.lastPlay?.cards, store.miniGame?.plays.length, coins.remainCoins]).toEqual([[0, 5, 50], 1, 1330])
  })

  test('makes the next play a new intent, with a new request id', async () => {
    const { store, api } = await loaded()
    await store.playMiniGame(2)
    store.dealAgain()
    await store.playMiniGame(1)
    const ids = api.playMiniGame.mock.calls.map((call) => call[2])
    expect([ids.length, ids[0] === ids[1], store.lastPlay?.card]).toEqual([2, false, 2])
  })
})

test('clear forgets the three screens and drops a read answering after it', async () => {
  const answer = deferred<MiniGame>()
  const { store } = await loaded()
  const api = fakeApi({ fetchMiniGame: jest.fn(() => answer.promise) })
  const fresh = new EventsStore(api, coinStore(), idMaker())
  const read = fresh.loadMiniGame()
  fresh.clear()
  answer.resolve(miniGame())
  await read
  await store.playMiniGame(2)
  store.clear()
  expect([fresh.miniGame, fresh.status.miniGame, store.weeklyReward, store.mailActivity, store.lastPlay]).toEqual([null, 'idle', null, null, null])
})
