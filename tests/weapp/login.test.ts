// WeChat login in the mini-program (issue 21 item 2; docs/api.md, "WeChat login endpoints"): each
// answer of the contract as a user meets it, against the mock. The stand-in's wx.login codes name
// the WeChat user (`wechatUser`): `oWx-10001-demo` is linked to the demo account (1280 coins), any
// other is linked to none, and WeChat holds the demo phone 13800138000 for it.
import { findRoute, pagePathOf } from '@/routes'
import type { LaunchOptions, MiniProgram } from './support/mini-program'
import { miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

const LOGIN_PAGE = 'pages/login/index'
// the login page as a refused login on the coin shop opens it (tests/weapp/session.test.ts)
const LOGIN_FROM_SHOP = `${LOGIN_PAGE}?redirectUrl=${encodeURIComponent('/coinExchange')}`
const DEMO_COINS = '我的金币 1280'
const LINKED_USER = 'oWx-10001-demo'
const UNLINKED_USER = 'oWx-new-reader'

const WECHAT_LOGIN = '微信一键登录'
const LINK_HINT = '首次微信登录请关联手机号'
const WECHAT_PHONE = '使用微信绑定的手机号'

const runs: MiniProgram[] = []

async function launch(options: LaunchOptions): Promise<MiniProgram> {
  const program = await session.launch(options)
  runs.push(program)
  return program
}

async function openLogin(settings: LaunchOptions['settings'] = {}): Promise<MiniProgram> {
  return launch({ url: LOGIN_FROM_SHOP, settings })
}

afterEach(() => {
  // every answer is handled: nothing reaches the mini-program's error log
  expect(runs.splice(0).flatMap((program) => program.errors)).toEqual([])
})

/** Spends a wx.login code at the server before the mini-program can: it then refuses it (used). */
async function spendCode(code: string): Promise<void> {
  await session.mock.call('/user/loginByWechat', { method: 'POST', body: { code } })
}

describe('WeChat login in the mini-program', () => {
  it('signs a linked WeChat user in with one tap and returns to the page that asked, with its coins', async () => {
    // a refused token on the coin shop opens the login page (spec 8)
    const program = await launch({ token: 'expired-login-token', url: page('/coinExchange'), settings: { wechatUser: LINKED_USER } })
    await program.waitForRoute(LOGIN_PAGE, 4000)
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText(DEMO_COINS)
    expect(program.requestsTo('/user/loginByWechat')).toHaveLength(1)
  })

  it('links a new WeChat user through WeChat’s phone button to the account of that phone, and signs it straight in later', async () => {
    const program = await openLogin({ wechatUser: UNLINKED_USER })
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForText(LINK_HINT)
    await program.tapButton(WECHAT_PHONE)
    // WeChat asks for the privacy consent before its phone-number sheet
    await program.tapButton('同意')
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText('微信已关联账号 138****8000')
    await program.waitForText(DEMO_COINS)
    expect(program.wx.phoneCodes).toHaveLength(1)
    program.close()

    // the next run of the mini-program: no link step any more (its stand-in numbers codes from 1
    // again, a code the mock has seen, so the first is refused and replaced, as an expired one is)
    const later = await openLogin({ wechatUser: UNLINKED_USER })
    await later.tapButton(WECHAT_LOGIN)
    await later.waitForRoute(page('/coinExchange'))
    await later.waitForText(DEMO_COINS)
    expect([later.requestsTo('/user/linkWechatByPhoneNumber').length, later.requestsTo('/user/linkWechatBySmsCode').length]).toEqual([0, 0])
  })

  it('links with the phone and its SMS code when the user refuses WeChat’s phone-number sheet', async () => {
    const program = await openLogin({ wechatUser: UNLINKED_USER, privacyConsent: 'agreed', phoneNumberAnswer: 'deny' })
    await program.tapButton(WECHAT_LOGIN)
    await program.tapButton(WECHAT_PHONE)
    await program.waitForText('未获得微信手机号，请用验证码关联')
    await program.input('请输入手机号', '13800138000')
    await program.tapButton('获取验证码')
    await program.waitForText('验证码已发送')
    await program.input('请输入验证码', '123456')
    await program.tapButton('关联并登录')
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText(DEMO_COINS)
    expect([program.requestsTo('/user/linkWechatByPhoneNumber').length, program.requestsTo('/user/linkWechatBySmsCode').length]).toEqual([0, 1])
  })

  it('gets a new code from WeChat once when the server refuses the first (expired or used), and signs in', async () => {
    await spendCode(`wx-code-1:${LINKED_USER}`)
    const program = await openLogin({ wechatUser: LINKED_USER })
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText(DEMO_COINS)
    expect([program.wx.loginCodes.length, program.requestsTo('/user/loginByWechat').length]).toEqual([2, 2])
  })

  it('says the WeChat login failed when the new code is refused too, and a later tap signs in', async () => {
    await spendCode(`wx-code-1:${LINKED_USER}`)
    await spendCode(`wx-code-2:${LINKED_USER}`)
    const program = await openLogin({ wechatUser: LINKED_USER })
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForText('微信登录失败，请重试')
    expect([program.route, program.requestsTo('/user/loginByWechat').length]).toEqual([LOGIN_PAGE, 2])
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForRoute(page('/coinExchange'))
  })

  it('says the WeChat login failed, sending nothing, when WeChat gives no code', async () => {
    const program = await openLogin({ login: 'fail' })
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForText('微信登录失败，请重试')
    expect([program.route, program.requestsTo('/user/loginByWechat').length]).toEqual([LOGIN_PAGE, 0])
  })

  it('says the server is busy when it is down, keeps the typed phone, and signs in on the next tap', async () => {
    await session.mock.control('POST', '/fault', { path: '/user/loginByWechat', kind: '500' })
    const program = await openLogin({ wechatUser: LINKED_USER })
    await program.input('请输入手机号', '13800138000')
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForText('服务器繁忙，请稍后重试')
    expect(program.find('13800138000')?.tag).toBe('wx-input')
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText(DEMO_COINS)
  })

  it('says so when the connection drops while linking, keeps the phone and code, and links on a retry', async () => {
    await session.mock.control('POST', '/fault', { path: '/user/linkWechatBySmsCode', kind: 'drop' })
    const program = await openLogin({ wechatUser: UNLINKED_USER })
    await program.tapButton(WECHAT_LOGIN)
    await program.waitForText(LINK_HINT)
    await program.input('请输入手机号', '13800138000')
    await program.input('请输入验证码', '123456')
    await program.tapButton('关联并登录')
    await program.waitForText('网络错误，请检查网络后重试')
    expect([program.find('13800138000')?.tag, program.find('123456')?.tag]).toEqual(['wx-input', 'wx-input'])
    await program.tapButton('关联并登录')
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText(DEMO_COINS)
    expect(program.requestsTo('/user/linkWechatBySmsCode')).toHaveLength(2)
  })

  it('sends one login for a double tap', async () => {
    const program = await openLogin({ wechatUser: LINKED_USER })
    const button = await program.waitFor(() => program.enabledButton(WECHAT_LOGIN), 'the WeChat login button')
    await program.doubleTap(button)
    await program.waitForRoute(page('/coinExchange'))
    expect([program.wx.loginCodes.length, program.requestsTo('/user/loginByWechat').length]).toEqual([1, 1])
  })
})
