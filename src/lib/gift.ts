// Gifting membership to friends (/giftFriends; spec 4, 5, 6, 9). The client shows these rules and
// the mock refuses by them, so both read them here.
import FACTS from '@/config/membership.json'
import { chinaDateOf, endOfChinaMonth } from './calendar'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

const DAY_MS = 24 * 60 * 60 * 1000

/** Spec 9: slots a member may activate in one China-time month. */
export const GIFT_SLOTS_PER_MONTH = 3
/** Spec 9: VIP days one gift gives the friend. */
export const GIFT_VIP_DAYS = 15
/** Spec 5, 9: a giver needs more than this many days of VIP left. */
export const GIFT_MIN_DAYS_LEFT = FACTS.giftMinDaysLeft
/** Spec 5: auto-renew givers need this many consecutive successful renewals. */
export const GIFT_REQUIRED_RENEWALS = 2
/** Our design (docs/api.md): the giver's message to the friend, at most this many characters. */
export const GIFT_MESSAGE_MAX = 30
/** Spec 6: activating a slot removes the no-reason refund of this many days on the latest order. */
export const GIFT_REFUND_WINDOW_DAYS = FACTS.refundWindowDays

/** Answer codes of the gift endpoints (docs/api.md, "Gift endpoints"). */
export const CODE_GIFT_NOT_ELIGIBLE = 10441
export const CODE_GIFT_SLOT_TAKEN = 10442
export const CODE_GIFT_ENDED = 10443
export const CODE_GIFT_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.gift
export const CODE_GIFT_PHONE_CLAIMED = 10445

/** Why the server refused an activation; each is final: trying the same again is refused again. */
export type GiftActivationRefusal = 'notEligible' | 'slotTaken' | 'ended' | 'enterpriseSubAccount'

const ACTIVATION_REFUSALS: Readonly<Record<number, GiftActivationRefusal>> = {
  [CODE_GIFT_NOT_ELIGIBLE]: 'notEligible',
  [CODE_GIFT_SLOT_TAKEN]: 'slotTaken',
  [CODE_GIFT_ENDED]: 'ended',
  [CODE_GIFT_ENTERPRISE]: 'enterpriseSubAccount',
}

export function giftActivationRefusalOf(code: number): GiftActivationRefusal | undefined {
  return ACTIVATION_REFUSALS[code]
}

/** What the server knows about the giver, as GET /gift/status sends it. */
export interface GiftFacts {
  enterpriseSubAccount: boolean
  /** VIP end, ms since the epoch; 0 when never VIP. */
  vipExpireAt: number
  /** The member has bought membership before (a paid order). */
  hasPurchase: boolean
  autoRenew: boolean
  /** Successful automatic renewals in a row, counting back from the latest. */
  consecutiveRenewals: number
  /** A renewal of that run was refunded or the subscription was terminated. */
  renewalRefundedOrTerminated: boolean
}

/** Why a member may not gift, in the order the page names them. */
export const GIFT_REFUSALS = ['enterpriseSubAccount', 'notVip', 'fewDaysLeft', 'noPurchase', 'renewals', 'renewalBroken'] as const
export type GiftRefusal = (typeof GIFT_REFUSALS)[number]

/** Whole VIP days left at `now` (a part of a day does not count). */
export function vipDaysLeft(vipExpireAt: number, now: number): number {
  return Math.max(0, Math.floor((vipExpireAt - now) / DAY_MS))
}

/**
 * Every condition of spec 5 and 6 the member does not meet; empty when they may gift. An
 * enterprise sub-account is refused for that alone (spec 6: no VIP operation at all).
 */
export function giftRefusals(facts: GiftFacts, now: number): GiftRefusal[] {
  if (facts.enterpriseSubAccount) return ['enterpriseSubAccount']
  const refusals: GiftRefusal[] = []
  if (facts.vipExpireAt <= now) refusals.push('notVip')
  // spec 5: more than 30 days remaining, to the millisecond
  else if (facts.vipExpireAt - now <= GIFT_MIN_DAYS_LEFT * DAY_MS) refusals.push('fewDaysLeft')
  if (!facts.hasPurchase) refusals.push('noPurchase')
  if (facts.autoRenew) {
    if (facts.renewalRefundedOrTerminated) refusals.push('renewalBroken')
    else if (facts.consecutiveRenewals < GIFT_REQUIRED_RENEWALS) refusals.push('renewals')
  }
  return refusals
}

/** One slot as the server keeps it. */
export interface GiftSlotRecord {
  /** 1 to GIFT_SLOTS_PER_MONTH. */
  slot: number
  /** When the member activated it; 0 while not activated. */
  activatedAt: number
  /** What the friend claims it with; '' while not activated. */
  giftCode: string
  /** The giver's message to the friend. */
  message: string
  /** The last digits of the phone that claimed it; '' while unclaimed. */
  claimedPhoneSuffix: string
  claimedAt: number
}

/**
 * Spec 4 gift states: `apply` (not activated yet: apply to continue), `unclaimed` (activated,
 * waiting for a friend), `gifted` (a friend claimed it), `ended` (the gifting time is over).
 */
export type GiftSlotState = 'apply' | 'unclaimed' | 'gifted' | 'ended'

/** The end of the gifting time of the month of `now`: a slot not claimed by then has ended. */
export function giftMonthEnd(now: number): number {
  return endOfChinaMonth(now)
}

/** The China-time month of an instant, `YYYY-MM`: slots are counted per such month. */
export function giftMonthOf(now: number): string {
  return chinaDateOf(now).slice(0, 7)
}

/** The gifting time is over: the event's end (0: none) has passed. */
export function isGiftingOver(giftingEndsAt: number, now: number): boolean {
  return giftingEndsAt > 0 && now > giftingEndsAt
}

export function giftSlotState(slot: GiftSlotRecord, giftingEndsAt: number, now: number): GiftSlotState {
  if (slot.claimedPhoneSuffix) return 'gifted'
  if (isGiftingOver(giftingEndsAt, now)) return 'ended'
  if (slot.activatedAt > 0 && now > giftMonthEnd(slot.activatedAt)) return 'ended'
  return slot.activatedAt > 0 ? 'unclaimed' : 'apply'
}

/** Spec 4 "all claimed": every slot of the month went to a friend. */
export function allGiftsClaimed(slots: readonly GiftSlotRecord[]): boolean {
  return slots.length >= GIFT_SLOTS_PER_MONTH && slots.every((slot) => slot.claimedPhoneSuffix !== '')
}

/** Spec 5, 9: a phone number receives the 15-day gift once. */
export function canPhoneClaim(phone: string, claimedPhones: readonly string[]): boolean {
  return !claimedPhones.includes(phone)
}

/** The giver's message as it is sent: trimmed, and within the limit. */
export function isGiftMessage(message: string): boolean {
  return Array.from(message.trim()).length <= GIFT_MESSAGE_MAX
}
