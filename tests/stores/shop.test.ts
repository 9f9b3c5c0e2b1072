import { EXCHANGE_REFUSAL_CODES } from '@/lib/shop'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { ShopStore } from '@/stores/shop'
import { deferred } from '../support/deferred'
import { CATALOG, fakePayer, fakePaymentApi, fakeShopApi, pendingOrder, resultOf, SUPER_VIP, VIDEO_MONTH, VIP_DAY } from '../support/shop'

const ANDROID = 1

async function setup(api = fakeShopApi(), balance = 1280, { load = true } = {}) {
  const coins = new CoinStore(async () => ({ remainCoins: balance, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  const store = new ShopStore(api, coins)
  if (load) await store.load()
  return { store, coins, api }
}

describe('ShopStore goods', () => {
  it('shows the goods once loaded', async () => {
    const { store } = await setup()
    expect([store.status, store.goods.map((item) => item.id)]).toEqual(['ready', ['vip-1d', 'video-month', 'svip-30d']])
  })

  it('drops a goods answer that arrives after the user logged out', async () => {
    const late = deferred<typeof CATALOG>()
    const { store } = await setup(fakeShopApi({ fetchCatalog: jest.fn(() => late.promise) }), 1280, { load: false })
    const loading = store.load()
    store.clear()
    late.resolve(CATALOG)
    await loading
    expect([store.status, store.catalog]).toEqual(['idle', null])
  })

  it('names the refusal of the account from its coins and sign-in days', async () => {
    const { store } = await setup(fakeShopApi(), 1280)
    expect([store.refusalOf(VIP_DAY, false), store.refusalOf(SUPER_VIP, false), store.refusalOf(VIDEO_MONTH, true)]).toEqual([
      undefined,
      'signInDays',
      'iosPriceDifference',
    ])
  })
})

describe('ShopStore exchange', () => {
  it('sets the balance to the server’s remaining coins (spec 4)', async () => {
    const { store, coins } = await setup(fakeShopApi({ exchange: jest.fn(async () => resultOf(VIP_DAY, 1175)) }))
    await store.exchange(VIP_DAY.id, ANDROID)
    expect(coins.remainCoins).toBe(1175)
  })

  it('takes the price from the local balance when the answer has no remaining value (spec 4)', async () => {
    const { store, coins } = await setup(fakeShopApi({ exchange: jest.fn(async () => ({ ...resultOf(VIP_DAY), remainCoins: undefined })) }))
    await store.exchange(VIP_DAY.id, ANDROID)
    expect(coins.remainCoins).toBe(1180)
  })

  it('floors the local balance at 0 (spec 4)', async () => {
    const { store, coins } = await setup(fakeShopApi({ exchange: jest.fn(async () => ({ ...resultOf(VIP_DAY), remainCoins: undefined })) }), 60)
    await store.exchange(VIP_DAY.id, ANDROID)
    expect(coins.remainCoins).toBe(0)
  })

  it('counts the exchange against the stock and the limit', async () => {
    const { store } = await setup()
    await store.exchange(VIDEO_MONTH.id, ANDROID)
    expect(store.findGoods(VIDEO_MONTH.id)).toMatchObject({ stock: 29, exchangedCount: 1 })
  })

  it('sends one request for a double tap', async () => {
    const { store, api } = await setup()
    const [first, second] = await Promise.all([store.exchange(VIP_DAY.id, ANDROID), store.exchange(VIP_DAY.id, ANDROID)])
    expect(api.exchange).toHaveBeenCalledTimes(1)
    expect([first?.order.goodsId, second]).toEqual([VIP_DAY.id, undefined])
  })

  it('sends the platform type with the goods and a request id', async () => {
    const { store, api } = await setup()
    await store.exchange(VIP_DAY.id, 0)
    expect(api.exchange).toHaveBeenCalledWith({ goodsId: VIP_DAY.id, requestId: expect.stringMatching(/^[0-9a-f]{32}$/), platformType: 0 })
  })

  it('shows goods the server says are out of stock as sold out', async () => {
    const exchange = jest.fn().mockRejectedValue(new Refusal(EXCHANGE_REFUSAL_CODES.outOfStock, '库存不足'))
    const { store } = await setup(fakeShopApi({ exchange }))
    await expect(store.exchange(VIP_DAY.id, ANDROID)).rejects.toThrow()
    expect(store.findGoods(VIP_DAY.id)?.stock).toBe(0)
  })

  it('takes the server’s word that the account is restricted for abnormal invitations', async () => {
    const exchange = jest.fn().mockRejectedValue(new Refusal(EXCHANGE_REFUSAL_CODES.inviteRestricted, ''))
    const { store } = await setup(fakeShopApi({ exchange }))
    await expect(store.exchange(VIP_DAY.id, ANDROID)).rejects.toThrow()
    expect(store.refusalOf(VIP_DAY, false)).toBe('inviteRestricted')
  })
})

describe('ShopStore refusals the goods remembers', () => {
  /** The shop after one exchange of `goods` the server refused with `reason`'s code. */
  async function refused(reason: keyof typeof EXCHANGE_REFUSAL_CODES, goods = VIDEO_MONTH) {
    const exchange = jest.fn().mockRejectedValue(new Refusal(EXCHANGE_REFUSAL_CODES[reason], ''))
    const loaded = await setup(fakeShopApi({ exchange }))
    await expect(loaded.store.exchange(goods.id, ANDROID)).rejects.toBeInstanceOf(Refusal)
    return loaded
  }

  it('counts the limit as reached on that goods only, when the server says so', async () => {
    const { store } = await refused('limitReached')
    expect([store.findGoods(VIDEO_MONTH.id)?.exchangedCount, store.findGoods(VIP_DAY.id)?.exchangedCount]).toEqual([
      VIDEO_MONTH.limitPerUser,
      VIP_DAY.exchangedCount,
    ])
  })

  it('reads the balance again when the server says the coins are not enough', async () => {
    const { coins, store } = await refused('insufficientCoins')
    const reads = jest.spyOn(coins, 'load')
    await expect(store.exchange(VIDEO_MONTH.id, ANDROID)).rejects.toBeInstanceOf(Refusal)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('does not read the balance again for another refusal', async () => {
    const { coins, store } = await refused('outOfStock')
    const reads = jest.spyOn(coins, 'load')
    await expect(store.exchange(VIDEO_MONTH.id, ANDROID)).rejects.toBeInstanceOf(Refusal)
    expect(reads).not.toHaveBeenCalled()
  })

  it('takes the server’s word that the account is an enterprise sub-account', async () => {
    const { store } = await refused('enterpriseSubAccount')
    expect(store.refusalOf(VIP_DAY, false)).toBe('enterpriseSubAccount')
  })

  it('leaves the other goods as they were after a refusal of one', async () => {
    const { store } = await refused('outOfStock')
    expect(store.findGoods(VIP_DAY.id)).toEqual(VIP_DAY)
  })
})

describe('ShopStore balance checks', () => {
  it('refuses for want of coins on the balance read this visit', async () => {
    const { store } = await setup(fakeShopApi(), 50)
    expect(store.refusalOf(VIP_DAY, false)).toBe('insufficientCoins')
  })

  it('leaves the balance to the server while only an earlier visit’s is shown (offline)', async () => {
    const kept = { data: { remainCoins: 50, expiringCoins: 0, expiringAt: 0, todayIncome: 0, totalIncome: 0 }, savedAt: 1 }
    const coins = new CoinStore(jest.fn().mockRejectedValue(HttpError.offline()), { recall: () => kept, remember: () => undefined })
    await coins.load()
    const store = new ShopStore(fakeShopApi(), coins)
    await store.load()
    expect(store.refusalOf(VIP_DAY, false)).toBeUndefined()
  })

  it('names no account refusal before the goods are read', async () => {
    const { store } = await setup(fakeShopApi(), 1280, { load: false })
    expect(store.refusalOf(VIP_DAY, false)).toBeUndefined()
  })
})

describe('ShopStore orders', () => {
  it('reads the orders page by page', async () => {
    const { store, api } = await setup()
    await store.orders.reload()
    expect([store.orders.items.map((order) => order.id), api.fetchOrders.mock.calls[0]]).toEqual([['so9'], [1, 10]])
  })

  it('forgets the orders when the user changes', async () => {
    const { store } = await setup()
    await store.orders.reload()
    store.clear()
    expect([store.orders.items, store.orders.status]).toEqual([[], 'idle'])
  })

  it('reads the orders afresh after an exchange, so the new order shows', async () => {
    const { store } = await setup()
    await store.orders.reload()
    await store.exchange(VIP_DAY.id, ANDROID)
    expect(store.orders.status).toBe('idle')
  })
})

describe('ShopStore price differences', () => {
  const PENDING = pendingOrder()

  async function paying(state: 'waitingIssue' | 'refunded') {
    const api = fakeShopApi({
      fetchOrders: jest.fn(async () => ({ list: [PENDING], page: 1, hasMore: false, total: 1 })),
      exchange: jest.fn(async () => ({ order: PENDING, remainCoins: 780, expireCoins: 40 })),
    })
    const paymentApi = fakePaymentApi({ fetchPaymentStatus: jest.fn(async () => ({ ...PENDING, state, payBefore: 0 })) })
    const coins = new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
    await coins.load()
    const store = new ShopStore(api, coins, { api: paymentApi, payer: fakePayer() })
    await store.load()
    await store.exchange(VIDEO_MONTH.id, ANDROID)
    await store.orders.reload()
    return { store, coins }
  }

  it('shows a paid order waiting for issue in the records and in the exchange result', async () => {
    const { store } = await paying('waitingIssue')
    await store.payment.pay(PENDING)
    expect([store.orders.items[0].state, store.lastExchange?.state]).toEqual(['waitingIssue', 'waitingIssue'])
  })

  it('reads the balance again when the order lapsed: its coins were given back', async () => {
    const { store, coins } = await paying('refunded')
    expect(coins.remainCoins).toBe(780)
    await store.payment.pay(PENDING)
    await waitForBalance(coins, 1280)
    expect(store.orders.items[0].state).toBe('refunded')
  })

  it('forgets the payments when the user changes', async () => {
    const { store } = await paying('waitingIssue')
    store.clear()
    expect([store.lastExchange, store.payment.busyOrderId]).toEqual([undefined, undefined])
  })
})

async function waitForBalance(coins: CoinStore, balance: number): Promise<void> {
  for (let tries = 0; tries < 20 && coins.remainCoins !== balance; tries += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  expect(coins.remainCoins).toBe(balance)
}
