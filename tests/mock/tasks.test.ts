/** @jest-environment node */
// The task endpoints of the mock over real HTTP (docs/api.md, "Task endpoints"): the follow task's
// states, its claim once per account and once per request id, and the welfare list agreeing.
import {
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
  CODE_WELFARE_RESTRICTED,
} from '@/lib/answer-codes'
import { FOLLOW_REWARD } from '@/lib/welfare-rules'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const RISKY_TOKEN = 'risky-token'
const HOUR_MS = 60 * 60 * 1000
const REQUEST_ID = 'c'.repeat(32)

interface FollowTask {
  accountName: string
  accountId: string
  keyword: string
  rewardCoins: number
  rewardVipHours: number
  followed: boolean
  claimed: string | null
}

interface TaskReward {
  rewardCoins: number
  rewardVipHours: number
  remainCoins: number
  expireCoins: number
}

interface UserInfo {
  coins: number
  vipExpireAt: number
}

const mock = setupMockServer()
const { call, ok, control } = mock

async function newAccount(phone = '13612345678'): Promise<string> {
  await ok('/user/sendSmsCode', { method: 'POST', body: { phone } })
  const codes = (await control('GET', '/sms-codes')).body as Record<string, string>
  return (await ok<{ token: string }>('/user/loginByPhone', { method: 'POST', body: { phone, code: codes[phone] } })).token
}

function claim(token: string, reward: unknown, requestId: string = REQUEST_ID) {
  return call<TaskReward>('/welfare/tasks/follow/claim', { method: 'POST', token, body: { reward, requestId } })
}

async function followRow(token: string): Promise<string | undefined> {
  const tasks = await ok<{ id: string; status: string }[]>('/welfare/tasks', { token })
  return tasks.find((task) => task.id === 'followOfficialAccount')?.status
}

describe('GET /welfare/tasks/follow', () => {
  test('needs a login', async () => {
    expect((await call('/welfare/tasks/follow')).code).toBe(401)
  })

  test('names the account, how to link it and the rewards of spec 9', async () => {
    const task = await ok<FollowTask>('/welfare/tasks/follow', { token: SPECIAL_TOKEN })
    expect(task).toEqual({
      accountName: 'SpeedUp 加速器服务号',
      accountId: 'speedup_official',
      keyword: '绑定',
      rewardCoins: FOLLOW_REWARD.coins,
      rewardVipHours: FOLLOW_REWARD.vipHours,
      followed: true,
      claimed: null,
    })
  })

  test('the demo took the coins long ago', async () => {
    expect((await ok<FollowTask>('/welfare/tasks/follow', { token: DEMO_TOKEN })).claimed).toBe('coins')
  })

  test('a new account has not followed', async () => {
    const token = await newAccount()
    expect(await ok<FollowTask>('/welfare/tasks/follow', { token })).toMatchObject({ followed: false, claimed: null })
  })

  test('a blacklisted account is refused (spec 6)', async () => {
    expect((await call('/welfare/tasks/follow', { token: RISKY_TOKEN })).code).toBe(CODE_WELFARE_RESTRICTED)
  })
})

describe('POST /welfare/tasks/follow/claim', () => {
  test('the coins are credited with a follow record', async () => {
    const before = (await ok<UserInfo>('/user/info', { token: SPECIAL_TOKEN })).coins
    const answer = await claim(SPECIAL_TOKEN, 'coins')
    const records = await ok<{ list: { type: number; amount: number }[] }>('/welfare/coinRecords', { token: SPECIAL_TOKEN })
    expect([answer.data?.remainCoins, records.list[0]]).toEqual([before + FOLLOW_REWARD.coins, { ...records.list[0], type: 6, amount: FOLLOW_REWARD.coins }])
  })

  test('the VIP hour extends the membership', async () => {
    const before = Date.now()
    await claim(SPECIAL_TOKEN, 'vip')
    const { vipExpireAt } = await ok<UserInfo>('/user/info', { token: SPECIAL_TOKEN })
    expect(vipExpireAt).toBeGreaterThanOrEqual(before + FOLLOW_REWARD.vipHours * HOUR_MS)
  })

  test('a repeat with the same request id gets the first answer and credits once', async () => {
    const first = await claim(SPECIAL_TOKEN, 'coins')
    const repeat = await claim(SPECIAL_TOKEN, 'coins')
    const { coins } = await ok<UserInfo>('/user/info', { token: SPECIAL_TOKEN })
    expect([repeat, coins]).toEqual([first, first.data?.remainCoins])
  })

  test('a second claim with another request id is refused: once per user', async () => {
    await claim(SPECIAL_TOKEN, 'coins')
    expect((await claim(SPECIAL_TOKEN, 'vip', 'd'.repeat(32))).code).toBe(CODE_TASK_ALREADY_CLAIMED)
  })

  test('an account that has not followed cannot claim', async () => {
    const token = await newAccount()
    expect((await claim(token, 'coins')).code).toBe(CODE_TASK_NOT_DONE)
  })

  test('WeChat’s follow event (the control endpoint) makes the claim possible', async () => {
    const token = await newAccount()
    expect((await control('POST', '/tasks', { token, followed: true })).status).toBe(200)
    expect((await claim(token, 'vip')).code).toBe(200)
  })

  test('a reward that is neither coins nor VIP is refused', async () => {
    expect((await claim(SPECIAL_TOKEN, 'gold')).code).toBe(400)
  })

  test('a blacklisted account is refused (spec 6)', async () => {
    expect((await claim(RISKY_TOKEN, 'coins')).code).toBe(CODE_WELFARE_RESTRICTED)
  })
})

describe('the welfare list agrees with the follow task', () => {
  test('to do for an account that has not followed', async () => {
    expect(await followRow(await newAccount())).toBe('todo')
  })

  test('claimable once followed', async () => {
    expect(await followRow(SPECIAL_TOKEN)).toBe('claimable')
  })

  test('done once claimed', async () => {
    await claim(SPECIAL_TOKEN, 'coins')
    expect(await followRow(SPECIAL_TOKEN)).toBe('done')
  })
})

describe('POST /__mock/tasks', () => {
  test('refuses a token that names no account', async () => {
    expect((await control('POST', '/tasks', { token: 'nobody', followed: true })).status).toBe(400)
  })

  test('refuses a followed flag that is not a boolean', async () => {
    expect((await control('POST', '/tasks', { token: SPECIAL_TOKEN, followed: 'yes' })).status).toBe(400)
  })
})

describe('a claim whose answer is lost (fault drop)', () => {
  test('the retry with the same request id gets the first answer and credits once', async () => {
    await control('POST', '/fault', { path: '/welfare/tasks/follow/claim', kind: 'drop' })
    await expect(claim(SPECIAL_TOKEN, 'coins')).rejects.toThrow()
    const retry = await claim(SPECIAL_TOKEN, 'coins')
    const { coins } = await ok<UserInfo>('/user/info', { token: SPECIAL_TOKEN })
    expect([retry.code, coins]).toEqual([200, FOLLOW_REWARD.coins])
  })
})

interface BindTask {
  phone: string
  email: string
  rewardVipHours: number
  claimed: boolean
  endsAt: number
}

function bindCall(path: string, token: string, body: Record<string, unknown>) {
  return call<BindTask>(`/welfare/tasks/bind${path}`, { method: 'POST', token, body })
}

async function codeSentTo(value: string): Promise<string> {
  return ((await control('GET', '/sms-codes')).body as Record<string, string>)[value]
}

async function bindRow(token: string): Promise<string | undefined> {
  const tasks = await ok<{ id: string; status: string }[]>('/welfare/tasks', { token })
  return tasks.find((task) => task.id === 'bindAccount')?.status
}

describe('the bind task', () => {
  test('a new phone account has its phone, masked, and no email', async () => {
    const task = await ok<BindTask>('/welfare/tasks/bind', { token: await newAccount() })
    expect([task.phone, task.email, task.claimed, task.rewardVipHours]).toEqual(['136****5678', '', false, 6])
  })

  test('binds an email with the code sent to it, then the claim gives 6 hours of VIP once', async () => {
    const token = await newAccount()
    await ok('/welfare/tasks/bind/code', { method: 'POST', token, body: { kind: 'email', value: 'new@example.com' } })
    const bound = await bindCall('', token, { kind: 'email', value: 'new@example.com', code: await codeSentTo('new@example.com') })
    expect([bound.code, bound.data?.email, await bindRow(token)]).toEqual([200, 'ne***@example.com', 'claimable'])
    const before = Date.now()
    const first = await bindCall('/claim', token, { requestId: REQUEST_ID })
    const repeat = await bindCall('/claim', token, { requestId: REQUEST_ID })
    const again = await bindCall('/claim', token, { requestId: 'f'.repeat(32) })
    const { vipExpireAt } = await ok<UserInfo>('/user/info', { token })
    expect([first.code, repeat, again.code]).toEqual([200, first, CODE_TASK_ALREADY_CLAIMED])
    expect(vipExpireAt).toBeGreaterThanOrEqual(before + 6 * HOUR_MS)
    expect(vipExpireAt).toBeLessThan(before + 7 * HOUR_MS)
    expect(await bindRow(token)).toBe('done')
  })

  test('a wrong code binds nothing', async () => {
    const token = await newAccount()
    await ok('/welfare/tasks/bind/code', { method: 'POST', token, body: { kind: 'email', value: 'new@example.com' } })
    expect((await bindCall('', token, { kind: 'email', value: 'new@example.com', code: '000000' })).code).toBe(CODE_BIND_WRONG_CODE)
    expect((await ok<BindTask>('/welfare/tasks/bind', { token })).email).toBe('')
  })

  test('an email of another account is refused', async () => {
    const token = await newAccount()
    const answer = await call('/welfare/tasks/bind/code', { method: 'POST', token, body: { kind: 'email', value: 'demo@example.com' } })
    expect(answer.code).toBe(CODE_BIND_TAKEN)
  })

  test.each([
    ['email', 'user@example'],
    ['phone', '12345'],
    ['fax', '13612345678'],
  ])('a %s of %s is refused as the client refuses it', async (kind, value) => {
    const answer = await call('/welfare/tasks/bind/code', { method: 'POST', token: await newAccount(), body: { kind, value } })
    expect(answer.code).toBe(400)
  })

  test('an account with only its phone cannot claim', async () => {
    expect((await bindCall('/claim', await newAccount(), { requestId: REQUEST_ID })).code).toBe(CODE_TASK_NOT_DONE)
  })

  test('after the event ends nothing is claimed and the list says ended', async () => {
    await control('POST', '/tasks', { token: SPECIAL_TOKEN, bindEnded: true })
    expect((await bindCall('/claim', SPECIAL_TOKEN, { requestId: REQUEST_ID })).code).toBe(CODE_TASK_ENDED)
    expect(await bindRow(SPECIAL_TOKEN)).toBe('ended')
  })

  test('the demo received its reward; the special account may claim', async () => {
    expect([await bindRow(DEMO_TOKEN), await bindRow(SPECIAL_TOKEN)]).toEqual(['done', 'claimable'])
  })

  test('a blacklisted account is refused (spec 6)', async () => {
    expect((await call('/welfare/tasks/bind', { token: RISKY_TOKEN })).code).toBe(CODE_WELFARE_RESTRICTED)
  })
})
