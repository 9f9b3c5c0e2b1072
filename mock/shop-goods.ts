// The mock shop's goods (in every supported language) and the demo's past orders, which match
// the exchange records of its welfare history (mock/welfare-state.ts) amount for amount.
import type { Language } from '@/lib/i18n'
import type { ExchangeOrderState, GoodsFacts } from '@/lib/shop'
import { DAY_MS } from './state'

type Texts = Record<Language, string>

export interface GoodsItem extends Omit<GoodsFacts, 'exchangedCount'> {
  id: string
  name: Texts
  description: Texts
  /** VIP hours credited at once on exchange; 0 for goods issued by hand. */
  vipHours: number
  /** Issued with a claim link and code (a card of another service). */
  claimable: boolean
}

/** Days a claim code stays valid after the order. */
const CLAIM_VALID_DAYS = 90

export function claimExpiry(createdAt: number): number {
  return createdAt + CLAIM_VALID_DAYS * DAY_MS
}

export const GOODS: readonly GoodsItem[] = [
  {
    id: 'vip-1h',
    name: { zh_CN: '1 小时 VIP 会员', en_US: '1 hour of VIP', zh_TW: '1 小時 VIP 會員', zh_HK: '1 小時 VIP 會員', vi_VN: '1 giờ VIP' },
    description: {
      zh_CN: '兑换后立即到账，可叠加使用。',
      en_US: 'Added to your account at once; adds up with the VIP time you have.',
      zh_TW: '兌換後立即到帳，可疊加使用。',
      zh_HK: '兌換後立即到賬，可疊加使用。',
      vi_VN: 'Cộng ngay vào tài khoản, cộng dồn với thời gian VIP hiện có.',
    },
    price: 30,
    priceDifference: 0,
    stock: 9999,
    requiredSignInDays: 0,
    limitPerUser: 0,
    vipHours: 1,
    claimable: false,
  },
  {
    id: 'vip-1d',
    name: { zh_CN: '1 天 VIP 会员', en_US: '1 day of VIP', zh_TW: '1 天 VIP 會員', zh_HK: '1 天 VIP 會員', vi_VN: '1 ngày VIP' },
    description: {
      zh_CN: '兑换后立即到账，全部高速线路畅享 24 小时。',
      en_US: 'Added at once: every high-speed line for 24 hours.',
      zh_TW: '兌換後立即到帳，全部高速線路暢享 24 小時。',
      zh_HK: '兌換後立即到賬，全部高速線路暢享 24 小時。',
      vi_VN: 'Cộng ngay: dùng mọi tuyến tốc độ cao trong 24 giờ.',
    },
    price: 100,
    priceDifference: 0,
    stock: 999,
    requiredSignInDays: 0,
    limitPerUser: 0,
    vipHours: 24,
    claimable: false,
  },
  {
    id: 'vip-7d',
    name: { zh_CN: '7 天 VIP 会员', en_US: '7 days of VIP', zh_TW: '7 天 VIP 會員', zh_HK: '7 天 VIP 會員', vi_VN: '7 ngày VIP' },
    description: {
      zh_CN: '累计签到满 7 天的用户专享，兑换后立即到账。',
      en_US: 'For members who have signed in on 7 days; added at once.',
      zh_TW: '累計簽到滿 7 天的用戶專享，兌換後立即到帳。',
      zh_HK: '累計簽到滿 7 天的用戶專享，兌換後立即到賬。',
      vi_VN: 'Dành cho người đã điểm danh đủ 7 ngày; cộng ngay.',
    },
    price: 600,
    priceDifference: 0,
    stock: 120,
    requiredSignInDays: 7,
    limitPerUser: 2,
    vipHours: 168,
    claimable: false,
  },
  {
    id: 'game-1d',
    name: { zh_CN: '游戏加速 1 天卡', en_US: 'Game boost, 1-day card', zh_TW: '遊戲加速 1 天卡', zh_HK: '遊戲加速 1 天卡', vi_VN: 'Thẻ tăng tốc game 1 ngày' },
    description: {
      zh_CN: '人工发放，2 个工作日内发放兑换码，在游戏加速页兑换。',
      en_US: 'Issued by hand within 2 working days as a code to enter on the game boost page.',
      zh_TW: '人工發放，2 個工作日內發放兌換碼，在遊戲加速頁兌換。',
      zh_HK: '人手發放，2 個工作日內發放兌換碼，在遊戲加速頁兌換。',
      vi_VN: 'Phát thủ công trong 2 ngày làm việc dưới dạng mã nhập ở trang tăng tốc game.',
    },
    price: 40,
    priceDifference: 0,
    stock: 200,
    requiredSignInDays: 3,
    limitPerUser: 3,
    vipHours: 0,
    claimable: true,
  },
  {
    id: 'coupon-10',
    name: { zh_CN: '会员 10 元优惠券', en_US: '¥10 membership coupon', zh_TW: '會員 10 元優惠券', zh_HK: '會員 10 元優惠券', vi_VN: 'Phiếu giảm ¥10 hội viên' },
    description: {
      zh_CN: '购买会员时抵扣 10 元，每人限兑 1 次。',
      en_US: '¥10 off a membership purchase, once per user.',
      zh_TW: '購買會員時抵扣 10 元，每人限兌 1 次。',
      zh_HK: '購買會員時抵扣 10 元，每人限兌 1 次。',
      vi_VN: 'Giảm ¥10 khi mua hội viên, mỗi người một lần.',
    },
    price: 60,
    priceDifference: 0,
    stock: 500,
    requiredSignInDays: 0,
    limitPerUser: 1,
    vipHours: 0,
    claimable: true,
  },
  {
    id: 'video-month',
    name: { zh_CN: '视频会员月卡', en_US: 'Video membership, 1 month', zh_TW: '影音會員月卡', zh_HK: '影片會員月卡', vi_VN: 'Hội viên video 1 tháng' },
    description: {
      zh_CN: '金币加差价兑换，下单后需在 30 分钟内支付差价，超时订单关闭、金币退回。',
      en_US: 'Coins plus a price difference, to be paid within 30 minutes; unpaid orders close and the coins come back.',
      zh_TW: '金幣加差價兌換，下單後需在 30 分鐘內支付差價，逾時訂單關閉、金幣退回。',
      zh_HK: '金幣加差價兌換，下單後需在 30 分鐘內支付差價，逾時訂單關閉、金幣退回。',
      vi_VN: 'Xu cộng khoản chênh lệch, cần trả trong 30 phút; quá hạn đơn sẽ đóng và hoàn xu.',
    },
    price: 500,
    priceDifference: 9.9,
    stock: 30,
    requiredSignInDays: 0,
    limitPerUser: 1,
    vipHours: 0,
    claimable: true,
  },
  {
    id: 'svip-30d',
    name: { zh_CN: '30 天超级 VIP', en_US: '30 days of super VIP', zh_TW: '30 天超級 VIP', zh_HK: '30 天超級 VIP', vi_VN: '30 ngày siêu VIP' },
    description: {
      zh_CN: '忠实用户专享：累计签到满 365 天可兑换。',
      en_US: 'For loyal members: needs 365 sign-in days in total.',
      zh_TW: '忠實用戶專享：累計簽到滿 365 天可兌換。',
      zh_HK: '忠實用戶專享：累計簽到滿 365 天可兌換。',
      vi_VN: 'Dành cho thành viên thân thiết: cần tổng cộng 365 ngày điểm danh.',
    },
    price: 900,
    priceDifference: 0,
    stock: 50,
    requiredSignInDays: 365,
    limitPerUser: 1,
    vipHours: 720,
    claimable: false,
  },
  {
    id: 'ecard-50',
    name: { zh_CN: '50 元购物卡', en_US: '¥50 shopping card', zh_TW: '50 元購物卡', zh_HK: '50 元購物卡', vi_VN: 'Thẻ mua sắm ¥50' },
    description: {
      zh_CN: '2 个工作日内发放卡密，请在有效期内使用。',
      en_US: 'The card code is issued within 2 working days; use it before it expires.',
      zh_TW: '2 個工作日內發放卡密，請在有效期內使用。',
      zh_HK: '2 個工作日內發放卡密，請在有效期內使用。',
      vi_VN: 'Mã thẻ được phát trong 2 ngày làm việc; hãy dùng trước khi hết hạn.',
    },
    price: 2000,
    priceDifference: 0,
    stock: 10,
    requiredSignInDays: 30,
    limitPerUser: 1,
    vipHours: 0,
    claimable: true,
  },
  {
    id: 'music-month',
    name: { zh_CN: '音乐会员月卡', en_US: 'Music membership, 1 month', zh_TW: '音樂會員月卡', zh_HK: '音樂會員月卡', vi_VN: 'Hội viên nhạc 1 tháng' },
    description: {
      zh_CN: '热门兑换，补货后第一时间上架。',
      en_US: 'A favourite: back on the shelf as soon as it is restocked.',
      zh_TW: '熱門兌換，補貨後第一時間上架。',
      zh_HK: '熱門兌換，補貨後第一時間上架。',
      vi_VN: 'Được đổi nhiều: sẽ lên kệ ngay khi có hàng.',
    },
    price: 80,
    priceDifference: 0,
    stock: 0,
    requiredSignInDays: 0,
    limitPerUser: 1,
    vipHours: 0,
    claimable: true,
  },
  {
    id: 'phone-10',
    name: { zh_CN: '10 元话费充值', en_US: '¥10 phone top-up', zh_TW: '10 元話費儲值', zh_HK: '10 元話費增值', vi_VN: 'Nạp ¥10 tiền điện thoại' },
    description: {
      zh_CN: '金币加差价兑换，支付差价后 2 个工作日内充值到账户绑定的手机号。',
      en_US: 'Coins plus a price difference; once it is paid, the phone number of your account is topped up within 2 working days.',
      zh_TW: '金幣加差價兌換，支付差價後 2 個工作日內儲值到帳戶綁定的手機號碼。',
      zh_HK: '金幣加差價兌換，支付差價後 2 個工作日內增值到賬戶綁定的手機號碼。',
      vi_VN: 'Xu cộng khoản chênh lệch; sau khi trả, số điện thoại của tài khoản được nạp trong 2 ngày làm việc.',
    },
    price: 100,
    priceDifference: 5,
    stock: 300,
    requiredSignInDays: 0,
    limitPerUser: 1,
    vipHours: 0,
    claimable: false,
  },
]

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
