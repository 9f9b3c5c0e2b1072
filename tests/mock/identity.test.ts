/** @jest-environment node */
// The identity endpoints of the mock over real HTTP (docs/api.md, "Identity endpoints").
import type { BoundEmail, CertifyResult, IdentityStatus } from '@/api/identity'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const ID = 'c'.repeat(32)
const VALID = { name: '张三', idNumber: '11010519491231002x' }

function verify(body: Record<string, unknown>, token = DEMO) {
  return mock.call<IdentityStatus>('/identity/verify', { method: 'POST', token, body: { requestId: ID, ...body } })
}

async function sentCode(email: string): Promise<string> {
  const { body } = await mock.control('GET', '/sms-codes')
  return (body as Record<string, string>)[email] ?? ''
}

describe('GET /identity/status', () => {
  it('has the demo account unverified', async () => {
    expect(await mock.ok<IdentityStatus>('/identity/status', { token: DEMO })).toEqual({ verified: false, name: '', idNumber: '', verifiedAt: 0 })
  })

  it('has the special account verified, name and number masked', async () => {
    expect(await mock.ok<IdentityStatus>('/identity/status', { token: SPECIAL })).toMatchObject({ verified: true, name: '**明', idNumber: `4${'*'.repeat(16)}8` })
  })

  it('needs a token', async () => {
    expect((await mock.call('/identity/status')).code).toBe(401)
  })
})

describe('POST /identity/verify', () => {
  it('verifies a valid name and number, X in lower case', async () => {
    const answer = await verify(VALID)
    expect([answer.code, answer.data?.verified, answer.data?.idNumber]).toEqual([200, true, `1${'*'.repeat(16)}X`])
  })

  it('refuses a mistyped check digit as invalid', async () => {
    expect((await verify({ ...VALID, idNumber: '11010519491231003X' })).code).toBe(10506)
  })

  it('refuses a Hong Kong resident permit as not mainland', async () => {
    expect((await verify({ ...VALID, idNumber: '810000198001011236' })).code).toBe(10502)
  })

  it('refuses the number another account verified', async () => {
    expect((await verify({ ...VALID, idNumber: '440300199001011238' })).code).toBe(10504)
  })

  it('answers failed and then cancelled as the register is told, then verifies', async () => {
    await mock.control('POST', '/identity', { token: DEMO, nextVerification: 'failed' })
    const failed = await verify(VALID, DEMO)
    await mock.control('POST', '/identity', { token: DEMO, nextVerification: 'cancelled' })
    const cancelled = await verify({ ...VALID, requestId: 'd'.repeat(32) })
    const passed = await verify({ ...VALID, requestId: 'e'.repeat(32) })
    expect([failed.code, failed.msg, cancelled.code, cancelled.msg, passed.code]).toEqual([10500, '身份认证失败', 10501, '认证已取消', 200])
  })

  it('answers a repeat of the request id with the first answer, once', async () => {
    const first = await verify(VALID)
    const again = await verify(VALID)
    expect([first.code, again.code, again.data]).toEqual([200, 200, first.data])
  })

  it('refuses a second verification of a verified account', async () => {
    await verify(VALID)
    expect((await verify({ ...VALID, requestId: 'f'.repeat(32) })).code).toBe(10503)
  })

  it('refuses an enterprise sub-account', async () => {
    await mock.control('POST', '/identity', { token: DEMO, enterpriseSubAccount: true })
    expect((await verify(VALID)).code).toBe(10505)
  })
})

describe('GET /identity/certifyResult', () => {
  it.each([
    ['zfb-demo-failed', 'failed'],
    ['zfb-demo-cancelled', 'cancelled'],
    ['zfb-demo-pending', 'pending'],
  ])('answers %s as %s', async (certifyId, state) => {
    expect((await mock.ok<CertifyResult>(`/identity/certifyResult?certifyId=${certifyId}`, { token: DEMO })).state).toBe(state)
  })

  it('answers another account’s verification as unknown', async () => {
    expect((await mock.call('/identity/certifyResult?certifyId=zfb-special-passed', { token: DEMO })).code).toBe(10510)
  })

  it('verifies the account when the control passes a verification', async () => {
    await mock.control('POST', '/identity', { token: DEMO, certifyId: 'zfb-demo-pending', certifyState: 'passed', ...VALID })
    const result = await mock.ok<CertifyResult>('/identity/certifyResult?certifyId=zfb-demo-pending', { token: DEMO })
    const status = await mock.ok<IdentityStatus>('/identity/status', { token: DEMO })
    expect([result.state, result.name, status.verified]).toEqual(['passed', '*三', true])
  })
})

describe('the bound email', () => {
  it('shows the demo account’s email masked', async () => {
    expect(await mock.ok<BoundEmail>('/account/email', { token: DEMO })).toEqual({ email: 'de***@example.com' })
  })

  it('changes the email with the code sent to it', async () => {
    await mock.ok('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com' } })
    const code = await sentCode('new@example.com')
    const bound = await mock.ok<BoundEmail>('/account/email', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com', code } })
    expect(bound).toEqual({ email: 'ne***@example.com' })
  })

  it('refuses a wrong code', async () => {
    await mock.ok('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com' } })
    const answer = await mock.call('/account/email', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com', code: '000000x' } })
    expect(answer.code).toBe(10508)
  })

  it('refuses another account’s email and the one already bound', async () => {
    const taken = await mock.call('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'special@example.com' } })
    const same = await mock.call('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'DEMO@example.com' } })
    expect([taken.code, same.code]).toEqual([10507, 10509])
  })
})
