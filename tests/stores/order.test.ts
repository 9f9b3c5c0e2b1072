/** @jest-environment node */
import type { RefundList, Refund } from '@/api/order'
import type { MemberRecord } from '@/api/records'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { OrderStore, type OrderApi } from '@/stores/order'
import { deferred } from '../support/deferred'

const NOW = Date.now()
const DAY_MS = 24 * 60 * 60 * 1000

function record(orderNo: string, overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    orderNo,
    level: 'vip',
    paymentMethod: 'paymentApp',
    obtainedAt: NOW - DAY_MS,
    addedDays: 20,
    benefitStart: NOW - DAY_MS,
    benefitEnd: NOW + 19 * DAY_MS,
    gifted: false,
    giftActivated: false,
    refundState: 'refundable',
    refundableUntil: NOW + 6 * DAY_MS,
    refundedAt: 0,
    ...overrides,
  }
}

const REFUND: Refund = {
  refundNo: 'R1',
  orderNo: 'M1',
  addedDays: 20,
  reason: 'too slow',
  requestedAt: NOW,
  outcome: 'refunded',
  refundedAt: NOW,
}

const NO_REFUNDS: RefundList = { serviceUsed: false, list: [] }

type Mocked<K extends keyof OrderApi> = jest.MockedFunction<OrderApi[K]>

interface FakeApi extends OrderApi {
  fetchMemberRecords: Mocked<'fetchMemberRecords'>
  fetchRefunds: Mocked<'fetchRefunds'>
  requestRefund: Mocked<'requestRefund'>
  newRequestId: Mocked<'newRequestId'>
}

/** A server with two refundable orders: a refund it makes shows in what it answers next. */
function fakeApi(overrides: Partial<Pick<FakeApi, 'fetchRefunds' | 'requestRefund'>> = {}): FakeApi {
  let ids = 0
  const made: Refund[] = []
  const shown = (orderNo: string, obtainedAt: number) =>
    made.some((refund) => refund.orderNo === orderNo)
      ? record(orderNo, { obtainedAt, refundState: 'refunded', refundedAt: NOW })
      : record(orderNo, { obtainedAt })
  return {
    fetchMemberRecords: jest.fn<ReturnType<OrderApi['fetchMemberRecords']>, Parameters<OrderApi['fetchMemberRecords']>>(async () => ({ list: [shown('M1', NOW - DAY_MS), shown('M2', NOW - 2 * DAY_MS)], hasMore: false })),
    fetchRefunds:
      overrides.fetchRefunds ?? jest.fn(async (): Promise<RefundList> => (made.length ? { serviceUsed: true, list: [...made] } : NO_REFUNDS)),
    requestRefund:
      overrides.requestRefund ??
      jest.fn<Promise<Refund>, Parameters<OrderApi['requestRefund']>>(async () => {
        made.push(REFUND)
        return REFUND
      }),
    newRequestId: jest.fn(async () => {
      ids += 1
      return String(ids).padStart(32, '0')
    }),
  }
}

async function setup(api = fakeApi()) {
  const store = new OrderStore(api)
  await store.records.reload()
  await store.loadRefunds()
  return { store, api }
}

describe('OrderStore refunds', () => {
  it('sends the order, the reason and a request id', async () => {
    const { store, api } = await setup()
    await store.requestRefund('M1', 'too slow')
    expect(api.requestRefund).toHaveBeenCalledWith({ orderNo: 'M1', reason: 'too slow', requestId: '0'.repeat(31) + '1' })
  })

  it('marks the order refunded and lists the refund', async () => {
    const { store } = await setup()
    await store.requestRefund('M1', 'too slow')
    expect(store.records.items[0].refundState).toBe('refunded')
    expect(store.refunds?.list).toEqual([REFUND])
  })

  it('knows the refund service is used after a refund, so no other order is refundable', async () => {
    const { store } = await setup()
    await store.requestRefund('M1', '')
    expect(store.refundServiceUsed).toBe(true)
  })

  it('reads the orders again after a refund and says it did', async () => {
    const { store, api } = await setup()
    const done = await store.requestRefund('M1', '')
    expect(done?.refreshed).toBe(true)
    expect(api.fetchMemberRecords).toHaveBeenCalledTimes(2)
  })

  it('says the refresh failed when the orders cannot be read again, keeping the refund shown', async () => {
    const api = fakeApi()
    const { store } = await setup(api)
    api.fetchMemberRecords.mockRejectedValueOnce(HttpError.network())
    const done = await store.requestRefund('M1', '')
    expect(done?.refreshed).toBe(false)
    expect(store.records.items[0].refundState).toBe('refunded')
  })

  describe('while nothing can be read again after a refund', () => {
    /** A refund of `refund` that the server makes, after which no read answers. */
    async function refundedOffline(refund: Refund, earlier: RefundList = NO_REFUNDS) {
      const api = fakeApi({
        fetchRefunds: jest.fn(async () => earlier),
        requestRefund: jest.fn<Promise<Refund>, Parameters<OrderApi['requestRefund']>>(async () => refund),
      })
      const { store } = await setup(api)
      api.fetchMemberRecords.mockRejectedValue(HttpError.network())
      api.fetchRefunds.mockRejectedValue(HttpError.network())
      await store.requestRefund(refund.orderNo, '')
      return store
    }

    it('lists the new refund first, before the ones known, once', async () => {
      const older: Refund = { ...REFUND, refundNo: 'R0', orderNo: 'M2' }
      const store = await refundedOffline(REFUND, { serviceUsed: false, list: [older, REFUND] })
      expect(store.refunds?.list.map((refund) => refund.refundNo)).toEqual(['R1', 'R0'])
    })

    it('knows the service is used from a refund that was made', async () => {
      const store = await refundedOffline(REFUND)
      expect(store.refunds?.serviceUsed).toBe(true)
    })

    it('does not count the service used by a refund that was refused', async () => {
      const store = await refundedOffline({ ...REFUND, outcome: 'refused', refundedAt: 0 })
      expect([store.refunds?.serviceUsed, store.refundServiceUsed]).toEqual([false, false])
    })

    it('marks only the refunded order, and ends its refund window', async () => {
      const store = await refundedOffline(REFUND)
      const [refunded, other] = store.records.items
      expect([refunded.refundState, refunded.refundableUntil, other.refundState, other.refundableUntil > 0]).toEqual(['refunded', 0, 'refundable', true])
    })
  })

  it('sends one request for a double tap', async () => {
    const answer = deferred<Refund>()
    const api = fakeApi({ requestRefund: jest.fn<Promise<Refund>, Parameters<OrderApi['requestRefund']>>(() => answer.promise) })
    const { store } = await setup(api)
    const first = store.requestRefund('M1', '')
    const second = store.requestRefund('M1', '')
    answer.resolve(REFUND)
    expect(await second).toBeUndefined()
    await first
    expect(api.requestRefund).toHaveBeenCalledTimes(1)
  })

  it('holds every refund while one is on its way', async () => {
    const answer = deferred<Refund>()
    const { store } = await setup(fakeApi({ requestRefund: jest.fn<Promise<Refund>, Parameters<OrderApi['requestRefund']>>(() => answer.promise) }))
    const sent = store.requestRefund('M1', '')
    const held = store.refundHeld
    answer.resolve(REFUND)
    await sent
    expect([held, store.refundHeld]).toEqual([true, false])
  })

  it("holds refunds on an earlier visit's orders shown offline (issue 26)", async () => {
    const api = fakeApi()
    api.fetchMemberRecords.mockRejectedValueOnce(HttpError.offline())
    const kept = { recall: () => ({ data: { list: [record('M1')], hasMore: false }, savedAt: NOW - DAY_MS }), remember: () => undefined }
    const store = new OrderStore(api, undefined, kept)
    await store.records.reload().catch(() => undefined)
    expect([store.records.items.length, store.refundHeld]).toEqual([1, true])
  })

  it('makes a new request id when the reason changed before the retry', async () => {
    const api = fakeApi()
    api.requestRefund.mockRejectedValueOnce(HttpError.network())
    const { store } = await setup(api)
    await expect(store.requestRefund('M1', 'x')).rejects.toBeInstanceOf(HttpError)
    await store.requestRefund('M1', 'y')
    const ids = api.requestRefund.mock.calls.map(([request]) => request.requestId)
    expect(ids[1]).not.toBe(ids[0])
  })

  it("rejects with the server's refusal and reads the orders again", async () => {
    const api = fakeApi()
    api.requestRefund.mockRejectedValueOnce(new Refusal(10330, 'used'))
    const { store } = await setup(api)
    await expect(store.requestRefund('M1', '')).rejects.toMatchObject({ code: 10330 })
    await new Promise((resolve) => setImmediate(resolve))
    expect(api.fetchMemberRecords).toHaveBeenCalledTimes(2)
    expect(api.fetchRefunds).toHaveBeenCalledTimes(2)
  })
})

describe('OrderStore refund list', () => {
  it('knows the service is used from the refund list', async () => {
    const { store } = await setup(fakeApi({ fetchRefunds: jest.fn(async () => ({ serviceUsed: true, list: [REFUND] })) }))
    expect(store.refundServiceUsed).toBe(true)
  })

  it('drops a list that arrives after logout', async () => {
    const answer = deferred<RefundList>()
    const store = new OrderStore(fakeApi({ fetchRefunds: jest.fn<Promise<RefundList>, []>(() => answer.promise) }))
    const pending = store.loadRefunds()
    store.clear()
    answer.resolve({ serviceUsed: true, list: [REFUND] })
    await pending
    expect([store.refunds, store.refundsStatus]).toEqual([null, 'idle'])
  })

  it("names a refund's level as its answer gives it", async () => {
    const { store } = await setup()
    expect(store.levelOf({ ...REFUND, orderNo: 'M9', level: 'superVip' })).toBe('superVip')
  })

  it("names the level of a refund without one from its order, if read", async () => {
    const { store } = await setup()
    expect([store.levelOf(REFUND), store.levelOf({ ...REFUND, orderNo: 'M9' })]).toEqual(['vip', undefined])
  })

  it('forgets everything on clear', async () => {
    const { store } = await setup()
    await store.requestRefund('M1', '')
    store.clear()
    expect([store.refunds, store.records.items.length, store.refundServiceUsed]).toEqual([null, 0, false])
  })
})
