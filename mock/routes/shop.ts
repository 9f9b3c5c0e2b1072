// The coin shop: goods, exchanges made once per request id, and the orders they make (spec 3, 4,
// 5, 6, 9). Documented in docs/api.md, "Shop endpoints"; the rules are the client's own
// (src/lib/shop.ts, src/lib/coins.ts).
import crypto from 'crypto'
import type { ExchangeOrder, exchangeOrderPage, exchangeResult, Goods, paymentStatus, shopCatalog, wechatPayment } from '@/api/shop'
import { CODE_OK } from '@/lib/answer-codes'
import { PAYMENT_REFUSAL_CODES, paymentRefusalFor, type PaymentRefusal } from '@/lib/payment'
import {
  CODE_GOODS_NOT_FOUND,
  EXCHANGE_REFUSAL_CODES,
  exchangeRefusal,
  issueDeadline,
  payDeadline,
  PRICE_DIFFERENCE_PAY_MINUTES,
  type ExchangeOrderState,
} from '@/lib/shop'
import type { Language } from '@/lib/i18n'
import { onceByRequestId, requestIdOf } from '../request-ids'
import { badPaging, fieldText, pageOf, type Answer, type Fields, type RouteContext, type Routes, type SignedIn, type Wire } from '../route'
import { DEMO_UID, extendVip, keeperAccount, type Account, type MockState } from '../state'
import { claimExpiry, DEMO_ORDERS, GOODS, type GoodsItem, type ShopOrderSeed } from '../shop-goods'
import { expiringCoins, RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'

const PLATFORM_IOS = 0
const CLAIM_SITE = 'https://www.speedup.example/claim'

/** An order as the mock keeps it: the goods' texts are looked up in the language of each answer. */
interface Order {
  id: string
  goodsId: string
  price: number
  priceDifference: number
  state: ExchangeOrderState
  createdAt: number
  exchangeCode: string
  claimCode: string
  /** WeChat Pay's prepay id of the order's one payment order, once one was made. */
  prepayId?: string
}

/**
 * The mock has no payment provider and cannot see a payment happen. `paid`: the first question
 * about an order waiting for its difference is taken as the provider's notice that it was paid
 * (the client asks only after WeChat or the app said paid, or could not tell); `held`: the notice
 * has not come, and the order keeps waiting (a payment whose result is unknown).
 */
type PaymentNotice = 'paid' | 'held'

interface ShopAccount {
  inviteRestricted: boolean
  /** Newest first. */
  orders: Order[]
  nextOrder: number
  paymentNotice: PaymentNotice
  /** The answer given to each request id of POST /shop/payment: a repeat gets it again. */
  paymentAnswers: Map<string, Answer>
}

// The stock is the shop's, not an account's: kept under an id no account has.
const SHOP_KEEPER = keeperAccount(0, 'shop')

function stockOf(state: MockState): Map<string, number> {
  return state.featureState('shop-stock', SHOP_KEEPER, () => new Map(GOODS.map((item) => [item.id, item.stock])))
}

function newCode(length: number): string {
  return crypto.randomBytes(length).toString('hex').toUpperCase().slice(0, length)
}

/** The demo's orders, made from its exchange records so that the coins and the orders agree. */
function seedShop(state: MockState, account: Account): ShopAccount {
  const orders: Order[] = []
  if (account.uid === DEMO_UID) {
    const exchanges = welfareOf(state, account)
      .records.filter((record) => record.type === RECORD_TYPE.exchange)
      .reverse()
    for (const seed of DEMO_ORDERS) {
      const index = exchanges.findIndex((record) => record.amount === -seedPrice(seed))
      if (index < 0) continue
      const [record] = exchanges.splice(index, 1)
      orders.unshift(makeOrder(seed.goodsId, seed.state, record.createdAt, orders.length + 1, seedPrice(seed)))
    }
  }
  return { inviteRestricted: false, orders, nextOrder: orders.length + 1, paymentNotice: 'paid', paymentAnswers: new Map() }
}

function seedPrice(seed: ShopOrderSeed): number {
  return seed.price ?? goodsItem(seed.goodsId)?.price ?? 0
}

function makeOrder(goodsId: string, state: ExchangeOrderState, createdAt: number, seq: number, price: number): Order {
  const item = goodsItem(goodsId)
  return {
    id: `so${seq}`,
    goodsId,
    price,
    priceDifference: item?.priceDifference ?? 0,
    state,
    createdAt,
    exchangeCode: `EX${newCode(10)}`,
    claimCode: item?.claimable ? newCode(12) : '',
  }
}

function goodsItem(id: string): GoodsItem | undefined {
  return GOODS.find((item) => item.id === id)
}

/** The account's shop state, with orders moved on by the clock: unpaid ones closed and refunded, due ones issued. */
function shopOf(state: MockState, account: Account, now = Date.now()): ShopAccount {
  const shop = state.featureState('shop', account, () => seedShop(state, account))
  for (const order of shop.orders) {
    if (order.state === 'pendingPayment' && now > payDeadline(order.createdAt)) {
      order.state = 'refunded'
      addCoinRecord(state, account, { type: RECORD_TYPE.shopOrderRefund, amount: order.price }, now)
    } else if (order.state === 'waitingIssue' && now > issueDeadline(order.createdAt)) {
      order.state = 'issued'
    }
  }
  return shop
}

/** Closed and refunded orders do not count against the per-user limit. */
function exchangedCount(shop: ShopAccount, goodsId: string): number {
  return shop.orders.filter((order) => order.goodsId === goodsId && order.state !== 'refunded' && order.state !== 'closedViolation').length
}

function publicGoods(item: GoodsItem, lang: Language, stock: number, shop: ShopAccount | undefined): Goods {
  return {
    id: item.id,
    name: item.name[lang],
    description: item.description[lang],
    price: item.price,
    priceDifference: item.priceDifference,
    stock,
    requiredSignInDays: item.requiredSignInDays,
    limitPerUser: item.limitPerUser,
    exchangedCount: shop ? exchangedCount(shop, item.id) : 0,
    image: item.image,
  }
}

function publicOrder(order: Order, lang: Language): ExchangeOrder {
  const item = goodsItem(order.goodsId)
  const issuedClaim = order.state === 'issued' && order.claimCode !== ''
  return {
    id: order.id,
    goodsId: order.goodsId,
    goodsName: item ? item.name[lang] : order.goodsId,
    price: order.price,
    priceDifference: order.priceDifference,
    state: order.state,
    createdAt: order.createdAt,
    payBefore: order.state === 'pendingPayment' ? payDeadline(order.createdAt) : 0,
    exchangeCode: order.exchangeCode,
    claimLink: issuedClaim ? `${CLAIM_SITE}?code=${order.exchangeCode}` : '',
    claimCode: issuedClaim ? order.claimCode : '',
    expiresAt: issuedClaim ? claimExpiry(order.createdAt) : 0,
  }
}

/** The state a new order starts in: unpaid while it has a difference, issued at once for VIP time. */
function firstState(item: GoodsItem): ExchangeOrderState {
  if (item.priceDifference > 0) return 'pendingPayment'
  return item.vipHours > 0 ? 'issued' : 'waitingIssue'
}

function exchange(context: SignedIn) {
  const { state, account, body, lang, t } = context
  return onceByRequestId(context, 'shop-exchange', () => {
    const now = Date.now()
    const item = goodsItem(typeof body.goodsId === 'string' ? body.goodsId : '')
    if (!item) return { code: CODE_GOODS_NOT_FOUND, msg: t('exchange.goodsNotFound') }
    const shop = shopOf(state, account, now)
    const stock = stockOf(state)
    const refusal = exchangeRefusal(
      { ...item, stock: stock.get(item.id) ?? 0, exchangedCount: exchangedCount(shop, item.id) },
      {
        coins: account.coins,
        signInDays: welfareOf(state, account, now).signedDates.length,
        inviteRestricted: shop.inviteRestricted,
        enterpriseSubAccount: account.enterpriseSubAccount,
        isIOS: Number(body.platformType) === PLATFORM_IOS,
      },
    )
    if (refusal) return { code: EXCHANGE_REFUSAL_CODES[refusal], msg: t(refusal === 'enterpriseSubAccount' ? refusal : `exchange.${refusal}`) }

    stock.set(item.id, (stock.get(item.id) ?? 0) - 1)
    addCoinRecord(state, account, { type: RECORD_TYPE.exchange, amount: -item.price }, now)
    const order = makeOrder(item.id, firstState(item), now, shop.nextOrder, item.price)
    shop.nextOrder += 1
    shop.orders.unshift(order)
    if (order.state === 'issued' && item.vipHours > 0) extendVip(account, item.vipHours, now)
    return {
      code: CODE_OK,
      data: {
        order: publicOrder(order, lang),
        remainCoins: account.coins,
        // the figure GET /welfare/summary gives as `expiringCoins`
        expireCoins: expiringCoins(welfareOf(state, account, now).records, now),
      } satisfies Wire<typeof exchangeResult>,
    }
  })
}

function payableFacts(order: Order): { state: ExchangeOrderState; payBefore: number } {
  return { state: order.state, payBefore: payDeadline(order.createdAt) }
}

function paymentRefused(refusal: PaymentRefusal, { t }: RouteContext): Answer {
  return { code: PAYMENT_REFUSAL_CODES[refusal], msg: t(`payment.${refusal}`) }
}

// Stands in for WeChat Pay's merchant key: WeChat checks paySign, nothing here does.
const MOCK_MERCHANT_KEY = 'mock-merchant-key'
const MOCK_APP_ID = 'wx0000000000mock'

/** WeChat Pay's JSAPI parameters of a prepay id, signed afresh (a new time and nonce) as the server does per request. */
function wechatPayOf(prepayId: string): Wire<typeof wechatPayment>['wechatPay'] {
  const timeStamp = String(Math.floor(Date.now() / 1000))
  const nonceStr = crypto.randomBytes(16).toString('hex')
  const pack = `prepay_id=${prepayId}`
  const paySign = crypto.createHmac('sha256', MOCK_MERCHANT_KEY).update(`${MOCK_APP_ID}\n${timeStamp}\n${nonceStr}\n${pack}\n`).digest('base64')
  return { timeStamp, nonceStr, package: pack, signType: 'RSA', paySign }
}

/**
 * POST /shop/payment: the WeChat Pay order of an order's price difference. Refusals come first,
 * whatever the request id; then a repeat of a request id gets its first answer, and any request
 * for the order gets the same prepay id, so WeChat takes the money once.
 */
function makePayment(context: SignedIn): Answer {
  const { state, account, body } = context
  const now = Date.now()
  const shop = shopOf(state, account, now)
  const order = shop.orders.find((item) => item.id === fieldText(body.orderId))
  const refusal = paymentRefusalFor(order && payableFacts(order), Number(body.platformType), now)
  if (refusal) return paymentRefused(refusal, context)
  if (!order || fieldText(body.payerCode) === '') return paymentRefused('payerUnknown', context)
  const requestId = requestIdOf(body)
  const kept = requestId === undefined ? undefined : shop.paymentAnswers.get(requestId)
  if (kept) return kept
  order.prepayId ??= `wx${newCode(28)}`
  const answer: Answer = { code: CODE_OK, data: { wechatPay: wechatPayOf(order.prepayId) } satisfies Wire<typeof wechatPayment> }
  if (requestId !== undefined) shop.paymentAnswers.set(requestId, answer)
  return answer
}

/** GET /shop/payment/status: the order once the (mock) provider's notice is taken in. */
function payment(context: SignedIn): Answer {
  const { state, account, query, lang } = context
  const shop = shopOf(state, account)
  const order = shop.orders.find((item) => item.id === fieldText(query.orderId))
  if (!order) return paymentRefused('notYours', context)
  if (order.state === 'pendingPayment' && shop.paymentNotice === 'paid') order.state = 'waitingIssue'
  return { code: CODE_OK, data: { order: publicOrder(order, lang) } satisfies Wire<typeof paymentStatus> }
}

const routes: Routes = {
  'GET /shop/goods': {
    handle: ({ state, account, lang }) => {
      const shop = account ? shopOf(state, account) : undefined
      const stock = stockOf(state)
      return {
        code: CODE_OK,
        data: {
          signInDays: account ? welfareOf(state, account).signedDates.length : 0,
          inviteRestricted: shop?.inviteRestricted ?? false,
          enterpriseSubAccount: account?.enterpriseSubAccount ?? false,
          goods: GOODS.map((item) => publicGoods(item, lang, stock.get(item.id) ?? 0, shop)),
        } satisfies Wire<typeof shopCatalog>,
      }
    },
  },

  'POST /shop/exchange': { auth: true, handle: exchange },

  'POST /shop/payment': { auth: true, handle: makePayment },

  'GET /shop/payment/status': { auth: true, handle: payment },

  'GET /shop/orders': {
    auth: true,
    handle: (context) => {
      const page = pageOf(context.query, shopOf(context.state, context.account).orders)
      if (!page) return badPaging(context)
      return { code: CODE_OK, data: { ...page, list: page.list.map((order) => publicOrder(order, context.lang)) } satisfies Wire<typeof exchangeOrderPage> }
    },
  },
}

export default routes

/**
 * POST /api/__mock/shop: sets a goods' stock (`stock`, for everyone), and for the account of
 * `token`: restricted for abnormal invitations (`inviteRestricted`), the payment provider's
 * notices held or let through (`paymentNotice`), the time of its orders waiting for their
 * difference run out (`lapse`).
 */
export function controlShop(state: MockState, { token, stock, inviteRestricted, paymentNotice, lapse }: Fields): string | undefined {
  if (stock !== undefined) {
    if (typeof stock !== 'object' || stock === null) return 'stock must be an object of goods id to count'
    for (const [id, count] of Object.entries(stock)) {
      if (!goodsItem(id) || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return `bad stock for ${id}`
      stockOf(state).set(id, count)
    }
  }
  if (token === undefined) return undefined
  const account = state.accountByToken(token)
  if (!account) return 'token must name an account'
  if (paymentNotice !== undefined && paymentNotice !== 'paid' && paymentNotice !== 'held') return 'paymentNotice must be paid or held'
  if (lapse !== undefined && lapse !== true) return 'lapse must be true'
  const shop = shopOf(state, account)
  if (typeof inviteRestricted === 'boolean') shop.inviteRestricted = inviteRestricted
  if (paymentNotice !== undefined) shop.paymentNotice = paymentNotice
  if (lapse === true) {
    // made a moment more than the time to pay ago: the next call closes them and gives the coins back
    const lapsedAt = Date.now() - (PRICE_DIFFERENCE_PAY_MINUTES * 60 + 1) * 1000
    for (const order of shop.orders) if (order.state === 'pendingPayment') order.createdAt = lapsedAt
  }
  return undefined
}
