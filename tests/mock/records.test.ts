/** @jest-environment node */
// The membership-record endpoint of the mock over real HTTP (docs/api.md, "Membership record endpoints").
import { setupMockServer } from '../support/mock-server'

const DAY_MS = 24 * 60 * 60 * 1000

interface WireRecord {
  orderNo: string
  level: string
  payType: number | null
  obtainedAt: number
  addedDays: number
  benefitStart: number
  benefitEnd: number
  gifted: boolean
  giftActivated: boolean
  refundStatus: string
  refundableUntil: number
  refundedAt: number
}

interface WirePause {
  startedAt: number
  plannedEndAt: number
  resumedAt: number
}

interface WirePage {
  list: WireRecord[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

const mock = setupMockServer()

function getRecords(query: string, token?: string) {
  return mock.json(`/member/records${query}`, { token })
}

function recordPage(query: string, token = 'demo-token'): Promise<WirePage> {
  return mock.ok<WirePage>(`/member/records${query}`, { token })
}

async function allDemoRecords(): Promise<WireRecord[]> {
  return (await recordPage('?page=1&pageSize=50')).list
}

describe('GET /member/records', () => {
  test('answers a visitor with code 401', async () => {
    expect((await getRecords('?page=1&pageSize=10')).code).toBe(401)
  })

  test('answers the demo account with its first ten records and more to come', async () => {
    const page = await recordPage('?page=1&pageSize=10')
    expect(page.list).toHaveLength(10)
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 17, hasMore: true })
  })

  test('answers the last page with the rest and no more to come', async () => {
    const page = await recordPage('?page=2&pageSize=10')
    expect(page.list).toHaveLength(7)
    expect(page.hasMore).toBe(false)
  })

  test('answers a page past the end with an empty list', async () => {
    const page = await recordPage('?page=3&pageSize=10')
    expect(page.list).toEqual([])
    expect(page.hasMore).toBe(false)
  })

  test('pages do not overlap', async () => {
    const first = await recordPage('?page=1&pageSize=10')
    const second = await recordPage('?page=2&pageSize=10')
    const numbers = [...first.list, ...second.list].map((record) => record.orderNo)
    expect(new Set(numbers).size).toBe(17)
  })

  test('uses page 1 and ten rows when the query has none', async () => {
    const page = await recordPage('')
    expect(page).toMatchObject({ page: 1, pageSize: 10 })
  })

  test('caps the page size at 50', async () => {
    expect((await recordPage('?page=1&pageSize=500')).pageSize).toBe(50)
  })

  test('reads a page that is not a positive whole number as page 1', async () => {
    expect((await recordPage('?page=-2&pageSize=10')).page).toBe(1)
  })

  test('lists the newest record first', async () => {
    const times = (await allDemoRecords()).map((record) => record.obtainedAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('covers every payment method of spec 3 and a gift without one', async () => {
    const payTypes = new Set((await allDemoRecords()).map((record) => record.payType))
    expect(payTypes).toEqual(new Set([0, 1, 2, 3, 4, null]))
  })

  test('covers the refund states of spec 4 before any refund: refundable, not refundable, refused', async () => {
    const states = new Set((await allDemoRecords()).map((record) => record.refundStatus))
    expect(states).toEqual(new Set(['refundable', 'notRefundable', 'refused']))
  })

  test('seeds the order before the latest with a gift slot activated on it, so it is not refundable', async () => {
    const [latest, before] = await allDemoRecords()
    expect([latest.giftActivated, before]).toEqual([false, expect.objectContaining({ giftActivated: true, refundStatus: 'notRefundable', refundableUntil: 0 })])
  })

  test('covers both membership levels', async () => {
    const levels = new Set((await allDemoRecords()).map((record) => record.level))
    expect(levels).toEqual(new Set(['vip', 'superVip']))
  })

  test('makes only paid orders of the last 7 days refundable, until 7 days after they were obtained', async () => {
    const now = Date.now()
    for (const record of await allDemoRecords()) {
      const recent = now - record.obtainedAt < 7 * DAY_MS
      if (record.refundStatus === 'refundable') {
        expect(recent && !record.gifted && !record.giftActivated).toBe(true)
        expect(record.refundableUntil).toBe(record.obtainedAt + 7 * DAY_MS)
      } else {
        expect(record.refundableUntil).toBe(0)
      }
    }
  })

  test('gives a refund time to refunded records only', async () => {
    for (const record of await allDemoRecords()) {
      expect(record.refundedAt > 0).toBe(record.refundStatus === 'refunded')
    }
  })

  test('gifted records name no payment method', async () => {
    const gifted = (await allDemoRecords()).filter((record) => record.gifted)
    expect(gifted.length).toBeGreaterThan(0)
    expect(gifted.every((record) => record.payType === null)).toBe(true)
  })

  test("each record's benefit time is as long as its added days, plus the time the pauses that started in it held it", async () => {
    const pauses = (await mock.ok<{ list: WirePause[] }>('/member/pauses?page=1&pageSize=50', { token: 'demo-token' })).list
    for (const record of await allDemoRecords()) {
      // the demo's pauses held its VIP time only (docs/api.md, "Membership state in the mock")
      const held = pauses
        .filter((pause) => record.level === 'vip' && pause.startedAt >= record.benefitStart && pause.startedAt < record.benefitEnd)
        .reduce((sum, pause) => sum + (pause.resumedAt || pause.plannedEndAt) - pause.startedAt, 0)
      expect(record.benefitEnd - record.benefitStart).toBe(record.addedDays * DAY_MS + held)
      expect(record.benefitStart).toBeGreaterThanOrEqual(record.obtainedAt)
    }
  })

  test("the VIP records stack up to the account's VIP end", async () => {
    const user = await mock.ok<{ vipExpireAt: number }>('/user/info', { token: 'demo-token' })
    const lastEnd = Math.max(
      ...(await allDemoRecords())
        .filter((record) => record.level === 'vip' && record.refundStatus !== 'refunded')
        .map((record) => record.benefitEnd),
    )
    expect(Math.abs(lastEnd - user.vipExpireAt)).toBeLessThan(60 * 1000)
  })

  test('answers an account that has bought nothing with an empty list', async () => {
    const page = await recordPage('?page=1&pageSize=10', 'special-token')
    expect(page).toMatchObject({ list: [], total: 0, hasMore: false })
  })
})
