/** @jest-environment node */
// WeChat login in the mock over real HTTP (docs/api.md, "WeChat login endpoints"): one account per
// phone, whichever way the WeChat user is linked to it.
import { CODE_WECHAT_CODE_REFUSED, CODE_WECHAT_LINK_EXPIRED, CODE_WECHAT_PHONE_REFUSED, WECHAT_LINK_TICKET_MS } from '@/lib/wechat-login'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()

interface WechatAnswer {
  result?: string
  token?: string
  uid?: number
  linkTicket?: string
  account?: string
  phone?: string
}

let codes = 0
/** A wx.login code of the stand-in's form (tests/weapp/support/wx.ts), new each call. */
const codeOf = (openid: string): string => `wx-code-${++codes}:${openid}`

function loginByWechat(code: string) {
  return mock.call<WechatAnswer>('/user/loginByWechat', { method: 'POST', body: { code } })
}

async function ticketOf(openid: string): Promise<string> {
  return (await mock.ok<WechatAnswer>('/user/loginByWechat', { method: 'POST', body: { code: codeOf(openid) } })).linkTicket ?? ''
}

function linkByPhoneNumber(linkTicket: string, phoneCode: string) {
  return mock.call<WechatAnswer>('/user/linkWechatByPhoneNumber', { method: 'POST', body: { linkTicket, phoneCode } })
}

function linkBySmsCode(linkTicket: string, phone: string, code: string) {
  return mock.call<WechatAnswer>('/user/linkWechatBySmsCode', { method: 'POST', body: { linkTicket, phone, code } })
}

async function coinsOf(token: string | undefined): Promise<unknown> {
  return (await mock.ok<{ coins: number }>('/user/info', { token })).coins
}

afterEach(() => jest.restoreAllMocks())

describe('POST /user/loginByWechat', () => {
  it('signs the WeChat user linked to the demo account in to it', async () => {
    const answer = await loginByWechat(codeOf('oWx-10001-demo'))
    expect([answer.code, answer.data?.result, answer.data?.uid, await coinsOf(answer.data?.token)]).toEqual([200, 'signedIn', 10001, 1280])
  })

  it('answers a WeChat user linked to no account with a link ticket', async () => {
    const answer = await loginByWechat(codeOf('oWx-new'))
    expect([answer.code, answer.data?.result, answer.data?.linkTicket]).toEqual([200, 'phoneNeeded', expect.stringMatching(/^wl-[0-9a-f]{32}$/)])
  })

  it('takes a code of WeChat DevTools as a WeChat user linked to no account', async () => {
    expect((await loginByWechat('0a3XyzDevToolsCode')).data?.result).toBe('phoneNeeded')
  })

  it('refuses a code used before, unencrypted', async () => {
    const code = codeOf('oWx-10001-demo')
    await loginByWechat(code)
    const again = await loginByWechat(code)
    expect([again.code, again.encrypted, again.data]).toEqual([CODE_WECHAT_CODE_REFUSED, false, undefined])
  })

  it('refuses an empty code', async () => {
    expect((await loginByWechat('')).code).toBe(CODE_WECHAT_CODE_REFUSED)
  })
})

describe('POST /user/linkWechatByPhoneNumber', () => {
  it('links the WeChat user to the demo account that owns WeChat’s phone, never making a second one', async () => {
    const answer = await linkByPhoneNumber(await ticketOf('oWx-new'), 'phone-code-1')
    expect([answer.code, answer.data?.uid, answer.data?.account, answer.data?.phone, await coinsOf(answer.data?.token)]).toEqual([
      200,
      10001,
      'existing',
      '138****8000',
      1280,
    ])
  })

  it('signs the linked WeChat user straight in afterwards', async () => {
    await linkByPhoneNumber(await ticketOf('oWx-new'), 'phone-code-1')
    expect((await loginByWechat(codeOf('oWx-new'))).data).toMatchObject({ result: 'signedIn', uid: 10001 })
  })

  it('refuses a phone-number code used before', async () => {
    await linkByPhoneNumber(await ticketOf('oWx-new'), 'phone-code-1')
    expect((await linkByPhoneNumber(await ticketOf('oWx-other'), 'phone-code-1')).code).toBe(CODE_WECHAT_PHONE_REFUSED)
  })

  it('refuses an unknown ticket', async () => {
    expect((await linkByPhoneNumber('wl-unknown', 'phone-code-1')).code).toBe(CODE_WECHAT_LINK_EXPIRED)
  })

  it('refuses a ticket past its 10 minutes', async () => {
    const ticket = await ticketOf('oWx-new')
    const now = Date.now()
    jest.spyOn(Date, 'now').mockReturnValue(now + WECHAT_LINK_TICKET_MS + 1)
    expect((await linkByPhoneNumber(ticket, 'phone-code-1')).code).toBe(CODE_WECHAT_LINK_EXPIRED)
  })

  it('refuses a ticket whose WeChat user another ticket linked meanwhile', async () => {
    const first = await ticketOf('oWx-new')
    const second = await ticketOf('oWx-new')
    await linkByPhoneNumber(first, 'phone-code-1')
    expect((await linkByPhoneNumber(second, 'phone-code-2')).code).toBe(CODE_WECHAT_LINK_EXPIRED)
  })

  it('answers a retry whose answer was lost with the same account again', async () => {
    const ticket = await ticketOf('oWx-new')
    await linkByPhoneNumber(ticket, 'phone-code-1')
    const retry = await linkByPhoneNumber(ticket, 'phone-code-1')
    expect([retry.code, retry.data?.uid, retry.data?.account]).toEqual([200, 10001, 'existing'])
  })
})

describe('POST /user/linkWechatBySmsCode', () => {
  it('links to the account that owns the phone, proven by its SMS code', async () => {
    const answer = await linkBySmsCode(await ticketOf('oWx-new'), '13800138000', '123456')
    expect([answer.code, answer.data?.uid, answer.data?.account]).toEqual([200, 10001, 'existing'])
  })

  it('registers one account for a phone no account has, and the next WeChat login signs in to it', async () => {
    await mock.call('/user/sendSmsCode', { method: 'POST', body: { phone: '13600136000' } })
    const sent = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    const linked = await linkBySmsCode(await ticketOf('oWx-new'), '13600136000', sent['13600136000'] ?? '')
    const later = await loginByWechat(codeOf('oWx-new'))
    expect([linked.data?.account, linked.data?.phone, later.data?.uid]).toEqual(['registered', '136****6000', linked.data?.uid])
  })

  it('refuses a wrong SMS code and links nothing', async () => {
    const ticket = await ticketOf('oWx-new')
    const wrong = await linkBySmsCode(ticket, '13800138000', '000000')
    expect([wrong.code, (await linkBySmsCode(ticket, '13800138000', '123456')).code]).toEqual([10002, 200])
  })

  it('checks the ticket before the SMS code, leaving the code unspent', async () => {
    await mock.call('/user/sendSmsCode', { method: 'POST', body: { phone: '13600136000' } })
    const sent = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    const lapsed = await linkBySmsCode('wl-unknown', '13600136000', sent['13600136000'] ?? '')
    const after = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    expect([lapsed.code, after['13600136000']]).toEqual([CODE_WECHAT_LINK_EXPIRED, sent['13600136000']])
  })
})
