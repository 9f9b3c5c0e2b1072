/** @jest-environment node */
// The refund endpoints of the mock over real HTTP (docs/api.md, "Order endpoints").
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'

interface WireRecord {
  orderNo: string
  level: string
  benefitEnd: number
  giftActivated: boolean
  refundStatus: string
  refundedAt: number
}

interface WireRefund {
  refundNo: string
  orderNo: string
  reason: string
  outcome: string
}

async function records(token = DEMO): Promise<WireRecord[]> {
  return (await mock.ok<{ list: WireRecord[] }>('/member/records?page=1&pageSize=50', { token })).list
}

async function refundableOrderNo(): Promise<string> {
  const found = (await records()).find((record) => record.refundStatus === 'refundable')
  if (!found) throw new Error('the demo account has no refundable order')
  return found.orderNo
}

function refund(body: Record<string, unknown>, token = DEMO) {
  return mock.call<{ refund: WireRefund }>('/member/refund', { method: 'POST', body, token })
}

function requestId(digit: string): string {
  return digit.repeat(32)
}

describe('GET /member/refunds', () => {
  test('answers a visitor with code 401', async () => {
    expect((await mock.call('/member/refunds')).code).toBe(401)
  })

  test('lists the demo account’s refused request; the refund service is not used yet', async () => {
    const answer = await mock.ok<{ serviceUsed: boolean; list: WireRefund[] }>('/member/refunds', { token: DEMO })
    expect(answer.serviceUsed).toBe(false)
    expect(answer.list.map((item) => item.outcome)).toEqual(['refused'])
  })

  test('answers an account with no orders with an empty list', async () => {
    expect(await mock.ok('/member/refunds', { token: 'special-token' })).toEqual({ serviceUsed: false, list: [] })
  })
})

describe('POST /member/refund', () => {
  test('refunds an order within its 7 days and lists the refund', async () => {
    const orderNo = await refundableOrderNo()
    const answer = await refund({ orderNo, reason: ' 太慢了 ', requestId: requestId('a') })
    expect(answer.code).toBe(200)
    expect(answer.data?.refund).toMatchObject({ orderNo, reason: '太慢了', outcome: 'refunded' })
    const refunds = await mock.ok<{ serviceUsed: boolean; list: WireRefund[] }>('/member/refunds', { token: DEMO })
    expect(refunds.serviceUsed).toBe(true)
    expect(refunds.list[0].orderNo).toBe(orderNo)
  })

  test('marks the order refunded with its refund time, and the VIP time ends where the orders left stack up to', async () => {
    const orderNo = await refundableOrderNo()
    const before = await mock.ok<{ vipExpireAt: number }>('/user/info', { token: DEMO })
    await refund({ orderNo, requestId: requestId('b') })
    const refunded = (await records()).find((record) => record.orderNo === orderNo)
    expect(refunded?.refundStatus).toBe('refunded')
    expect(refunded?.refundedAt).toBeGreaterThan(0)
    const after = await mock.ok<{ vipExpireAt: number }>('/user/info', { token: DEMO })
    const stackedEnd = Math.max(
      ...(await records()).filter((record) => record.level === 'vip' && record.refundStatus !== 'refunded').map((record) => record.benefitEnd),
    )
    expect(after.vipExpireAt).toBeLessThan(before.vipExpireAt)
    expect(Math.abs(after.vipExpireAt - stackedEnd)).toBeLessThan(60 * 1000)
  })

  test('refuses a second refund: one refund service per user', async () => {
    const orderNo = await refundableOrderNo()
    await refund({ orderNo, requestId: requestId('c') })
    const second = await refund({ orderNo, requestId: requestId('d') })
    expect([second.code, second.msg]).toEqual([10330, '每位用户仅可使用一次退款服务，您已使用过'])
  })

  test('answers a repeat of the same request id with the first answer and refunds once', async () => {
    const orderNo = await refundableOrderNo()
    const first = await refund({ orderNo, requestId: requestId('e') })
    const repeat = await refund({ orderNo, requestId: requestId('e') })
    expect(repeat).toEqual(first)
    const refunds = await mock.ok<{ list: WireRefund[] }>('/member/refunds', { token: DEMO })
    expect(refunds.list.filter((item) => item.outcome === 'refunded')).toHaveLength(1)
  })

  test('refuses an order a gift slot was activated on', async () => {
    const giftActivated = (await records()).find((record) => record.giftActivated)
    expect(giftActivated).toBeDefined()
    expect((await refund({ orderNo: giftActivated?.orderNo, requestId: requestId('f') })).code).toBe(10331)
  })

  test('refuses an enterprise sub-account and refunds nothing', async () => {
    await mock.control('POST', '/order', { token: DEMO, enterpriseSubAccount: true })
    const answer = await refund({ orderNo: await refundableOrderNo(), requestId: requestId('e') })
    expect([answer.code, answer.msg]).toEqual([10334, '企业子账号无法进行此操作'])
    expect((await records()).filter((record) => record.refundStatus === 'refunded')).toEqual([])
  })

  test('refuses an order older than 7 days', async () => {
    const old = (await records()).find((record) => record.refundStatus === 'notRefundable' && !record.giftActivated)
    expect((await refund({ orderNo: old?.orderNo, requestId: requestId('1') })).code).toBe(10331)
  })

  test('refuses a reason of 51 characters, counting an emoji once', async () => {
    const orderNo = await refundableOrderNo()
    const answer = await refund({ orderNo, reason: '退'.repeat(50) + '👩‍💻', requestId: requestId('2') })
    expect(answer.code).toBe(10332)
  })

  test('takes a reason of 49 characters and a joined emoji', async () => {
    const orderNo = await refundableOrderNo()
    expect((await refund({ orderNo, reason: '退'.repeat(49) + '👩‍💻', requestId: requestId('3') })).code).toBe(200)
  })

  test('answers an unknown order with code 10333', async () => {
    expect((await refund({ orderNo: 'M0', requestId: requestId('4') })).code).toBe(10333)
  })

  test('answers a visitor with code 401 and refunds nothing', async () => {
    expect((await mock.call('/member/refund', { method: 'POST', body: { orderNo: 'M1' } })).code).toBe(401)
  })
})
