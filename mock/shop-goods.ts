// The mock shop's goods (mock/data/shop-goods.json: names and descriptions in every supported
// language, `vipHours` credited at once on exchange, `claimable` for a card of another service
// issued with a claim link and code, `image` its picture in mock/static/images, none for the music
// card, whose card shows the fallback) and the demo's past orders, which match the exchange records
// of its welfare history (mock/welfare-state.ts) amount for amount.
import type { ExchangeOrderState, GoodsFacts } from '@/lib/shop'
import goods from './data/shop-goods.json'
import { DAY_MS } from './state'
import type { Localized } from './texts'

export type GoodsItem = Omit<GoodsFacts, 'exchangedCount'> & {
  id: string
  name: Localized
  description: Localized
  vipHours: number
  claimable: boolean
  /** A path on the API host (docs/api.md, "Images"). */
  image?: string
}

/** Days a claim code stays valid after the order. */
const CLAIM_VALID_DAYS = 90

export function claimExpiry(createdAt: number): number {
  return createdAt + CLAIM_VALID_DAYS * DAY_MS
}

export const GOODS: readonly GoodsItem[] = goods

export interface ShopOrderSeed {
  goodsId: string
  state: ExchangeOrderState
  /** The price paid then, when it differs from today's. */
  price?: number
}

/**
 * The demo's order that waits for its price difference: the phone top-up, made this many minutes
 * before the demo's history is seeded (mock/welfare-state.ts), so it can be paid for the next 25
 * minutes, and lapses (coins refunded, spec 4) if it is not.
 */
export const DEMO_PENDING_PAYMENT = { goodsId: 'phone-10', minutesAgo: 5 } as const

/**
 * The demo's orders, oldest first; each takes the oldest exchange record (type 1) of its price:
 * the coupon issued, the music card refunded (its type 7 record), one hour of VIP, a game card
 * closed for violation, yesterday's game card waiting for issue, and the phone top-up of a few
 * minutes ago waiting for its price difference.
 */
export const DEMO_ORDERS: readonly ShopOrderSeed[] = [
  { goodsId: 'coupon-10', state: 'issued' },
  { goodsId: 'music-month', state: 'refunded' },
  { goodsId: 'vip-1h', state: 'issued' },
  { goodsId: 'game-1d', state: 'closedViolation' },
  { goodsId: 'game-1d', state: 'waitingIssue' },
  { goodsId: DEMO_PENDING_PAYMENT.goodsId, state: 'pendingPayment' },
]
