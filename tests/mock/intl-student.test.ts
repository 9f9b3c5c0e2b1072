/** @jest-environment node */
// The international-student endpoints of the mock over real HTTP (docs/api.md).
import { setupMockServer } from '../support/mock-server'

interface WireOffer {
  vipDays: number
  enterpriseSubAccount: boolean
  application: { id: string; school: string; schoolEmail: string; state: string; decidedAt: number } | null
}

const mock = setupMockServer()

function body(fields: Record<string, unknown>) {
  return { method: 'POST' as const, body: fields }
}

const ID = 'ab'.repeat(16)

describe('GET /intlStudent/offer', () => {
  it('gives the demo account the offer with no application', async () => {
    const offer = await mock.ok<WireOffer>('/intlStudent/offer', { token: 'demo-token' })
    expect(offer).toEqual({ vipDays: 90, enterpriseSubAccount: false, application: null })
  })

  it('gives the special account its rejected application', async () => {
    const offer = await mock.ok<WireOffer>('/intlStudent/offer', { token: 'special-token' })
    expect(offer.application?.state).toBe('rejected')
    expect(offer.application?.decidedAt).toBeGreaterThan(0)
  })

  it('refuses a blacklisted account', async () => {
    const answer = (await mock.json('/intlStudent/offer', { token: 'risky-token' })) as { code: number }
    expect(answer.code).toBe(10141)
  })
})

describe('POST /intlStudent/apply', () => {
  it('puts a school abroad under review', async () => {
    const offer = await mock.ok<WireOffer>('/intlStudent/apply', {
      token: 'demo-token',
      ...body({ school: 'MIT', schoolEmail: 'Li@MIT.edu', requestId: ID }),
    })
    expect(offer.application).toMatchObject({ school: 'MIT', schoolEmail: 'li@mit.edu', state: 'reviewing' })
  })

  it('answers a repeat of the request id with the first answer', async () => {
    const first = await mock.ok<WireOffer>('/intlStudent/apply', { token: 'demo-token', ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: ID }) })
    const again = await mock.ok<WireOffer>('/intlStudent/apply', { token: 'demo-token', ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: ID }) })
    expect(again).toEqual(first)
  })

  it('refuses a second application while one is reviewed', async () => {
    await mock.ok('/intlStudent/apply', { token: 'demo-token', ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: ID }) })
    const answer = (await mock.json('/intlStudent/apply', {
      token: 'demo-token',
      ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: 'cd'.repeat(16) }),
    })) as { code: number }
    expect(answer.code).toBe(10452)
  })

  it('refuses a mainland school email', async () => {
    const answer = (await mock.json('/intlStudent/apply', {
      token: 'demo-token',
      ...body({ school: '北京大学', schoolEmail: 'li@pku.edu.cn', requestId: ID }),
    })) as { code: number }
    expect(answer.code).toBe(10451)
  })

  it('refuses a missing school', async () => {
    const answer = (await mock.json('/intlStudent/apply', { token: 'demo-token', ...body({ schoolEmail: 'li@mit.edu', requestId: ID }) })) as { code: number }
    expect(answer.code).toBe(10454)
  })

  it('lets a rejected account apply again', async () => {
    const offer = await mock.ok<WireOffer>('/intlStudent/apply', {
      token: 'special-token',
      ...body({ school: 'University of Melbourne', schoolEmail: 'special@student.unimelb.edu.au', requestId: ID }),
    })
    expect(offer.application?.state).toBe('reviewing')
  })

  it('refuses an enterprise sub-account', async () => {
    await mock.control('POST', '/intlStudent', { token: 'demo-token', enterpriseSubAccount: true })
    const answer = (await mock.json('/intlStudent/apply', { token: 'demo-token', ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: ID }) })) as {
      code: number
    }
    expect(answer.code).toBe(10453)
  })

  it('adds the VIP days when the control approves the application', async () => {
    await mock.ok('/intlStudent/apply', { token: 'demo-token', ...body({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: ID }) })
    const before = await mock.ok<{ vipExpireAt: number }>('/user/info', { token: 'demo-token' })
    await mock.control('POST', '/intlStudent', { token: 'demo-token', decision: 'approved' })
    const after = await mock.ok<{ vipExpireAt: number }>('/user/info', { token: 'demo-token' })
    const offer = await mock.ok<WireOffer>('/intlStudent/offer', { token: 'demo-token' })
    expect(offer.application?.state).toBe('approved')
    expect(after.vipExpireAt - before.vipExpireAt).toBe(90 * 24 * 60 * 60 * 1000)
  })
})
