import type { GiftStatus } from '@/api/gift'
import type { GiftApi } from '@/stores/gift'

const DAY_MS = 24 * 60 * 60 * 1000
// 2026-11-15 12:00 China time
export const GIFT_NOW = Date.UTC(2026, 10, 15, 4)

/** A gift status of an eligible member: slot 1 gifted, slots 2 and 3 to apply for. */
export function giftStatus(extra: Partial<GiftStatus> = {}): GiftStatus {
  return {
    now: GIFT_NOW,
    giftingEndsAt: 0,
    facts: {
      enterpriseSubAccount: false,
      vipExpireAt: GIFT_NOW + 45 * DAY_MS,
      hasPurchase: true,
      autoRenew: false,
      consecutiveRenewals: 0,
      renewalRefundedOrTerminated: false,
    },
    slots: [
      { slot: 1, activatedAt: GIFT_NOW - DAY_MS, giftCode: '10001-2026-11-1', message: '生日快乐', claimedPhoneSuffix: '1234', claimedAt: GIFT_NOW - 1000 },
      { slot: 2, activatedAt: 0, giftCode: '', message: '', claimedPhoneSuffix: '', claimedAt: 0 },
      { slot: 3, activatedAt: 0, giftCode: '', message: '', claimedPhoneSuffix: '', claimedAt: 0 },
    ],
    latestOrder: { orderNo: 'M202611130001', refundableUntil: GIFT_NOW + 5 * DAY_MS },
    ...extra,
  }
}

/** The status after slot `slot` was activated with `message`. */
export function activatedStatus(slot: number, message: string): GiftStatus {
  const status = giftStatus({ latestOrder: { orderNo: 'M202611130001', refundableUntil: 0 } })
  return {
    ...status,
    slots: status.slots.map((each) =>
      each.slot === slot ? { ...each, activatedAt: GIFT_NOW, giftCode: `10001-2026-11-${slot}`, message } : each,
    ),
  }
}

let ids = 0

export function fakeGiftApi(overrides: Partial<Record<keyof GiftApi, jest.Mock>> = {}) {
  return {
    fetchStatus: jest.fn(async () => giftStatus()),
    activate: jest.fn(async ({ slot, message }: { slot: number; message: string }) => activatedStatus(slot, message)),
    newRequestId: jest.fn(async () => (ids += 1).toString(16).padStart(32, '0')),
    ...overrides,
  }
}
