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
