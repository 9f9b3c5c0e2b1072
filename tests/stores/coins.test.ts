/** @jest-environment node */
import type { WelfareSummary } from '@/api/welfare'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'

const SUMMARY: WelfareSummary = { remainCoins: 1280, expiringCoins: 40, expiringAt: 1764518399999, todayIncome: 0, totalIncome: 3000 }

async function loadedStore(summary: WelfareSummary = SUMMARY): Promise<CoinStore> {
  const store = new CoinStore(async () => summary)
  await store.load()
  return store
}

describe('CoinStore', () => {
  describe('offline, with the figures of an earlier visit', () => {
    const kept = { data: { ...SUMMARY, remainCoins: 900 }, savedAt: 1_790_000_000_000 }
    const keptBook = { recall: () => kept, remember: () => undefined }

    it('shows the earlier figures with their time', async () => {
      const store = new CoinStore(jest.fn().mockRejectedValue(HttpError.offline()), keptBook)
      await store.load()
      expect([store.status, store.remainCoins, store.lastKnownAt]).toEqual(['ready', 900, kept.savedAt])
    })

    it('gives no balance to check a money action against', async () => {
      const store = new CoinStore(jest.fn().mockRejectedValue(HttpError.offline()), keptBook)
      await store.load()
      expect(store.knownBalance).toBeUndefined()
    })

    it("gives this visit's balance to check against once it is read", async () => {
      const store = new CoinStore(jest.fn().mockRejectedValueOnce(HttpError.offline()).mockResolvedValue(SUMMARY), keptBook)
      await store.load()
      await store.load()
      expect([store.knownBalance, store.lastKnownAt]).toEqual([1280, undefined])
    })
  })

  it('takes the balance and expiring coins from the summary', async () => {
    const store = await loadedStore()
    expect([store.remainCoins, store.expireCoins, store.status]).toEqual([1280, 40, 'ready'])
  })

  it('keeps coins earned since the last read through a failed refresh; the next answer replaces them', async () => {
    const loader = jest.fn().mockResolvedValueOnce(SUMMARY).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ...SUMMARY, remainCoins: 1300 })
    const store = new CoinStore(loader)
    await store.load()
    store.applyChange(2, { remainCoins: 1282 })
    await store.load()
    expect([store.status, store.remainCoins]).toEqual(['ready', 1282])
    await store.load()
    expect(store.remainCoins).toBe(1300)
  })

  it('counts coins earned before the first read', () => {
    const store = new CoinStore(async () => SUMMARY)
    store.applyChange(10, { remainCoins: 1290 })
    expect([store.status, store.remainCoins, store.todayIncome]).toEqual(['idle', 1290, 10])
  })

  it('sets the balance from the server after a spend', async () => {
    const store = await loadedStore()
    store.applyChange(-200, { remainCoins: 1090, expireCoins: 0 })
    expect([store.remainCoins, store.expireCoins]).toEqual([1090, 0])
  })

  it('reduces the balance by the price when the server gives none', async () => {
    const store = await loadedStore()
    store.applyChange(-200)
    expect(store.remainCoins).toBe(1080)
  })

  it('counts earned coins as today’s and total income', async () => {
    const store = await loadedStore()
    store.applyChange(2, { remainCoins: 1282 })
    expect([store.todayIncome, store.totalIncome]).toEqual([2, 3002])
  })

  it('does not count a spend as income', async () => {
    const store = await loadedStore()
    store.applyChange(-200)
    expect(store.totalIncome).toBe(3000)
  })

  it('forgets the figures on clear', async () => {
    const store = await loadedStore()
    store.clear()
    expect([store.remainCoins, store.status]).toEqual([0, 'idle'])
  })
})
