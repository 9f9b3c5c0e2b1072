import * as v from 'valibot'
import { GIFT_SLOTS_PER_MONTH, giftActivationRefusalOf, type GiftFacts, type GiftSlotRecord } from '@/lib/gift'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { GIFT_STATUS_READ } from './area-reads'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// Gift membership to friends (docs/api.md, "Gift endpoints").

/** Why an activation was refused (src/lib/refusal.ts). */
export const giftActivationRefusal = refusalReader(giftActivationRefusalOf)

const giftFacts = v.object({
  enterpriseSubAccount: v.nullish(flag, false),
  vipExpireAt: v.nullish(num, 0),
  hasPurchase: v.nullish(flag, false),
  autoRenew: v.nullish(flag, false),
  consecutiveRenewals: v.nullish(count, 0),
  renewalRefundedOrTerminated: v.nullish(flag, false),
}) satisfies v.GenericSchema<unknown, GiftFacts>

const giftSlot = v.object({
  slot: v.pipe(num, v.integer(), v.minValue(1), v.maxValue(GIFT_SLOTS_PER_MONTH)),
  activatedAt: v.nullish(num, 0),
  giftCode: v.nullish(text, ''),
  message: v.nullish(text, ''),
  /** Only the last digits: the friend's number never reaches the giver. */
  claimedPhoneSuffix: v.nullish(v.pipe(text, v.regex(/^\d{0,4}$/)), ''),
  claimedAt: v.nullish(num, 0),
}) satisfies v.GenericSchema<unknown, GiftSlotRecord>

/** The latest order, whose no-reason refund an activation removes (spec 6). */
const latestOrder = v.object({
  orderNo: text,
  /** Last moment of its refund window; 0 when it cannot be refunded anyway. */
  refundableUntil: v.nullish(num, 0),
})

export const giftStatus = v.object({
  /** The server's clock, ms since the epoch: the rules run on it, not on the device's. */
  now: num,
  /** The end of the gifting event; 0 when it has none. */
  giftingEndsAt: v.nullish(num, 0),
  facts: giftFacts,
  slots: v.pipe(v.array(giftSlot), v.length(GIFT_SLOTS_PER_MONTH)),
  latestOrder: v.nullish(latestOrder, null),
})
export type GiftStatus = v.InferOutput<typeof giftStatus>
export type LatestOrder = v.InferOutput<typeof latestOrder>

export async function fetchGiftStatus(): Promise<GiftStatus> {
  return parseAnswer(giftStatus, okData(await http.request(GIFT_STATUS_READ)))
}

export interface GiftActivation {
  slot: number
  message: string
  /** Made once per intent, sent again on every retry (docs/api.md, "Request ids"). */
  requestId: string
}

/** Activates a slot; answers the whole status as it is after it. */
export async function activateGiftSlot(activation: GiftActivation): Promise<GiftStatus> {
  return parseAnswer(
    giftStatus,
    okData(await http.request({ method: 'POST', path: '/gift/activate', body: { ...activation } })),
  )
}
