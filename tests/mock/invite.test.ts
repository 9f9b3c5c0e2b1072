/** @jest-environment node */
// The invite endpoint of the mock over real HTTP (docs/api.md, "Invite endpoints").
import { setupMockServer } from '../support/mock-server'

interface WireSummary {
  inviteCode: string
  inviteLink: string
  nickname: string
  invitedCount: number
  earnedCoins: number
}

interface WireRecord {
  type: number
  amount: number
}

const mock = setupMockServer()

describe('GET /invite/summary', () => {
  it('gives the demo account its code and a link carrying it', async () => {
    const summary = await mock.ok<WireSummary>('/invite/summary', { token: 'demo-token' })
    expect(summary.inviteCode).toBe('SU10001')
    expect(summary.inviteLink).toBe('https://www.speedup.example/invite?code=SU10001')
    expect(summary.nickname).toBe('Demo')
  })

  it('counts what inviting earned from the coin records, so both screens agree', async () => {
    const summary = await mock.ok<WireSummary>('/invite/summary', { token: 'demo-token' })
    const { list } = await mock.ok<{ list: WireRecord[] }>('/welfare/coinRecords?page=1&pageSize=50', { token: 'demo-token' })
    const { list: more } = await mock.ok<{ list: WireRecord[] }>('/welfare/coinRecords?page=2&pageSize=50', { token: 'demo-token' })
    const records = [...list, ...more]
    expect(summary.invitedCount).toBe(records.filter((record) => record.type === 2 && record.amount > 0).length)
    expect(summary.earnedCoins).toBe(
      records.filter((record) => (record.type === 2 || record.type === 10) && record.amount > 0).reduce((sum, record) => sum + record.amount, 0),
    )
    expect(summary.invitedCount).toBeGreaterThan(0)
  })

  it('gives each account its own code', async () => {
    const special = await mock.ok<WireSummary>('/invite/summary', { token: 'special-token' })
    expect(special.inviteCode).toBe('SU10002')
  })

  it('refuses a blacklisted account', async () => {
    const answer = (await mock.json('/invite/summary', { token: 'risky-token' })) as { code: number }
    expect(answer.code).toBe(10141)
  })

  it('asks a visitor to log in', async () => {
    const answer = (await mock.json('/invite/summary')) as { code: number }
    expect(answer.code).toBe(401)
  })
})

interface WireInvitePage {
  list: { id: string; friend: string; state: string; invitedAt: number; rewardCoins: number }[]
  total: number
  hasMore: boolean
}

const STATES = ['waitingAcceleration', 'pendingPayout', 'completed', 'invalid', 'closed', 'toAppeal', 'toPay', 'violating']

describe('GET /invite/records', () => {
  it.each(STATES)('gives the demo account rows in the %s state, and only of that state', async (state) => {
    const answer = await mock.ok<WireInvitePage>(`/invite/records?state=${state}`, { token: 'demo-token' })
    expect(answer.list.length).toBeGreaterThan(0)
    expect(new Set(answer.list.map((row) => row.state))).toEqual(new Set([state]))
  })

  it('masks every friend', async () => {
    for (const state of STATES) {
      const { list } = await mock.ok<WireInvitePage>(`/invite/records?state=${state}`, { token: 'demo-token' })
      for (const row of list) expect(row.friend).toMatch(/\*{3}/)
    }
  })

  it('has one completed row per "invited a friend" coin record, with its coins', async () => {
    const { list } = await mock.ok<WireInvitePage>('/invite/records?state=completed&pageSize=50', { token: 'demo-token' })
    const coins = await mock.ok<{ list: WireRecord[] }>('/welfare/coinRecords?types=2&pageSize=50', { token: 'demo-token' })
    expect(list.map((row) => row.rewardCoins).sort()).toEqual(coins.list.map((record) => record.amount).sort())
  })

  it('answers a state it does not know with 10450', async () => {
    const answer = (await mock.json('/invite/records?state=paid', { token: 'demo-token' })) as { code: number }
    expect(answer.code).toBe(10450)
  })

  it('gives an account that invited nobody an empty list', async () => {
    const answer = await mock.ok<WireInvitePage>('/invite/records?state=completed', { token: 'special-token' })
    expect([answer.list, answer.total, answer.hasMore]).toEqual([[], 0, false])
  })

  it('refuses a blacklisted account', async () => {
    const answer = (await mock.json('/invite/records?state=completed', { token: 'risky-token' })) as { code: number }
    expect(answer.code).toBe(10141)
  })
})

describe('GET /welfare/coinRecords?types=', () => {
  it('gives only the types asked for', async () => {
    const { list } = await mock.ok<{ list: WireRecord[] }>('/welfare/coinRecords?types=2,3,10&pageSize=50', { token: 'demo-token' })
    expect(list.length).toBeGreaterThan(0)
    expect(new Set(list.map((record) => record.type))).toEqual(new Set([2, 3, 10]))
  })

  it('refuses a type list that is not numbers', async () => {
    const answer = (await mock.json('/welfare/coinRecords?types=2,x', { token: 'demo-token' })) as { code: number }
    expect(answer.code).toBe(400)
  })
})
