/** @jest-environment node */
// The account cancellation endpoints of the mock over real HTTP (docs/api.md, "Account cancellation endpoints").
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'
const THIRD_PARTY = 'wechat-token'
const BOUND_CODE = 'tp:wechat:oWx-20001-bound'

interface WireCancellation {
  state: string
  submittedAt: number
  takesEffectAt: number
  withdrawnAt: number
  authMethod: string
  thirdParty: { provider: string; name: string } | null
  enterpriseSubAccount: boolean
}

function requestId(digit: string): string {
  return digit.repeat(32)
}

function submit(body: Record<string, unknown>, token = DEMO) {
  return mock.call<{ cancellation: WireCancellation }>('/account/cancellation', { method: 'POST', body, token })
}

function cancellation(token = DEMO) {
  return mock.ok<WireCancellation>('/account/cancellation', { token })
}

async function endRenewals(token = DEMO): Promise<void> {
  expect((await mock.control('POST', '/cancellation', { token, endRenewals: true })).status).toBe(200)
}

function logIn(email = 'demo@example.com', password = 'demo1234') {
  return mock.call<{ token: string }>('/user/loginByEmail', { method: 'POST', body: { email, password } })
}

describe('GET /account/cancellation', () => {
  test('answers a visitor with code 401', async () => {
    expect((await mock.call('/account/cancellation')).code).toBe(401)
  })

  test('tells the demo account it proves itself with its password and has nothing submitted', async () => {
    expect(await cancellation()).toEqual({
      state: 'none',
      submittedAt: 0,
      takesEffectAt: 0,
      withdrawnAt: 0,
      authMethod: 'password',
      thirdParty: null,
      enterpriseSubAccount: false,
    })
  })

  test('tells the chat-app account its bound third-party account, masked', async () => {
    const answer = await cancellation(THIRD_PARTY)
    expect([answer.authMethod, answer.thirdParty]).toEqual(['thirdParty', { provider: 'wechat', name: 'Wei***er' }])
  })
})

describe('GET /account/cancellation/renewals', () => {
  test('lists the demo account’s one active subscription, not the ended one', async () => {
    const answer = await mock.ok<{ list: Array<{ platform: string; level: string; monthlyPriceFen: number }> }>('/account/cancellation/renewals', { token: DEMO })
    expect(answer.list.map(({ platform, level, monthlyPriceFen }) => ({ platform, level, monthlyPriceFen }))).toEqual([
      { platform: 'chatApp', level: 'vip', monthlyPriceFen: 2500 },
    ])
  })

  test('lists nothing once the contracts are ended', async () => {
    await endRenewals()
    expect(await mock.ok('/account/cancellation/renewals', { token: DEMO })).toEqual({ list: [] })
  })
})

describe('POST /account/cancellation', () => {
  test('refuses while a subscription is active with code 10522', async () => {
    const answer = await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('a') })
    expect([answer.code, answer.msg]).toEqual([10522, '请先取消所有支付平台的连续包月'])
  })

  test('refuses without the accepted agreement with code 10520', async () => {
    await endRenewals()
    expect((await submit({ password: 'demo1234', requestId: requestId('a') })).code).toBe(10520)
  })

  test('refuses a wrong password with code 10521, in the request’s language', async () => {
    await endRenewals()
    const answer = await mock.call('/account/cancellation', {
      method: 'POST',
      token: DEMO,
      lang: 'en_US',
      body: { agreementAccepted: true, password: 'demo12345', requestId: requestId('a') },
    })
    expect([answer.code, answer.msg]).toEqual([10521, 'Incorrect password'])
  })

  test('submits with the password and starts the 15-day waiting period', async () => {
    await endRenewals()
    const before = Date.now()
    const answer = await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('a') })
    const made = answer.data?.cancellation
    expect(answer.code).toBe(200)
    expect(made?.state).toBe('pending')
    expect(made?.submittedAt).toBeGreaterThanOrEqual(before)
    expect(made && (made.takesEffectAt - made.submittedAt) / (24 * 60 * 60 * 1000)).toBeGreaterThan(14)
    expect((await cancellation()).state).toBe('pending')
  })

  test('answers a repeat of the request id with the first answer and submits once', async () => {
    await endRenewals()
    const first = await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('b') })
    const again = await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('b') })
    expect(again).toEqual(first)
    expect((await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('c') })).code).toBe(10527)
  })

  test('submits a third-party account re-logged in with its bound account', async () => {
    const answer = await submit({ agreementAccepted: true, thirdPartyCode: BOUND_CODE, requestId: requestId('d') }, THIRD_PARTY)
    expect([answer.code, answer.data?.cancellation.state]).toEqual([200, 'pending'])
  })

  test('refuses another third-party account with code 10523', async () => {
    const answer = await submit({ agreementAccepted: true, thirdPartyCode: 'tp:wechat:oWx-someone-else', requestId: requestId('d') }, THIRD_PARTY)
    expect([answer.code, answer.msg]).toEqual([10523, '第三方账号不一致'])
  })

  test('refuses a code the third party does not know with code 10524', async () => {
    const answer = await submit({ agreementAccepted: true, thirdPartyCode: 'not-a-code', requestId: requestId('d') }, THIRD_PARTY)
    expect([answer.code, answer.msg]).toEqual([10524, '第三方账号校验失败'])
  })

  test('refuses a third-party submit without a re-login with code 10525', async () => {
    const answer = await submit({ agreementAccepted: true, requestId: requestId('d') }, THIRD_PARTY)
    expect([answer.code, answer.msg]).toEqual([10525, '未检测到第三方账号，请联系客服'])
  })

  test('refuses an enterprise sub-account with code 10526', async () => {
    await endRenewals()
    await mock.control('POST', '/cancellation', { token: DEMO, enterpriseSubAccount: true })
    expect((await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('e') })).code).toBe(10526)
  })
})

describe('a login during the waiting period', () => {
  test('ends the cancellation and says when', async () => {
    await endRenewals()
    await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('a') })
    expect((await logIn()).code).toBe(200)
    const after = await cancellation()
    expect([after.state, after.submittedAt, after.withdrawnAt > 0]).toEqual(['withdrawn', 0, true])
  })

  test('is refused once the waiting period is over, and the account is cancelled', async () => {
    await endRenewals()
    await submit({ agreementAccepted: true, password: 'demo1234', requestId: requestId('a') })
    expect((await mock.control('POST', '/cancellation', { token: DEMO, submittedDaysAgo: 16 })).status).toBe(200)
    expect((await logIn()).code).toBe(10528)
    expect((await cancellation()).state).toBe('cancelled')
  })

  test('leaves an account with nothing submitted as it was', async () => {
    await logIn()
    expect((await cancellation()).state).toBe('none')
  })
})

describe('POST /api/__mock/cancellation', () => {
  test('refuses to move a cancellation that was never submitted', async () => {
    expect((await mock.control('POST', '/cancellation', { token: DEMO, submittedDaysAgo: 3 })).status).toBe(400)
  })

  test('refuses an unknown token', async () => {
    expect((await mock.control('POST', '/cancellation', { token: 'nobody', endRenewals: true })).status).toBe(400)
  })
})
