// Gift membership to friends (spec 4, 5, 6, 9). Documented in docs/api.md, "Gift endpoints"; the
// rules are the client's own (src/lib/gift.ts).
import crypto from 'crypto'
import type { giftStatus } from '@/api/gift'
import { CODE_OK } from '@/lib/answer-codes'
import {
  canPhoneClaim,
  CODE_GIFT_ENDED,
  CODE_GIFT_ENTERPRISE,
  CODE_GIFT_NOT_ELIGIBLE,
  CODE_GIFT_PHONE_CLAIMED,
  CODE_GIFT_SLOT_TAKEN,
  GIFT_SLOTS_PER_MONTH,
  GIFT_VIP_DAYS,
  giftMonthOf,
  giftRefusals,
  giftSlotState,
  isGiftMessage,
  type GiftFacts,
  type GiftSlotRecord,
} from '@/lib/gift'
import { onceByRequestId } from '../request-ids'
import { CODE_BAD_REQUEST, fieldText, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, DEMO_UID, extendVip, HOUR_MS, type Account, type MockState } from '../state'
import { activeAutoRenewals } from '../auto-renew'
import { activateGiftOnLatestOrder, latestPaidOrder } from '../member-orders'

/** What the mock keeps per giver: this month's slots, the phones they went to, the renewal facts. */
interface GiftState {
  month: string
  slots: GiftSlotRecord[]
  /** Full numbers of the friends who claimed, all months (spec 9: once per phone). */
  claimedPhones: string[]
  /** Set by the control endpoint; undefined: the account's auto-renew contracts decide (mock/auto-renew.ts). */
  autoRenew: boolean | undefined
  consecutiveRenewals: number | undefined
  renewalRefundedOrTerminated: boolean
  /** Set by the control endpoint; undefined: a paid order in the records decides. */
  hasPurchase: boolean | undefined
  giftingEndsAt: number
}

function emptySlots(): GiftSlotRecord[] {
  return Array.from({ length: GIFT_SLOTS_PER_MONTH }, (_, index) => ({
    slot: index + 1,
    activatedAt: 0,
    giftCode: '',
    message: '',
    claimedPhoneSuffix: '',
    claimedAt: 0,
  }))
}

// The demo account gave its first slot of the month to a friend an hour ago (docs/api.md).
const DEMO_FRIEND_PHONE = '13612341234'
const DEMO_MESSAGE = '生日快乐，一起加速！'

/**
 * A slot's claim code: opaque, the same for the same giver, month and slot (so the mock keeps no
 * table of codes), and naming neither the giver's uid nor the date (a code is passed on to friends).
 */
function giftCodeOf(account: Account, now: number, slot: number): string {
  const digest = crypto.createHash('sha256').update(`gift:${account.uid}:${giftMonthOf(now)}:${slot}`).digest('hex')
  return `GF${digest.slice(0, 8).toUpperCase()}`
}

function seedGift(account: Account, now: number): GiftState {
  const slots = emptySlots()
  const claimedPhones: string[] = []
  if (account.uid === DEMO_UID) {
    // Activated 3 days ago, on the order that was the latest then (mock/member-orders.ts).
    slots[0] = { slot: 1, activatedAt: now - 3 * DAY_MS, giftCode: giftCodeOf(account, now, 1), message: DEMO_MESSAGE, claimedPhoneSuffix: DEMO_FRIEND_PHONE.slice(-4), claimedAt: now - 3 * DAY_MS + HOUR_MS }
    claimedPhones.push(DEMO_FRIEND_PHONE)
  }
  return {
    month: giftMonthOf(now),
    slots,
    claimedPhones,
    autoRenew: undefined,
    consecutiveRenewals: undefined,
    renewalRefundedOrTerminated: false,
    hasPurchase: undefined,
    giftingEndsAt: 0,
  }
}

/** The giver's state, with fresh slots when a new China-time month has begun. */
function giftOf(state: MockState, account: Account, now: number): GiftState {
  const gift = state.featureState('gift', account, seedGift)
  const month = giftMonthOf(now)
  if (gift.month !== month) {
    gift.month = month
    gift.slots = emptySlots()
  }
  return gift
}

function factsOf(state: MockState, account: Account, gift: GiftState): GiftFacts {
  const renewals = activeAutoRenewals(state, account)
  return {
    enterpriseSubAccount: account.enterpriseSubAccount,
    vipExpireAt: account.vipExpireAt,
    hasPurchase: gift.hasPurchase ?? latestPaidOrder(state, account, Date.now()) !== undefined,
    autoRenew: gift.autoRenew ?? renewals.length > 0,
    consecutiveRenewals: gift.consecutiveRenewals ?? Math.max(0, ...renewals.map((contract) => contract.consecutiveRenewals)),
    renewalRefundedOrTerminated: gift.renewalRefundedOrTerminated,
  }
}

function statusOf(state: MockState, account: Account, now: number): Wire<typeof giftStatus> {
  const gift = giftOf(state, account, now)
  const order = latestPaidOrder(state, account, now)
  return {
    now,
    giftingEndsAt: gift.giftingEndsAt,
    facts: factsOf(state, account, gift),
    slots: gift.slots.map((slot) => ({ ...slot })),
    latestOrder: order ? { orderNo: order.orderNo, refundableUntil: order.refundableUntil } : null,
  }
}

function activate(context: SignedIn) {
  const { state, account, body, t } = context
  const now = Date.now()
  const gift = giftOf(state, account, now)
  const refusals = giftRefusals(factsOf(state, account, gift), now)
  if (refusals.includes('enterpriseSubAccount')) return { code: CODE_GIFT_ENTERPRISE, msg: t('enterpriseSubAccount') }
  if (refusals.length > 0) return { code: CODE_GIFT_NOT_ELIGIBLE, msg: t('gift.notEligible') }
  const message = typeof body.message === 'string' ? body.message : ''
  const slot = gift.slots.find((each) => each.slot === body.slot)
  if (!slot || !isGiftMessage(message)) return { code: CODE_BAD_REQUEST, msg: t('gift.badMessage') }
  const slotState = giftSlotState(slot, gift.giftingEndsAt, now)
  if (slotState === 'ended') return { code: CODE_GIFT_ENDED, msg: t('gift.ended') }
  if (slotState !== 'apply') return { code: CODE_GIFT_SLOT_TAKEN, msg: t('gift.slotTaken') }
  slot.activatedAt = now
  slot.giftCode = giftCodeOf(account, now, slot.slot)
  slot.message = message.trim()
  activateGiftOnLatestOrder(state, account)
  return { code: CODE_OK, data: statusOf(state, account, now) }
}

/** The giver and opened slot of this month whose code `code` is. */
function giftOfCode(state: MockState, code: string, now: number): { giver: Account; slot: GiftSlotRecord } | undefined {
  for (const giver of Object.values(state.accounts)) {
    const slot = giftOf(state, giver, now).slots.find((each) => each.giftCode !== '' && each.giftCode === code)
    if (slot) return { giver, slot }
  }
  return undefined
}

function claim({ state, account, body, t }: SignedIn) {
  const now = Date.now()
  const found = giftOfCode(state, fieldText(body.giftCode), now)
  if (!found) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const gift = giftOf(state, found.giver, now)
  const slotState = giftSlotState(found.slot, gift.giftingEndsAt, now)
  if (slotState === 'ended') return { code: CODE_GIFT_ENDED, msg: t('gift.ended') }
  if (slotState !== 'unclaimed') return { code: CODE_GIFT_SLOT_TAKEN, msg: t('gift.slotTaken') }
  // spec 9: one claim per phone number, whoever gave it
  const claimed = Object.values(state.accounts).flatMap((each) => giftOf(state, each, now).claimedPhones)
  if (!account.phone || !canPhoneClaim(account.phone, claimed)) return { code: CODE_GIFT_PHONE_CLAIMED, msg: t('gift.phoneClaimed') }
  found.slot.claimedPhoneSuffix = account.phone.slice(-4)
  found.slot.claimedAt = now
  gift.claimedPhones.push(account.phone)
  extendVip(account, GIFT_VIP_DAYS * 24, now)
  // No client reads this answer yet: the friend's side has no screen in this build (docs/api.md).
  return { code: CODE_OK, data: { vipExpireAt: account.vipExpireAt } }
}

const routes: Routes = {
  'GET /gift/status': { auth: true, handle: ({ state, account }) => ({ code: CODE_OK, data: statusOf(state, account, Date.now()) }) },
  'POST /gift/activate': { auth: true, handle: (context) => onceByRequestId(context, 'gift-activate', () => activate(context)) },
  'POST /gift/claim': { auth: true, handle: (context) => onceByRequestId(context, 'gift-claim', () => claim(context)) },
}

export default routes

const FACT_FLAGS = ['autoRenew', 'renewalRefundedOrTerminated', 'hasPurchase'] as const

/** POST /api/__mock/gift: sets a giver's facts, so each eligibility condition can be tried. */
export function controlGift(state: MockState, account: Account, request: Fields): string | undefined {
  const now = Date.now()
  const gift = giftOf(state, account, now)
  for (const field of FACT_FLAGS) {
    const value = request[field]
    if (value === undefined) continue
    if (typeof value !== 'boolean') return `${field} must be a boolean`
    gift[field] = value
  }
  const { vipDaysLeft, consecutiveRenewals, giftingEndsAt } = request
  if (vipDaysLeft !== undefined) {
    if (typeof vipDaysLeft !== 'number' || !Number.isFinite(vipDaysLeft)) return 'vipDaysLeft must be a number'
    account.vipExpireAt = vipDaysLeft > 0 ? now + vipDaysLeft * DAY_MS : 0
  }
  if (consecutiveRenewals !== undefined) {
    if (typeof consecutiveRenewals !== 'number' || !Number.isInteger(consecutiveRenewals) || consecutiveRenewals < 0) {
      return 'consecutiveRenewals must be a whole number >= 0'
    }
    gift.consecutiveRenewals = consecutiveRenewals
  }
  if (giftingEndsAt !== undefined) {
    if (typeof giftingEndsAt !== 'number' || !Number.isFinite(giftingEndsAt) || giftingEndsAt < 0) return 'giftingEndsAt must be a time in ms >= 0'
    gift.giftingEndsAt = giftingEndsAt
  }
  return undefined
}
