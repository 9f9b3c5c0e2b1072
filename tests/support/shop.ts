// Shop answers and a fake shop API for the store and page tests.
import type { ExchangeOrder, ExchangeResult, Goods, ShopCatalog } from '@/api/shop'
import { encrypt } from '@/lib/crypto'
import type { PaymentOutcome, WechatPayOrder } from '@/platform/types'
import type { Payer, PaymentApi } from '@/stores/payment'
import type { ShopApi } from '@/stores/shop'
import { MOCK_KEY } from '../api/wire'
import { taroFake, type FakeRequestOptions } from './taro-fake'

export const VIP_DAY: Goods = {
  id: 'vip-1d',
  name: '1 天 VIP 会员',
  description: '兑换后立即到账。',
  price: 100,
  priceDifference: 0,
  stock: 999,
  requiredSignInDays: 0,
  limitPerUser: 0,
  exchangedCount: 0,
}

export const VIDEO_MONTH: Goods = {
  id: 'video-month',
  name: '视频会员月卡',
  description: '金币加差价兑换。',
  price: 500,
  priceDifference: 9.9,
  stock: 30,
  requiredSignInDays: 0,
  limitPerUser: 1,
  exchangedCount: 0,
}

export const SUPER_VIP: Goods = {
  id: 'svip-30d',
  name: '30 天超级 VIP',
  description: '累计签到满 365 天可兑换。',
  price: 900,
  priceDifference: 0,
  stock: 50,
  requiredSignInDays: 365,
  limitPerUser: 1,
  exchangedCount: 0,
}

export const CATALOG: ShopCatalog = {
  signInDays: 80,
  inviteRestricted: false,
  enterpriseSubAccount: false,
  goods: [VIP_DAY, VIDEO_MONTH, SUPER_VIP],
}

export function orderOf(goods: Goods, extra: Partial<ExchangeOrder> = {}): ExchangeOrder {
  return {
    id: 'so9',
    goodsId: goods.id,
    goodsName: goods.name,
    price: goods.price,
    priceDifference: goods.priceDifference,
    state: 'issued',
    createdAt: Date.parse('2025-06-15T10:00:00+08:00'),
    payBefore: 0,
    exchangeCode: 'EX0123456789',
    claimLink: '',
    claimCode: '',
    expiresAt: 0,
    ...extra,
  }
}

export function resultOf(goods: Goods, remainCoins: number | undefined = 1180, extra: Partial<ExchangeOrder> = {}): ExchangeResult {
  return { order: orderOf(goods, extra), remainCoins, expireCoins: 40 }
}

let ids = 0

export function fakeShopApi(overrides: Partial<ShopApi> = {}): jest.Mocked<ShopApi> {
  return {
    fetchCatalog: jest.fn(async () => CATALOG),
    exchange: jest.fn(async (request) => resultOf(CATALOG.goods.find((item) => item.id === request.goodsId) ?? VIP_DAY)),
    fetchOrders: jest.fn(async () => ({ list: [orderOf(VIP_DAY)], page: 1, hasMore: false, total: 1 })),
    newRequestId: jest.fn(async () => {
      ids += 1
      return ids.toString(16).padStart(32, '0')
    }),
    ...overrides,
  } as jest.Mocked<ShopApi>
}

/** WeChat Pay's JSAPI parameters as the server signs them. */
export const WECHAT_PAY: WechatPayOrder = {
  timeStamp: '1750000000',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ',
}

/** An order of VIDEO_MONTH that waits for its difference until 20 minutes from now. */
export function pendingOrder(extra: Partial<ExchangeOrder> = {}): ExchangeOrder {
  const createdAt = Date.now() - 10 * 60 * 1000
  return orderOf(VIDEO_MONTH, { id: 'so7', state: 'pendingPayment', createdAt, payBefore: createdAt + 30 * 60 * 1000, ...extra })
}

/** The server's payment endpoints: a WeChat Pay order, and the order paid (waiting for issue) when asked. */
export function fakePaymentApi(overrides: Partial<PaymentApi> = {}): jest.Mocked<PaymentApi> {
  let ids = 0
  return {
    makeWechatPayment: jest.fn(async () => WECHAT_PAY),
    fetchPaymentStatus: jest.fn(async (orderId: string) => pendingOrder({ id: orderId, state: 'waitingIssue', payBefore: 0 })),
    newRequestId: jest.fn(async () => {
      ids += 1
      return ids.toString(16).padStart(32, 'c')
    }),
    ...overrides,
  } as jest.Mocked<PaymentApi>
}

/** A host that pays as the mini-program's twin does: asks the server's WeChat order (its failure ends it), then ends with `outcome`. */
export function fakePayer(outcome: PaymentOutcome = 'paid', overrides: Partial<Payer> = {}): jest.Mocked<Payer> {
  return {
    place: jest.fn(() => 'here' as const),
    platformType: jest.fn(() => 1),
    pay: jest.fn(async (payment) => {
      await payment.wechatOrder('wx-code-1')
      return outcome
    }),
    ...overrides,
  } as jest.Mocked<Payer>
}

const IV = new Uint8Array(16).fill(5)

export type Envelope = { code: number; msg?: string; data?: unknown }
type Answer = Envelope | (() => Envelope | Promise<Envelope>)

/** Answers the client's requests by API path, encrypted as the server sends them. */
export function answerPaths(answers: Record<string, Answer>): void {
  taroFake.requestHandler = async (options: FakeRequestOptions) => {
    const path = options.url.replace(/^\/api/, '').split('?')[0]
    const answer = answers[path]
    if (!answer) throw new Error(`no answer for ${path}`)
    const envelope = typeof answer === 'function' ? await answer() : answer
    const data = envelope.data === undefined ? undefined : encrypt(JSON.stringify(envelope.data), MOCK_KEY, IV)
    return { statusCode: 200, data: JSON.stringify({ code: envelope.code, msg: envelope.msg ?? '', data }) }
  }
}

