/** @jest-environment node */
// Paying a price difference on the mock over real HTTP (docs/api.md, "Paying a price difference"):
// the WeChat Pay order, each refusal, one payment per order and per request id, and the status the
// (mock) provider's notice moves on.
import type { ExchangeOrder, ExchangeResult, PaymentStatus, WechatPayment } from '@/api/shop'
import { PAYMENT_REFUSAL_CODES } from '@/lib/payment'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const ANDROID = 1
const IOS = 0

const mock = setupMockServer()
const { call, ok, control } = mock

let requestCount = 0
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, 'b')
}

function pay(orderId: string, { id = requestId(), platformType = ANDROID, payerCode = 'wx-code-1', token = DEMO_TOKEN } = {}) {
  return call<WechatPayment>('/shop/payment', { method: 'POST', body: { orderId, requestId: id, payerCode, platformType }, token })
}

function status(orderId: string, token = DEMO_TOKEN) {
  return call<PaymentStatus>(`/shop/payment/status?orderId=${orderId}`, { token })
}

async function pendingOrder(): Promise<ExchangeOrder> {
  const { list } = await ok<{ list: ExchangeOrder[] }>('/shop/orders', { token: DEMO_TOKEN })
  const pending = list.find((order) => order.state === 'pendingPayment')
  if (!pending) throw new Error('the demo has no order waiting for its difference')
  return pending
}

async function coins(): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token: DEMO_TOKEN })).coins
}

describe('POST /shop/payment', () => {
  test('needs a login', async () => {
    expect((await call('/shop/payment', { method: 'POST', body: { orderId: 'so6' } })).code).toBe(401)
  })

  test('makes WeChat Pay’s JSAPI parameters for the demo’s order waiting for its difference', async () => {
    const order = await pendingOrder()
    const answer = await pay(order.id)
    expect(answer.code).toBe(200)
    expect(answer.data?.wechatPay).toEqual({
      timeStamp: expect.stringMatching(/^\d{10}$/),
      nonceStr: expect.stringMatching(/^[0-9a-f]{32}$/),
      package: expect.stringMatching(/^prepay_id=wx[0-9A-F]{28}$/),
      signType: 'RSA',
      paySign: expect.any(String),
    })
  })

  test('answers a repeat of a request id with the first answer', async () => {
    const order = await pendingOrder()
    const id = requestId()
    const first = await pay(order.id, { id })
    expect(await pay(order.id, { id })).toEqual(first)
  })

  test('gives every request for one order the same prepay id, so WeChat takes the money once', async () => {
    const order = await pendingOrder()
    const [first, second] = [await pay(order.id), await pay(order.id)]
    expect(second.data?.wechatPay.package).toBe(first.data?.wechatPay.package)
    expect(second.data?.wechatPay.nonceStr).not.toBe(first.data?.wechatPay.nonceStr)
  })

  test('refuses iOS (spec 5)', async () => {
    const order = await pendingOrder()
    expect((await pay(order.id, { platformType: IOS })).code).toBe(PAYMENT_REFUSAL_CODES.iosUnsupported)
  })

  test('refuses an order of another account as not found', async () => {
    const order = await pendingOrder()
    expect((await pay(order.id, { token: SPECIAL_TOKEN })).code).toBe(PAYMENT_REFUSAL_CODES.notYours)
  })

  test('refuses without the payer’s wx.login code', async () => {
    const order = await pendingOrder()
    expect((await pay(order.id, { payerCode: '' })).code).toBe(PAYMENT_REFUSAL_CODES.payerUnknown)
  })

  test('refuses an order already paid, even under the request id that paid it', async () => {
    const order = await pendingOrder()
    const id = requestId()
    await pay(order.id, { id })
    await status(order.id)
    expect((await pay(order.id, { id })).code).toBe(PAYMENT_REFUSAL_CODES.alreadyPaid)
  })

  test('refuses an order whose time ran out, which is closed with its coins given back', async () => {
    const order = await pendingOrder()
    const before = await coins()
    await control('POST', '/shop', { token: DEMO_TOKEN, lapse: true })
    expect((await pay(order.id)).code).toBe(PAYMENT_REFUSAL_CODES.closed)
    expect((await status(order.id)).data?.order.state).toBe('refunded')
    expect(await coins()).toBe(before + order.price)
  })

  test('refuses an order closed for violation', async () => {
    const { list } = await ok<{ list: ExchangeOrder[] }>('/shop/orders', { token: DEMO_TOKEN })
    const closed = list.find((order) => order.state === 'closedViolation')
    expect((await pay(closed?.id ?? '')).code).toBe(PAYMENT_REFUSAL_CODES.closed)
  })
})

describe('GET /shop/payment/status', () => {
  test('takes the (mock) provider’s notice: the order moves on to waiting for issue', async () => {
    const order = await pendingOrder()
    await pay(order.id)
    const answer = await status(order.id)
    expect(answer.data?.order).toMatchObject({ id: order.id, state: 'waitingIssue', payBefore: 0 })
    expect((await ok<{ list: ExchangeOrder[] }>('/shop/orders', { token: DEMO_TOKEN })).list[0].state).toBe('waitingIssue')
  })

  test('keeps the order waiting while the notice is held, and moves it on once it comes', async () => {
    const order = await pendingOrder()
    await control('POST', '/shop', { token: DEMO_TOKEN, paymentNotice: 'held' })
    expect((await status(order.id)).data?.order.state).toBe('pendingPayment')
    await control('POST', '/shop', { token: DEMO_TOKEN, paymentNotice: 'paid' })
    expect((await status(order.id)).data?.order.state).toBe('waitingIssue')
  })

  test('refuses an order that is not the account’s', async () => {
    expect((await status('so999')).code).toBe(PAYMENT_REFUSAL_CODES.notYours)
  })

  test('a new exchange with a difference can be paid too', async () => {
    const made = await call<ExchangeResult>('/shop/exchange', {
      method: 'POST',
      body: { goodsId: 'video-month', requestId: requestId(), platformType: ANDROID },
      token: DEMO_TOKEN,
    })
    const id = made.data?.order.id ?? ''
    expect((await pay(id)).code).toBe(200)
    expect((await status(id)).data?.order.state).toBe('waitingIssue')
  })
})

describe('POST /api/__mock/shop (payments)', () => {
  test('refuses a notice mode it does not know', async () => {
    expect((await control('POST', '/shop', { token: DEMO_TOKEN, paymentNotice: 'maybe' })).status).toBe(400)
  })
})
