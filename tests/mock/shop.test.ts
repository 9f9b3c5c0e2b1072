/** @jest-environment node */
// The coin shop of the mock over real HTTP (docs/api.md, "Shop endpoints"): goods, every refusal
// of spec 5 and 6, exchanges made once per request id, and the demo's orders against its records.
import type { ExchangeResult, ShopCatalog } from '@/api/shop'
import { EXCHANGE_REFUSAL_CODES, CODE_GOODS_NOT_FOUND } from '@/lib/shop'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const DEMO_COINS = 1280
const ANDROID = 1
const IOS = 0

const mock = setupMockServer()
const { call, ok, control } = mock

let requestCount = 0
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, 'a')
}

function catalog(token?: string, lang = 'zh_CN'): Promise<ShopCatalog> {
  return ok<ShopCatalog>('/shop/goods', { token, lang })
}

function exchange(goodsId: string, { token = DEMO_TOKEN, id = requestId(), platformType = ANDROID, lang = 'zh_CN' } = {}) {
  return call<ExchangeResult>('/shop/exchange', { method: 'POST', body: { goodsId, requestId: id, platformType }, token, lang })
}

async function coinsOf(token = DEMO_TOKEN): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

async function goods(id: string, token = DEMO_TOKEN) {
  const found = (await catalog(token)).goods.find((item) => item.id === id)
  if (!found) throw new Error(`no goods ${id}`)
  return found
}

describe('GET /shop/goods', () => {
  test('shows a visitor the goods, without an account of its own', async () => {
    const answer = await catalog()
    expect(answer).toMatchObject({ signInDays: 0, inviteRestricted: false, enterpriseSubAccount: false })
    expect(answer.goods.length).toBeGreaterThanOrEqual(8)
    expect(answer.goods.every((item) => item.exchangedCount === 0)).toBe(true)
  })

  test('gives the demo its sign-in days and its exchanges that count against each limit', async () => {
    const answer = await catalog(DEMO_TOKEN)
    expect(answer.signInDays).toBeGreaterThan(7)
    expect(answer.goods.find((item) => item.id === 'coupon-10')).toMatchObject({ limitPerUser: 1, exchangedCount: 1 })
    // the phone top-up waiting for its price difference counts too
    expect(answer.goods.find((item) => item.id === 'phone-10')).toMatchObject({ limitPerUser: 1, exchangedCount: 1 })
    // one game card closed for violation, one waiting: only the second counts
    expect(answer.goods.find((item) => item.id === 'game-1d')).toMatchObject({ exchangedCount: 1 })
  })

  test('writes the goods in the language of the request', async () => {
    const [zh, en] = await Promise.all([catalog(undefined, 'zh_CN'), catalog(undefined, 'en_US')])
    expect([zh.goods[0].name, en.goods[0].name]).toEqual(['1 小时 VIP 会员', '1 hour of VIP'])
  })
})

describe('POST /shop/exchange', () => {
  test('needs a login', async () => {
    expect((await call('/shop/exchange', { method: 'POST', body: { goodsId: 'vip-1d' } })).code).toBe(401)
  })

  test('spends the price, takes one from the stock and answers the new balance', async () => {
    const before = await goods('vip-1d')
    const answer = await exchange('vip-1d')
    expect(answer.code).toBe(200)
    expect(answer.data).toMatchObject({ remainCoins: DEMO_COINS - 100, order: { goodsId: 'vip-1d', price: 100, state: 'issued' } })
    expect(await coinsOf()).toBe(DEMO_COINS - 100)
    expect((await goods('vip-1d')).stock).toBe(before.stock - 1)
  })

  test('writes the spend as an exchange record (type 1)', async () => {
    await exchange('vip-1h')
    const records = await ok<{ list: { type: number; amount: number }[] }>('/welfare/coinRecords', { token: DEMO_TOKEN })
    expect(records.list[0]).toMatchObject({ type: 1, amount: -30 })
  })

  test('answers a repeat of a request id with the first answer and spends once', async () => {
    const id = requestId()
    const first = await exchange('vip-1d', { id })
    const again = await exchange('vip-1d', { id })
    expect(again).toEqual(first)
    expect(await coinsOf()).toBe(DEMO_COINS - 100)
  })

  test('a goods with a price difference waits for its payment, with the moment it must be paid by', async () => {
    const started = Date.now()
    const answer = await exchange('video-month')
    expect(answer.data?.order.state).toBe('pendingPayment')
    expect(answer.data?.order.payBefore).toBeGreaterThanOrEqual(started + 30 * 60 * 1000)
  })

  test.each([
    ['music-month', 'outOfStock'],
    ['coupon-10', 'limitReached'],
    ['svip-30d', 'signInDays'],
    ['ecard-50', 'insufficientCoins'],
  ] as const)('refuses %s with the code of %s and spends nothing', async (goodsId, refusal) => {
    const answer = await exchange(goodsId)
    expect(answer.code).toBe(EXCHANGE_REFUSAL_CODES[refusal])
    expect(await coinsOf()).toBe(DEMO_COINS)
  })

  test('refuses a price difference on iOS', async () => {
    expect((await exchange('video-month', { platformType: IOS })).code).toBe(EXCHANGE_REFUSAL_CODES.iosPriceDifference)
  })

  test('refuses an account restricted for abnormal invitations', async () => {
    await control('POST', '/shop', { token: DEMO_TOKEN, inviteRestricted: true })
    expect((await exchange('vip-1d')).code).toBe(EXCHANGE_REFUSAL_CODES.inviteRestricted)
    expect((await catalog(DEMO_TOKEN)).inviteRestricted).toBe(true)
  })

  test('refuses an enterprise sub-account', async () => {
    await control('POST', '/shop', { token: DEMO_TOKEN, enterpriseSubAccount: true })
    expect((await exchange('vip-1d')).code).toBe(EXCHANGE_REFUSAL_CODES.enterpriseSubAccount)
  })

  test('refuses what is not on sale', async () => {
    expect((await exchange('nothing')).code).toBe(CODE_GOODS_NOT_FOUND)
  })

  test('refuses an account without coins, whatever the goods', async () => {
    expect((await exchange('vip-1h', { token: SPECIAL_TOKEN })).code).toBe(EXCHANGE_REFUSAL_CODES.insufficientCoins)
  })

  test('the stock set by the control endpoint runs out for everyone', async () => {
    await control('POST', '/shop', { stock: { 'vip-1d': 1 } })
    expect((await exchange('vip-1d')).code).toBe(200)
    expect((await exchange('vip-1d')).code).toBe(EXCHANGE_REFUSAL_CODES.outOfStock)
  })

  test('a dropped answer still spent once: the retry with the same id gets the order', async () => {
    await control('POST', '/fault', { path: '/shop/exchange', kind: 'drop' })
    const id = requestId()
    await expect(exchange('vip-1d', { id })).rejects.toThrow()
    const retry = await exchange('vip-1d', { id })
    expect(retry.code).toBe(200)
    expect(await coinsOf()).toBe(DEMO_COINS - 100)
  })
})

describe('GET /shop/orders', () => {
  interface OrderPage {
    list: { goodsId: string; state: string; price: number; exchangeCode: string; claimLink: string; claimCode: string; expiresAt: number; payBefore: number }[]
    page: number
    total: number
    hasMore: boolean
  }

  function orders(query = '', token = DEMO_TOKEN): Promise<OrderPage> {
    return ok<OrderPage>(`/shop/orders${query}`, { token })
  }

  test('needs a login', async () => {
    expect((await call('/shop/orders')).code).toBe(401)
  })

  test('lists the demo’s orders newest first, one of each state', async () => {
    const answer = await orders()
    expect(answer.list.map((order) => [order.goodsId, order.state])).toEqual([
      ['phone-10', 'pendingPayment'],
      ['game-1d', 'waitingIssue'],
      ['game-1d', 'closedViolation'],
      ['vip-1h', 'issued'],
      ['music-month', 'refunded'],
      ['coupon-10', 'issued'],
    ])
  })

  test('gives an issued card its claim link, claim code and expiry, and every order its exchange code', async () => {
    const { list } = await orders()
    const coupon = list.find((order) => order.goodsId === 'coupon-10')
    expect(coupon?.claimLink).toMatch(/^https:\/\/www\.speedup\.example\/claim\?code=EX/)
    expect([coupon?.claimCode.length, coupon?.expiresAt]).toEqual([12, expect.any(Number)])
    expect(list.every((order) => /^EX[0-9A-F]{10}$/.test(order.exchangeCode))).toBe(true)
  })

  test('puts a new exchange on top, waiting for its price difference with the moment to pay by', async () => {
    await exchange('video-month')
    const [newest] = (await orders()).list
    expect(newest).toMatchObject({ goodsId: 'video-month', state: 'pendingPayment' })
    expect(newest.payBefore).toBeGreaterThan(Date.now())
  })

  test('pages the orders', async () => {
    const first = await orders('?page=1&pageSize=2')
    const last = await orders('?page=3&pageSize=2')
    expect([first.list.length, first.hasMore, last.list.length, last.hasMore, last.total]).toEqual([2, true, 2, false, 6])
  })

  test('refuses a page size out of range', async () => {
    expect((await call('/shop/orders?pageSize=51', { token: DEMO_TOKEN })).code).toBe(400)
  })

  test('has no orders for another account', async () => {
    expect(await orders('', SPECIAL_TOKEN)).toMatchObject({ list: [], total: 0, hasMore: false })
  })
})
