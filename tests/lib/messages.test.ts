/** @jest-environment node */
import { canClaim, claimRefusalOf, hasReward, isMessageKind, offersRecharge } from '@/lib/messages'

describe('isMessageKind', () => {
  it.each(['system', 'reward', 'sportsQuiz', 'membership'])('accepts %s', (kind) => {
    expect(isMessageKind(kind)).toBe(true)
  })

  it.each([['promotion'], [''], [null], [3]])('rejects %p', (value) => {
    expect(isMessageKind(value)).toBe(false)
  })
})

describe('hasReward', () => {
  it('is true for coins', () => {
    expect(hasReward({ coins: 66, vipHours: 0 })).toBe(true)
  })

  it('is true for VIP hours', () => {
    expect(hasReward({ coins: 0, vipHours: 24 })).toBe(true)
  })

  it('is false for a reward of nothing', () => {
    expect(hasReward({ coins: 0, vipHours: 0 })).toBe(false)
  })

  it('is false without a reward', () => {
    expect(hasReward(null)).toBe(false)
  })
})

describe('canClaim', () => {
  it('allows an unclaimed reward', () => {
    expect(canClaim({ reward: { coins: 88, vipHours: 0 }, claimed: false })).toBe(true)
  })

  it('refuses a reward already claimed', () => {
    expect(canClaim({ reward: { coins: 88, vipHours: 0 }, claimed: true })).toBe(false)
  })

  it('refuses a message without a reward', () => {
    expect(canClaim({ reward: null, claimed: false })).toBe(false)
  })

  it('refuses a reward of nothing', () => {
    expect(canClaim({ reward: { coins: 0, vipHours: 0 }, claimed: false })).toBe(false)
  })
})

describe('offersRecharge', () => {
  it('is true for membership messages', () => {
    expect(offersRecharge({ kind: 'membership' })).toBe(true)
  })

  it.each(['system', 'reward', 'sportsQuiz'] as const)('is false for %s messages', (kind) => {
    expect(offersRecharge({ kind })).toBe(false)
  })
})

describe('claimRefusalOf', () => {
  it('names a reward claimed already, and no other code', () => {
    expect([10311, 10310, 200].map(claimRefusalOf)).toEqual(['alreadyClaimed', undefined, undefined])
  })
})
