/** @jest-environment node */
// POST /shop/redeem of the mock over real HTTP (docs/api.md, "Shop endpoints"): seeded codes,
// case sensitive, each once per account, once per request id, and refused for risky accounts.
import type { RedeemResult } from '@/api/shop'
import { CODE_REDEEM_FAILED, CODE_REDEEM_MISSING, CODE_REDEEM_RISKY, CODE_REDEEM_USED } from '@/lib/shop'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const DAY_MS = 24 * 60 * 60 * 1000

const { call, ok } = setupMockServer()

let requestCount = 0
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, 'b')
}

function redeem(code: unknown, { token = DEMO_TOKEN, id = requestId(), lang = 'zh_CN' } = {}) {
  return call<RedeemResult>('/shop/redeem', { method: 'POST', body: { code, requestId: id }, token, lang })
}

async function userInfo(token = DEMO_TOKEN) {
  return ok<{ coins: number; vipExpireAt: number }>('/user/info', { token })
}

describe('POST /shop/redeem', () => {
  test('credits the coins of a coin code and answers the balance', async () => {
    const answer = await redeem('vip7-abc')
    expect([answer.code, answer.data]).toEqual([200, expect.objectContaining({ rewardCoins: 66, rewardVipDays: 0, remainCoins: 1346 })])
    expect((await userInfo()).coins).toBe(1346)
  })

  test('adds the VIP days of a VIP code to the membership', async () => {
    const before = (await userInfo()).vipExpireAt
    const answer = await redeem('VIP7-Abc')
    expect(answer.data).toMatchObject({ rewardCoins: 0, rewardVipDays: 7 })
    expect((await userInfo()).vipExpireAt - before).toBe(7 * DAY_MS)
  })

  test('tells codes that differ only in case apart', async () => {
    const [upper, lower] = [await redeem('VIP7-Abc'), await redeem('vip7-abc')]
    expect([upper.data?.rewardVipDays, lower.data?.rewardCoins]).toEqual([7, 66])
  })

  test('refuses a code of another case with "redeem failed"', async () => {
    expect(await redeem('VIP7-ABC')).toMatchObject({ code: CODE_REDEEM_FAILED, msg: '兑换失败' })
  })

  test('keeps a space inside the code', async () => {
    expect((await redeem('GIFT2026')).code).toBe(CODE_REDEEM_FAILED)
    expect((await redeem('GIFT 2026')).code).toBe(200)
  })

  test('takes a code with spaces around it as the code', async () => {
    expect((await redeem(' COIN-88X\n')).data).toMatchObject({ rewardCoins: 88 })
  })

  test('refuses an expired code with "redeem failed"', async () => {
    expect((await redeem('OLD-2020')).code).toBe(CODE_REDEEM_FAILED)
  })

  test('lets each account use a code once', async () => {
    await redeem('COIN-88X')
    expect(await redeem('COIN-88X', { lang: 'en_US' })).toMatchObject({ code: CODE_REDEEM_USED, msg: 'You have already used this code' })
    expect((await redeem('COIN-88X', { token: SPECIAL_TOKEN })).code).toBe(200)
  })

  test('gives the first answer again to a repeat of the request id, crediting once', async () => {
    const id = requestId()
    const [first, again] = [await redeem('vip7-abc', { id }), await redeem('vip7-abc', { id })]
    expect(again).toEqual(first)
    expect((await userInfo()).coins).toBe(1346)
  })

  test('refuses an empty code', async () => {
    expect((await redeem('  ')).code).toBe(CODE_REDEEM_MISSING)
    expect((await redeem(42)).code).toBe(CODE_REDEEM_MISSING)
  })

  test('refuses a blacklisted account in its language (spec 6)', async () => {
    expect(await redeem('vip7-abc', { token: 'risky-token', lang: 'en_US' })).toMatchObject({
      code: CODE_REDEEM_RISKY,
      msg: 'Account at risk, cannot redeem code',
    })
  })

  test('asks a visitor to log in', async () => {
    expect((await call('/shop/redeem', { method: 'POST', body: { code: 'vip7-abc' } })).code).toBe(401)
  })
})
