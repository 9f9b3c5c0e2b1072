import type { InviteRecord, InviteRecordPage } from '@/api/invite'
import type { CoinRecordPage } from '@/api/welfare'
import { HttpError } from '@/services/http/errors'
import { InviteStore, type InviteApi } from '@/stores/invite'
import { deferred } from '../support/deferred'

function row(id: string, state: InviteRecord['state'] = 'completed'): InviteRecord {
  return { id, friend: '138****5566', state, invitedAt: 1763179200000, rewardCoins: 0, rewardVipDays: 0 }
}

function page(list: InviteRecord[], hasMore = false): InviteRecordPage {
  return { list, page: 1, hasMore, total: list.length }
}

const COINS: CoinRecordPage = { list: [{ id: 'cr1', type: 2, amount: 100, createdAt: 1763179200000 }], page: 1, hasMore: false, total: 1 }

function fakeApi(overrides: Partial<InviteApi> = {}): jest.Mocked<InviteApi> {
  return {
    fetchRecords: jest.fn(async (state: InviteRecord['state']) => page([row(`${state}-1`, state)])),
    fetchCoinRecords: jest.fn(async () => COINS),
    ...overrides,
  } as jest.Mocked<InviteApi>
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

describe('InviteStore', () => {
  it('reads a tab the first time it opens, with its own state', async () => {
    const api = fakeApi()
    const store = new InviteStore(api)
    store.open('toAppeal')
    await settle()
    expect(api.fetchRecords).toHaveBeenCalledWith('toAppeal', 1, 10)
    expect(store.records.toAppeal.items.map((item) => item.id)).toEqual(['toAppeal-1'])
  })

  it('keeps the rows of a tab opened again instead of reading it again', async () => {
    const api = fakeApi()
    const store = new InviteStore(api)
    store.open('completed')
    await settle()
    store.open('completed')
    await settle()
    expect(api.fetchRecords).toHaveBeenCalledTimes(1)
  })

  it('keeps each tab apart: one state never shows another state rows', async () => {
    const store = new InviteStore(fakeApi())
    store.open('completed')
    store.open('violating')
    await settle()
    expect(store.records.completed.items.map((item) => item.state)).toEqual(['completed'])
    expect(store.records.violating.items.map((item) => item.state)).toEqual(['violating'])
  })

  it('shows the error after a failed read, and the rows when the tab opens again', async () => {
    const api = fakeApi({
      fetchRecords: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(page([row('a')])),
    })
    const store = new InviteStore(api)
    store.open('completed')
    await settle()
    expect(store.records.completed.status).toBe('error')
    store.open('completed')
    await settle()
    expect([store.records.completed.status, store.records.completed.items.map((item) => item.id)]).toEqual(['ready', ['a']])
  })

  it('drops an answer that arrives after the user logged out', async () => {
    const late = deferred<InviteRecordPage>()
    const store = new InviteStore(fakeApi({ fetchRecords: jest.fn(() => late.promise) }))
    store.open('completed')
    store.clear()
    late.resolve(page([row('old')]))
    await settle()
    expect([store.records.completed.status, store.records.completed.items]).toEqual(['idle', []])
  })

  it('reads the invite coin records once, and forgets them at logout', async () => {
    const api = fakeApi()
    const store = new InviteStore(api)
    store.openCoinRecords()
    store.openCoinRecords()
    await settle()
    expect(api.fetchCoinRecords).toHaveBeenCalledTimes(1)
    expect(store.coinRecords.items).toEqual(COINS.list)
    store.clear()
    expect(store.coinRecords.items).toEqual([])
  })

  it('reads the coin records again after a failure', async () => {
    const api = fakeApi({ fetchCoinRecords: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(COINS) })
    const store = new InviteStore(api)
    store.openCoinRecords()
    await settle()
    expect(store.coinRecords.status).toBe('error')
    store.openCoinRecords()
    await settle()
    expect(store.coinRecords.status).toBe('ready')
  })
})
