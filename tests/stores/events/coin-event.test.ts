/** @jest-environment node */
import type { CoinEvent } from '@/api/events'
import { chinaDateOf } from '@/lib/calendar'
import { CoinEventStore, type CoinEventApi } from '@/stores/events/coin-event'
import { readCoins, requestIds } from '../../support/events'

const HOUR = 3_600_000

function fakeApi(): CoinEventApi {
  const now = Date.now()
  const today = chinaDateOf(now)
  const event: CoinEvent = { id: 'springCoins', name: '新春金币节', startAt: now - HOUR, endAt: now + HOUR, days: [{ date: today, coins: 10 }], claimedDates: [] }
  return {
    fetchCoinEvent: jest.fn(async () => event),
    claimCoinEventDay: jest.fn(async () => ({ coins: 10, date: today, remainCoins: 1290, expireCoins: 40 })),
  }
}

async function loaded() {
  const coins = await readCoins()
  const store = new CoinEventStore(fakeApi(), coins, requestIds())
  await store.event.load()
  return { store, coins }
}

test('CoinEventStore marks today claimed and moves the balance', async () => {
  const { store, coins } = await loaded()
  await store.claimToday()
  expect([store.event.data?.claimedDates, coins.remainCoins]).toEqual([[chinaDateOf(Date.now())], 1290])
})

test('CoinEventStore forgets the event when the user changes', async () => {
  const { store } = await loaded()
  store.clear()
  expect([store.event.data, store.event.status]).toEqual([null, 'idle'])
})
