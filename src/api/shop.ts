import * as v from 'valibot'
import { paymentRefusalOfCode } from '@/lib/payment'
import { refusalReader } from '@/lib/refusal'
import { EXCHANGE_ORDER_STATES, redeemRefusalOf, refusalOfCode, type GoodsFacts } from '@/lib/shop'
import type { WechatPayOrder } from '@/platform/types'
import { http } from '@/services/http'
import { itemImage } from './item-image'
import { coinFigure, count, flag, num, okData, pagedAnswer, parseAnswer, parseAnswerKeepingWire, text } from './shape'
import { exchangeOrdersRead, SHOP_GOODS_READ } from './area-reads'

// The coin shop (docs/api.md, "Shop endpoints").

export { CODE_GOODS_NOT_FOUND, EXCHANGE_REFUSAL_CODES, refusalOfCode } from '@/lib/shop'

/** Why an exchange was refused (src/lib/refusal.ts). */
export const refusedExchange = refusalReader(refusalOfCode)
/** Why a redeem was refused. */
export const redeemRefusal = refusalReader(redeemRefusalOf)
/** Why the server would not take an order's price difference. */
export const paymentRefusal = refusalReader(paymentRefusalOfCode)

const goods = v.object({
  id: v.pipe(text, v.nonEmpty()),
  /** In the language of the request. */
  name: v.pipe(text, v.nonEmpty()),
  description: v.nullish(text, ''),
  price: count,
  priceDifference: v.nullish(v.pipe(num, v.minValue(0)), 0),
  stock: count,
  requiredSignInDays: v.nullish(count, 0),
  limitPerUser: v.nullish(count, 0),
  exchangedCount: v.nullish(count, 0),
  /** Its picture on the goods card; none: the card's own tile. */
  image: itemImage,
}) satisfies v.GenericSchema<unknown, GoodsFacts & { id: string; name: string; description: string }>
export type Goods = v.InferOutput<typeof goods>

export const shopCatalog = v.object({
  /** The account's sign-in days, which goods may require; 0 for a visitor. */
  signInDays: v.nullish(count, 0),
  inviteRestricted: v.nullish(flag, false),
  enterpriseSubAccount: v.nullish(flag, false),
  goods: v.array(goods),
})
export type ShopCatalog = v.InferOutput<typeof shopCatalog>

const exchangeOrder = v.object({
  id: v.pipe(text, v.nonEmpty()),
  goodsId: text,
  goodsName: text,
  price: count,
  priceDifference: v.nullish(v.pipe(num, v.minValue(0)), 0),
  state: v.picklist(EXCHANGE_ORDER_STATES),
  createdAt: num,
  /** Pending payment: the moment the price difference must be paid by; else 0. */
  payBefore: v.nullish(num, 0),
  /** The order's own code, for support. */
  exchangeCode: text,
  /** Issued goods of another service: where and with which code to claim them; '' when none. */
  claimLink: v.nullish(text, ''),
  claimCode: v.nullish(text, ''),
  /** The claim code's expiry; 0 when it has none. */
  expiresAt: v.nullish(num, 0),
})
export type ExchangeOrder = v.InferOutput<typeof exchangeOrder>

export const exchangeOrderPage = pagedAnswer(exchangeOrder)
export type ExchangeOrderPage = v.InferOutput<typeof exchangeOrderPage>

export const exchangeResult = v.object({
  order: exchangeOrder,
  remainCoins: coinFigure,
  expireCoins: coinFigure,
})
export type ExchangeResult = v.InferOutput<typeof exchangeResult>

export interface ExchangeRequest {
  goodsId: string
  /** Made once per intent and sent again on a retry (docs/api.md, "Request ids"). */
  requestId: string
  /** Spec 1 platform type of this client: the server refuses a price difference on iOS. */
  platformType: number
}

/** The goods on sale and what this account's exchanges depend on. Visitors get the goods too. */
export async function fetchShopCatalog(): Promise<ShopCatalog> {
  return parseAnswer(shopCatalog, okData(await http.request(SHOP_GOODS_READ)))
}

export async function exchangeGoods(request: ExchangeRequest): Promise<ExchangeResult> {
  return parseAnswer(
    exchangeResult,
    okData(await http.request({ method: 'POST', path: '/shop/exchange', body: { ...request } })),
  )
}

/** One page of the account's exchange orders, newest first. */
export async function fetchExchangeOrders(page: number, pageSize: number): Promise<ExchangeOrderPage & { wire: unknown }> {
  return parseAnswerKeepingWire(
    exchangeOrderPage,
    okData(await http.request(exchangeOrdersRead(page, pageSize))),
  )
}

// Paying a price difference (docs/api.md, "Paying a price difference").

const wechatPayOrder = v.object({
  // WeChat takes every field as a non-empty string; one missing fails its payment sheet
  timeStamp: v.pipe(text, v.nonEmpty()),
  nonceStr: v.pipe(v.string(), v.nonEmpty()),
  package: v.pipe(v.string(), v.nonEmpty()),
  signType: v.picklist(['RSA', 'MD5', 'HMAC-SHA256']),
  paySign: v.pipe(v.string(), v.nonEmpty()),
}) satisfies v.GenericSchema<unknown, WechatPayOrder>

export const wechatPayment = v.object({ wechatPay: wechatPayOrder })
export type WechatPayment = v.InferOutput<typeof wechatPayment>

export const paymentStatus = v.object({ order: exchangeOrder })
export type PaymentStatus = v.InferOutput<typeof paymentStatus>

export interface WechatPaymentRequest {
  orderId: string
  /** Kept across the retries of this order's payment: a repeat gets the same payment order. */
  requestId: string
  /** wx.login's one-time code: the server learns the payer's openid from it. */
  payerCode: string
  /** Spec 1 platform type of this client: the server refuses iOS (spec 5). */
  platformType: number
}

/** The WeChat Pay order for an order's price difference (mini-program). */
export async function makeWechatPayment(request: WechatPaymentRequest): Promise<WechatPayOrder> {
  // silent: the pay button says a payment is on its way
  const answer = await http.request({ method: 'POST', path: '/shop/payment', body: { ...request }, silent: true })
  return parseAnswer(wechatPayment, okData(answer)).wechatPay
}

/** The order as the server has it once it has asked the payment provider: paid, still waiting, lapsed. */
export async function fetchPaymentStatus(orderId: string): Promise<ExchangeOrder> {
  const answer = await http.request({ method: 'GET', path: '/shop/payment/status', query: { orderId }, silent: true })
  return parseAnswer(paymentStatus, okData(answer)).order
}

export const redeemResult = v.object({
  /** What the code credited: coins, VIP days, or both. */
  rewardCoins: v.nullish(count, 0),
  rewardVipDays: v.nullish(count, 0),
  remainCoins: coinFigure,
  expireCoins: coinFigure,
})
export type RedeemResult = v.InferOutput<typeof redeemResult>

/** Redeems a code, sent as typed (src/lib/shop.ts, redeemCodeOf); a repeat with the same request id gets the first answer. */
export async function redeemCode(code: string, requestId: string): Promise<RedeemResult> {
  return parseAnswer(redeemResult, okData(await http.request({ method: 'POST', path: '/shop/redeem', body: { code, requestId } })))
}
