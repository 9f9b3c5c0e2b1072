/** @jest-environment node */
import {
  allGiftsClaimed,
  canPhoneClaim,
  GIFT_MESSAGE_MAX,
  GIFT_MIN_DAYS_LEFT,
  GIFT_REQUIRED_RENEWALS,
  GIFT_SLOTS_PER_MONTH,
  GIFT_VIP_DAYS,
  giftActivationRefusalOf,
  giftMonthOf,
  giftRefusals,
  giftSlotState,
  isGiftingOver,
  isGiftMessage,
  vipDaysLeft,
  type GiftFacts,
  type GiftSlotRecord,
} from '@/lib/gift'
import FACTS from '@/config/membership.json'
import { chinaTime } from '../support/time-zones'

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = chinaTime('2026-11-15T12:00')

function facts(extra: Partial<GiftFacts> = {}): GiftFacts {
  return {
    enterpriseSubAccount: false,
    vipExpireAt: NOW + 45 * DAY_MS,
    hasPurchase: true,
    autoRenew: false,
    consecutiveRenewals: 0,
    renewalRefundedOrTerminated: false,
    ...extra,
  }
}

function slot(extra: Partial<GiftSlotRecord> = {}): GiftSlotRecord {
  return { slot: 1, activatedAt: 0, giftCode: '', message: '', claimedPhoneSuffix: '', claimedAt: 0, ...extra }
}

describe('gift figures', () => {
  it('are the figures of spec 9', () => {
    expect([GIFT_SLOTS_PER_MONTH, GIFT_VIP_DAYS, GIFT_MIN_DAYS_LEFT, GIFT_REQUIRED_RENEWALS]).toEqual([3, 15, 30, 2])
  })

  it('reads the 30 days from the membership facts the other screens show', () => {
    expect(GIFT_MIN_DAYS_LEFT).toBe(FACTS.giftMinDaysLeft)
  })
})

describe('giftRefusals', () => {
  it('lets a VIP with 45 days left and a purchase gift', () => {
    expect(giftRefusals(facts(), NOW)).toEqual([])
  })

  it('refuses a member who is not VIP', () => {
    expect(giftRefusals(facts({ vipExpireAt: 0 }), NOW)).toEqual(['notVip'])
  })

  it('refuses a VIP that ended a moment ago', () => {
    expect(giftRefusals(facts({ vipExpireAt: NOW }), NOW)).toEqual(['notVip'])
  })

  it('refuses exactly 30 days left: more than 30 are needed', () => {
    expect(giftRefusals(facts({ vipExpireAt: NOW + 30 * DAY_MS }), NOW)).toEqual(['fewDaysLeft'])
  })

  it('accepts 30 days and one millisecond left', () => {
    expect(giftRefusals(facts({ vipExpireAt: NOW + 30 * DAY_MS + 1 }), NOW)).toEqual([])
  })

  it('refuses a member who never bought membership', () => {
    expect(giftRefusals(facts({ hasPurchase: false }), NOW)).toEqual(['noPurchase'])
  })

  it('names every missing condition, in order', () => {
    expect(giftRefusals(facts({ vipExpireAt: NOW + DAY_MS, hasPurchase: false }), NOW)).toEqual(['fewDaysLeft', 'noPurchase'])
  })

  it('refuses an auto-renew member with one renewal', () => {
    expect(giftRefusals(facts({ autoRenew: true, consecutiveRenewals: 1 }), NOW)).toEqual(['renewals'])
  })

  it('accepts an auto-renew member with two consecutive renewals', () => {
    expect(giftRefusals(facts({ autoRenew: true, consecutiveRenewals: 2 }), NOW)).toEqual([])
  })

  it('refuses an auto-renew member whose renewals saw a refund or termination, however many', () => {
    expect(giftRefusals(facts({ autoRenew: true, consecutiveRenewals: 5, renewalRefundedOrTerminated: true }), NOW)).toEqual(['renewalBroken'])
  })

  it('ignores renewals of a member without auto-renew', () => {
    expect(giftRefusals(facts({ autoRenew: false, consecutiveRenewals: 0, renewalRefundedOrTerminated: true }), NOW)).toEqual([])
  })

  it('refuses an enterprise sub-account for that alone, even when everything else is missing', () => {
    expect(giftRefusals(facts({ enterpriseSubAccount: true, vipExpireAt: 0, hasPurchase: false }), NOW)).toEqual(['enterpriseSubAccount'])
  })
})

describe('vipDaysLeft', () => {
  it('counts whole days only', () => {
    expect(vipDaysLeft(NOW + 31 * DAY_MS - 1, NOW)).toBe(30)
  })

  it('is 0 after the end', () => {
    expect(vipDaysLeft(NOW - DAY_MS, NOW)).toBe(0)
  })
})

describe('gift months', () => {
  it('puts 23:59 on the last day of the month in that month, China time', () => {
    expect(giftMonthOf(chinaTime('2026-11-30T23:59'))).toBe('2026-11')
  })

  it('puts 00:00 on the 1st in the new month, China time', () => {
    expect(giftMonthOf(chinaTime('2026-12-01T00:00'))).toBe('2026-12')
  })

  it('keeps a slot activated on the 30th unclaimed until the month ends in China', () => {
    const activated = slot({ activatedAt: chinaTime('2026-11-30T20:00') })
    expect(giftSlotState(activated, 0, chinaTime('2026-11-30T23:59'))).toBe('unclaimed')
  })

  it('ends an unclaimed slot when the China-time month is over', () => {
    const activated = slot({ activatedAt: chinaTime('2026-11-30T20:00') })
    expect(giftSlotState(activated, 0, chinaTime('2026-12-01T00:00'))).toBe('ended')
  })
})

describe('giftSlotState', () => {
  it('is apply before activation', () => {
    expect(giftSlotState(slot(), 0, NOW)).toBe('apply')
  })

  it('is unclaimed once activated', () => {
    expect(giftSlotState(slot({ activatedAt: NOW - DAY_MS }), 0, NOW)).toBe('unclaimed')
  })

  it('is gifted once a friend claimed it, even after the gifting time', () => {
    expect(giftSlotState(slot({ activatedAt: NOW - DAY_MS, claimedPhoneSuffix: '1234' }), NOW - 1, NOW)).toBe('gifted')
  })

  it('is ended for a slot not activated when the gifting time is over', () => {
    expect(giftSlotState(slot(), NOW - 1, NOW)).toBe('ended')
  })

  it('is not ended at the very moment the gifting time ends', () => {
    expect(giftSlotState(slot(), NOW, NOW)).toBe('apply')
  })
})

describe('isGiftingOver', () => {
  it('is never over without an end', () => {
    expect(isGiftingOver(0, NOW)).toBe(false)
  })

  it('is over after the end', () => {
    expect(isGiftingOver(NOW - 1, NOW)).toBe(true)
  })
})

describe('allGiftsClaimed', () => {
  const claimed = (n: number) => slot({ slot: n, activatedAt: NOW, claimedPhoneSuffix: '0000' })

  it('holds when every slot went to a friend', () => {
    expect(allGiftsClaimed([claimed(1), claimed(2), claimed(3)])).toBe(true)
  })

  it('does not hold with one slot waiting', () => {
    expect(allGiftsClaimed([claimed(1), claimed(2), slot({ slot: 3, activatedAt: NOW })])).toBe(false)
  })

  it('does not hold for an empty list', () => {
    expect(allGiftsClaimed([])).toBe(false)
  })
})

describe('canPhoneClaim', () => {
  it('lets a new phone claim', () => {
    expect(canPhoneClaim('13612341234', ['13800138000'])).toBe(true)
  })

  it('refuses a phone that claimed before', () => {
    expect(canPhoneClaim('13612341234', ['13612341234'])).toBe(false)
  })
})

describe('isGiftMessage', () => {
  it('takes an empty message', () => {
    expect(isGiftMessage('')).toBe(true)
  })

  it('takes the longest message, counted in characters, not UTF-16 units', () => {
    expect(isGiftMessage('😀'.repeat(GIFT_MESSAGE_MAX))).toBe(true)
  })

  it('refuses one character more', () => {
    expect(isGiftMessage('好'.repeat(GIFT_MESSAGE_MAX + 1))).toBe(false)
  })

  it('does not count the spaces around it', () => {
    expect(isGiftMessage(` ${'好'.repeat(GIFT_MESSAGE_MAX)} `)).toBe(true)
  })
})

describe('giftActivationRefusalOf', () => {
  it('names each refusal of an activation by its code, and no other code', () => {
    expect([10441, 10442, 10443, 10444, 10445, 200].map(giftActivationRefusalOf)).toEqual([
      'notEligible',
      'slotTaken',
      'ended',
      'enterpriseSubAccount',
      undefined,
      undefined,
    ])
  })
})
