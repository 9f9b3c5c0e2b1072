/** @jest-environment node */
// The membership endpoints of the mock over real HTTP (docs/api.md, "Membership endpoints").
import type { AutoRenewStatus, Pause, PauseChange, PauseStatus } from '@/api/membership'
import {
  CODE_CONTRACT_ENDED,
  CODE_CONTRACT_NOT_FOUND,
  CODE_MEMBERSHIP_ENTERPRISE,
  CODE_PAUSE_DAYS,
  CODE_PAUSE_NOT_MEMBER,
  CODE_PAUSE_NOT_RUNNING,
  CODE_PAUSE_RUNNING,
  CODE_PAUSE_YEAR_LIMIT,
  PAUSES_PER_YEAR,
} from '@/lib/membership'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'
const DAY_MS = 24 * 60 * 60 * 1000
let ids = 0

function requestId(): string {
  ids += 1
  return String(ids).padStart(32, '0')
}

async function userVipExpireAt(token = DEMO): Promise<number> {
  return (await mock.ok<{ vipExpireAt: number }>('/user/info', { token })).vipExpireAt
}

function pause(days: number, id = requestId(), token = DEMO) {
  return mock.call<PauseChange>('/member/pause', { method: 'POST', body: { days, requestId: id }, token })
}

function resume(pauseNo: string, id = requestId()) {
  return mock.call<PauseChange>('/member/pause/resume', { method: 'POST', body: { pauseNo, requestId: id }, token: DEMO })
}

/** Where the demo's VIP benefit periods of /member/records end. */
async function lastVipBenefitEnd(): Promise<number> {
  const { list } = await mock.ok<{ list: { level: string; benefitEnd: number }[] }>('/member/records?page=1&pageSize=50', { token: DEMO })
  return Math.max(...list.filter((record) => record.level === 'vip').map((record) => record.benefitEnd))
}

async function activeContract() {
  const status = await mock.ok<AutoRenewStatus>('/member/autoRenew', { token: DEMO })
  const found = status.contracts.find((contract) => contract.endedAt === 0)
  if (!found) throw new Error('the demo account has no active contract')
  return found
}

describe('GET /member/autoRenew', () => {
  test('answers a visitor with code 401', async () => {
    expect((await mock.call('/member/autoRenew')).code).toBe(401)
  })

  test('lists the demo account’s active and ended contracts, each with the time already paid', async () => {
    const status = await mock.ok<AutoRenewStatus>('/member/autoRenew', { token: DEMO })
    expect(status.contracts.map((contract) => contract.endedAt === 0)).toEqual([true, false])
    expect(status.contracts[0].paidUntil).toBe(await userVipExpireAt())
  })

  test('answers an account without contracts with none', async () => {
    expect(await mock.ok('/member/autoRenew', { token: 'special-token' })).toEqual({ enterpriseSubAccount: false, contracts: [] })
  })
})

describe('POST /member/autoRenew/end', () => {
  test('ends the contract and keeps the paid time', async () => {
    const before = await userVipExpireAt()
    const { contractNo } = await activeContract()
    const ended = await mock.ok<{ contract: { endedAt: number; nextRenewalAt: number } }>('/member/autoRenew/end', {
      method: 'POST',
      body: { contractNo, requestId: requestId() },
      token: DEMO,
    })
    expect(ended.contract.endedAt).toBeGreaterThan(0)
    expect(ended.contract.nextRenewalAt).toBe(0)
    expect(await userVipExpireAt()).toBe(before)
  })

  test('gives the first answer again for the same request id, and refuses a new one', async () => {
    const { contractNo } = await activeContract()
    const id = requestId()
    const first = await mock.call('/member/autoRenew/end', { method: 'POST', body: { contractNo, requestId: id }, token: DEMO })
    const again = await mock.call('/member/autoRenew/end', { method: 'POST', body: { contractNo, requestId: id }, token: DEMO })
    expect(again).toEqual(first)
    const other = await mock.call('/member/autoRenew/end', { method: 'POST', body: { contractNo, requestId: requestId() }, token: DEMO })
    expect(other.code).toBe(CODE_CONTRACT_ENDED)
  })

  test('refuses a contract it does not know', async () => {
    const answer = await mock.call('/member/autoRenew/end', { method: 'POST', body: { contractNo: 'nope', requestId: requestId() }, token: DEMO })
    expect(answer.code).toBe(CODE_CONTRACT_NOT_FOUND)
  })

  test('refuses an enterprise sub-account in the request’s language', async () => {
    await mock.control('POST', '/membership', { token: DEMO, enterpriseSubAccount: true })
    const { contractNo } = await activeContract()
    const answer = await mock.call('/member/autoRenew/end', { method: 'POST', body: { contractNo, requestId: requestId() }, token: DEMO, lang: 'en_US' })
    expect([answer.code, answer.msg]).toEqual([CODE_MEMBERSHIP_ENTERPRISE, 'An enterprise sub-account cannot perform this operation'])
  })
})

describe('pausing', () => {
  test('a pause moves the VIP end and the next renewal by its days; the user info shows it', async () => {
    const expiry = await userVipExpireAt()
    const renewal = (await activeContract()).nextRenewalAt
    const answer = await pause(15)
    expect(answer.code).toBe(200)
    expect(answer.data?.vipExpireAt).toBe(expiry + 15 * DAY_MS)
    expect(await userVipExpireAt()).toBe(expiry + 15 * DAY_MS)
    expect((await activeContract()).nextRenewalAt).toBe(renewal + 15 * DAY_MS)
  })

  test('a resume gives the unused days back to the end and the renewal', async () => {
    const expiry = await userVipExpireAt()
    const renewal = (await activeContract()).nextRenewalAt
    const started = await pause(30)
    const resumed = await resume(started.data?.pause.pauseNo ?? '')
    expect(resumed.code).toBe(200)
    const kept = (resumed.data?.vipExpireAt ?? 0) - expiry
    // only the moment between the two calls stays paused
    expect(kept).toBeGreaterThanOrEqual(0)
    expect(kept).toBeLessThan(60 * 1000)
    expect((await activeContract()).nextRenewalAt - renewal).toBe(kept)
  })

  test('the benefit periods end on the VIP end before a pause, after it and after a resume', async () => {
    // the orders and the account are seeded a moment apart
    const drift = (await lastVipBenefitEnd()) - (await userVipExpireAt())
    expect(Math.abs(drift)).toBeLessThan(60 * 1000)
    const started = await pause(15)
    expect((await lastVipBenefitEnd()) - (started.data?.vipExpireAt ?? 0)).toBe(drift)
    const resumed = await resume(started.data?.pause.pauseNo ?? '')
    expect((await lastVipBenefitEnd()) - (resumed.data?.vipExpireAt ?? 0)).toBe(drift)
  })

  test('the status shows the running pause and the year’s count', async () => {
    await pause(7)
    const status = await mock.ok<PauseStatus>('/member/pause', { token: DEMO })
    expect(status.running?.days).toBe(7)
    expect(status.pausesThisYear).toBe(1)
  })

  test('refuses a second pause while one runs', async () => {
    await pause(7)
    expect((await pause(7)).code).toBe(CODE_PAUSE_RUNNING)
  })

  test('refuses a pause once the year’s pauses are used', async () => {
    for (let count = 0; count < PAUSES_PER_YEAR; count += 1) {
      const started = await pause(7)
      await resume(started.data?.pause.pauseNo ?? '')
    }
    expect((await pause(7)).code).toBe(CODE_PAUSE_YEAR_LIMIT)
  })

  test.each([6, 31, 7.5, '7'])('refuses %p days', async (days) => {
    const answer = await mock.call('/member/pause', { method: 'POST', body: { days, requestId: requestId() }, token: DEMO })
    expect(answer.code).toBe(CODE_PAUSE_DAYS)
  })

  test('refuses an account without membership time', async () => {
    expect((await pause(7, requestId(), 'special-token')).code).toBe(CODE_PAUSE_NOT_MEMBER)
  })

  test('pauses once for a repeated request id', async () => {
    const expiry = await userVipExpireAt()
    const id = requestId()
    const first = await pause(7, id)
    const again = await pause(7, id)
    expect(again).toEqual(first)
    expect(await userVipExpireAt()).toBe(expiry + 7 * DAY_MS)
  })

  test('refuses to resume a pause that is not running', async () => {
    expect((await resume('P100010002')).code).toBe(CODE_PAUSE_NOT_RUNNING)
  })
})

describe('GET /member/pauses', () => {
  test('lists the demo account’s two pauses of last year, newest first', async () => {
    const page = await mock.ok<{ list: Pause[]; hasMore: boolean }>('/member/pauses?page=1&pageSize=10', { token: DEMO })
    expect(page.list.map((row) => row.resumedAt > 0)).toEqual([true, false])
    expect(page.list[0].startedAt).toBeGreaterThan(page.list[1].startedAt)
    expect(page.hasMore).toBe(false)
  })

  test('pages the list', async () => {
    const page = await mock.ok<{ list: Pause[]; hasMore: boolean }>('/member/pauses?page=1&pageSize=1', { token: DEMO })
    expect([page.list.length, page.hasMore]).toEqual([1, true])
  })

  test('refuses a page that is no number', async () => {
    expect((await mock.call('/member/pauses?page=x', { token: DEMO })).code).toBe(400)
  })
})

describe('POST /__mock/membership', () => {
  test('refuses a body without a known token', async () => {
    expect((await mock.control('POST', '/membership', { token: 'nobody', enterpriseSubAccount: true })).status).toBe(400)
  })
})
