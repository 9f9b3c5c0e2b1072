/** @jest-environment node */
// The gift endpoints of the mock over real HTTP (docs/api.md, "Gift endpoints").
import type { GiftStatus } from '@/api/gift'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'
const ID = 'b'.repeat(32)

function status(token = DEMO): Promise<GiftStatus> {
  return mock.ok<GiftStatus>('/gift/status', { token })
}

function activate(body: Record<string, unknown>, token = DEMO) {
  return mock.call<GiftStatus>('/gift/activate', { method: 'POST', token, body })
}

async function latestOrderRefund(): Promise<string> {
  const page = await mock.ok<{ list: Array<{ payType: number | null; refundStatus: string }> }>('/member/records', { token: DEMO })
  return page.list.find((record) => record.payType !== null)?.refundStatus ?? ''
}

describe('GET /gift/status', () => {
  it('shows the demo account one slot gifted to the last digits of a phone and two to apply for', async () => {
    const { slots } = await status()
    expect(slots.map((slot) => [slot.claimedPhoneSuffix, slot.activatedAt > 0])).toEqual([
      ['1234', true],
      ['', false],
      ['', false],
    ])
  })

  it('gives the demo account the facts of an eligible member, its auto-renew from its contracts', async () => {
    const { facts } = await status()
    expect(facts).toMatchObject({ enterpriseSubAccount: false, hasPurchase: true, autoRenew: true, consecutiveRenewals: 3 })
  })

  it('names the demo account’s refundable latest order', async () => {
    const { latestOrder, now } = await status()
    expect(latestOrder?.refundableUntil).toBeGreaterThan(now)
  })

  it('needs a token', async () => {
    expect((await mock.call('/gift/status')).code).toBe(401)
  })
})

describe('POST /gift/activate', () => {
  it('activates the slot with its message and a gift code', async () => {
    const answer = await activate({ slot: 2, message: '一起加速', requestId: ID })
    expect([answer.code, answer.data?.slots[1].message, answer.data?.slots[1].giftCode]).toEqual([200, '一起加速', expect.stringMatching(/^10001-\d{4}-\d{2}-2$/)])
  })

  it('takes the 7-day refund away from the latest order', async () => {
    await activate({ slot: 2, message: '', requestId: ID })
    expect(await latestOrderRefund()).toBe('notRefundable')
  })

  it('activates once for a repeated request id', async () => {
    const first = await activate({ slot: 2, message: '', requestId: ID })
    const repeat = await activate({ slot: 2, message: '', requestId: ID })
    expect([first.code, repeat.code, repeat.data]).toEqual([200, 200, first.data])
  })

  it('refuses a slot that was activated already', async () => {
    await activate({ slot: 2, message: '', requestId: ID })
    expect((await activate({ slot: 2, message: '', requestId: 'c'.repeat(32) })).code).toBe(10442)
  })

  it('refuses a member with too few VIP days and leaves the refund alone', async () => {
    await mock.control('POST', '/gift', { token: DEMO, vipDaysLeft: 30 })
    expect((await activate({ slot: 2, message: '', requestId: ID })).code).toBe(10441)
    expect(await latestOrderRefund()).toBe('refundable')
  })

  it('refuses an auto-renew member with one renewal', async () => {
    await mock.control('POST', '/gift', { token: DEMO, autoRenew: true, consecutiveRenewals: 1 })
    expect((await activate({ slot: 2, message: '', requestId: ID })).code).toBe(10441)
  })

  it('refuses an enterprise sub-account with its own code', async () => {
    await mock.control('POST', '/gift', { token: DEMO, enterpriseSubAccount: true })
    const answer = await activate({ slot: 2, message: '', requestId: ID })
    expect([answer.code, answer.msg]).toEqual([10444, '企业子账号无法进行此操作'])
  })

  it('refuses when the gifting time has ended', async () => {
    await mock.control('POST', '/gift', { token: DEMO, giftingEndsAt: 1 })
    expect((await activate({ slot: 2, message: '', requestId: ID })).code).toBe(10443)
  })

  it('refuses a message over the limit', async () => {
    expect((await activate({ slot: 2, message: '好'.repeat(31), requestId: ID })).code).toBe(400)
  })

  it('refuses a member who is not VIP (the special account)', async () => {
    expect((await activate({ slot: 1, message: '', requestId: ID }, 'special-token')).code).toBe(10441)
  })
})

describe('POST /gift/claim', () => {
  async function activatedCode(): Promise<string> {
    const answer = await activate({ slot: 2, message: '', requestId: ID })
    return answer.data?.slots[1].giftCode ?? ''
  }

  it('gives the friend the gift and shows the giver the last digits of the friend’s phone', async () => {
    const giftCode = await activatedCode()
    expect((await mock.call('/gift/claim', { method: 'POST', token: 'special-token', body: { giftCode } })).code).toBe(200)
    expect((await status()).slots[1].claimedPhoneSuffix).toBe('9000')
  })

  it('refuses a phone that claimed a gift before', async () => {
    const giftCode = await activatedCode()
    await mock.call('/gift/claim', { method: 'POST', token: 'special-token', body: { giftCode } })
    const third = await activate({ slot: 3, message: '', requestId: 'd'.repeat(32) })
    const again = await mock.call('/gift/claim', { method: 'POST', token: 'special-token', body: { giftCode: third.data?.slots[2].giftCode } })
    expect(again.code).toBe(10445)
  })
})

describe('POST /api/__mock/gift', () => {
  it('refuses a token of no account', async () => {
    expect((await mock.control('POST', '/gift', { token: 'nobody', autoRenew: true })).status).toBe(400)
  })

  it('refuses a field of the wrong type', async () => {
    expect((await mock.control('POST', '/gift', { token: DEMO, autoRenew: 'yes' })).status).toBe(400)
  })
})
