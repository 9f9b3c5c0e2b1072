// Sessions in the mini-program (spec 8): a refused token sends the user to the login page and back,
// and a device unbound elsewhere lands on the mini-program's own box page, still signed in.
import { findRoute, pagePathOf } from '@/routes'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

const LOGIN_PAGE = 'pages/login/index'
// a token in the right form that the server no longer knows: an expired login
const EXPIRED_TOKEN = 'expired-login-token'

describe('a refused login (401) in the mini-program', () => {
  it('says 暂未登录, then after 2 s opens the login page with the way back to the current page', async () => {
    const program = await session.launch({ token: EXPIRED_TOKEN, url: page('/coinExchange') })
    const noticeShownAt = await program.whenTextDrawn('暂未登录')
    expect(program.route).toBe(page('/coinExchange'))
    await program.waitForRoute(LOGIN_PAGE, 4000)
    const loginOpenedAt = Date.now()
    expect(loginOpenedAt - noticeShownAt).toBeGreaterThanOrEqual(1500)
    expect(program.page.query).toEqual({ redirectUrl: encodeURIComponent('/coinExchange') })
  })

  it('comes back to that page signed in once the user logs in with the phone code', async () => {
    const program = await session.launch({ token: EXPIRED_TOKEN, url: page('/coinExchange') })
    await program.waitForRoute(LOGIN_PAGE, 4000)
    await program.input('请输入手机号', '13800138000')
    await program.tapButton('获取验证码')
    await program.waitForText('验证码已发送')
    await program.input('请输入验证码', '123456')
    await program.tapButton('登录')
    await program.waitForRoute(page('/coinExchange'))
    await program.waitForText('我的金币 1280')
    expect(program.wx.storage.get('token')).not.toBe(JSON.stringify(EXPIRED_TOKEN))
  })
})

describe('a device unbound elsewhere (13003) in the mini-program', () => {
  it.each([
    ['/deviceManage', '/device/list'],
    ['/lineConfig', '/box/lines'],
    ['/wifiConfig', '/box/wifi'],
  ] as const)(
    'on %s (%s answers 13003) shows the server\'s message and 2 s later opens the box page with client=1, signed in',
    async (path, apiPath) => {
      await session.mock.control('POST', '/fault', { path: apiPath, kind: '13003' })
      const program = await session.launch({ token: DEMO_TOKEN, url: page(path) })
      await program.waitForText('当前已解绑，请重新刷新')
      await program.waitForRoute(page('/box'), 4000)
      expect(program.page.query).toEqual({ client: '1' })
      expect(program.stack).toHaveLength(1)
      expect(program.history.at(-1)?.how).toBe('reLaunch')
      await program.waitFor(() => !program.text().includes('去登录') && program.text().length > 20, 'the box page signed in')
    },
  )
})
