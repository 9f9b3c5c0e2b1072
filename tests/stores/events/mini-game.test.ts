/** @jest-environment node */
import type { GameResult, MiniGame } from '@/api/events'
import { MiniGameStore, type MiniGameApi } from '@/stores/events/mini-game'
import { BALANCE, readCoins, requestIds } from '../../support/events'

const HOUR = 3_600_000

function result(coins = 50): GameResult {
  return { card: 2, cards: [0, 5, coins], play: { playedAt: Date.now(), coins }, remainCoins: undefined, expireCoins: undefined }
}

function fakeApi(): jest.Mocked<MiniGameApi> {
  const now = Date.now()
  const game: MiniGame = { id: 'flipCards', name: '翻牌赢金币', startAt: now - HOUR, endAt: now + HOUR, playsPerDay: 3, prizes: [0, 5, 50], plays: [] }
  return {
    fetchMiniGame: jest.fn(async () => game),
    playMiniGame: jest.fn<Promise<GameResult>, [string, number, string]>(async () => result()),
  }
}

async function loaded() {
  const api = fakeApi()
  const coins = await readCoins()
  const store = new MiniGameStore(api, coins, requestIds())
  await store.event.load()
  return { store, api, coins }
}

describe('MiniGameStore play', () => {
  test('shows the cards dealt, records the play and adds the coins won', async () => {
    const { store, coins } = await loaded()
    await store.play(2)
    expect([store.lastPlay?.cards, store.event.data?.plays.length, coins.remainCoins]).toEqual([[0, 5, 50], 1, BALANCE + 50])
  })

  test('makes the next play a new intent, with a new request id', async () => {
    const { store, api } = await loaded()
    await store.play(2)
    store.dealAgain()
    await store.play(1)
    const ids = api.playMiniGame.mock.calls.map((call) => call[2])
    expect([ids.length, ids[0] === ids[1], store.lastPlay?.card]).toEqual([2, false, 2])
  })
})

test('MiniGameStore forgets the game and the cards of the last play when the user changes', async () => {
  const { store } = await loaded()
  await store.play(2)
  store.clear()
  expect([store.event.data, store.event.status, store.lastPlay]).toEqual([null, 'idle', null])
})
