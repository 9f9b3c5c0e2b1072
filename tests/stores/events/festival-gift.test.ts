/** @jest-environment node */
import type { FestivalGift } from '@/api/events'
import { HttpError } from '@/services/http/errors'
import { FestivalGiftStore, type FestivalGiftApi } from '@/stores/events/festival-gift'
import { BALANCE, readCoins, requestIds } from '../../support/events'

const HOUR = 3_600_000

function fakeApi(overrides: Partial<FestivalGiftApi> = {}): jest.Mocked<FestivalGiftApi> {
  const now = Date.now()
  const gift: FestivalGift = { id: 'midAutumn', name: '中秋节福利', startAt: now - HOUR, endAt: now + HOUR, rewardCoins: 66, claimed: false }
  return {
    fetchFestivalGift: jest.fn(async () => gift),
    claimFestivalGift: jest.fn(async () => ({ coins: 66, date: '', remainCoins: 1346, expireCoins: 40 })),
    ...overrides,
  } as jest.Mocked<FestivalGiftApi>
}

async function loaded(api = fakeApi()) {
  const coins = await readCoins()
  const store = new FestivalGiftStore(api, coins, requestIds())
  await store.event.load()
  return { store, coins }
}

describe('FestivalGiftStore claim', () => {
  test('marks the gift claimed and takes the balance from the answer (spec 4)', async () => {
    const { store, coins } = await loaded()
    await store.claim()
    expect([store.event.data?.claimed, coins.remainCoins, coins.todayIncome]).toEqual([true, 1346, 66])
  })

  test('leaves the balance alone when the claim fails', async () => {
    const { store, coins } = await loaded(fakeApi({ claimFestivalGift: jest.fn().mockRejectedValue(HttpError.network()) }))
    await expect(store.claim()).rejects.toBeInstanceOf(HttpError)
    expect([coins.remainCoins, store.event.data?.claimed]).toEqual([BALANCE, false])
  })
})

test('FestivalGiftStore forgets the gift when the user changes', async () => {
  const { store } = await loaded()
  store.clear()
  expect([store.event.data, store.event.status]).toEqual([null, 'idle'])
})
