// The headless host refuses what WeChat refuses, so a test cannot pass where the real mini-program
// would fail: a relative or (outside local and mock) plain-http request, a setData over 1 MB, a
// page that is not in app.json, an 11th page on the stack.
import { mockOrigin } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const session = miniProgramSession()

function request(program: Awaited<ReturnType<typeof session.launch>>, url: string): Promise<unknown> {
  const wx = program.sandbox.context.wx as { request(options: Record<string, unknown>): void }
  return new Promise((resolve) => wx.request({ url, success: resolve, fail: resolve }))
}

describe('the headless WeChat', () => {
  it('fails a request to a relative URL as WeChat does', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await expect(request(program, '/api/user/info')).resolves.toEqual({ errMsg: 'request:fail invalid url "/api/user/info"' })
  })

  it('fails a plain-http request when the URL check is on (every build but local and mock)', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { allowPlainHttp: false } })
    await expect(request(program, `${mockOrigin}/api/user/info`)).resolves.toMatchObject({ errMsg: expect.stringContaining('url not in domain list') })
  })

  it('fails a setData of more than 1 MB and keeps the page as it was', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币')
    const before = program.text()
    const setData = program.page.instance.setData as (payload: Record<string, unknown>) => void
    setData({ huge: 'x'.repeat(1024 * 1024) })
    expect(program.errors).toEqual([expect.stringContaining("over WeChat's 1 MB")])
    expect(program.text()).toBe(before)
  })

  it('refuses to open a page that app.json does not have', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    const wx = program.sandbox.context.wx as { navigateTo(options: Record<string, unknown>): void }
    const answer = await new Promise((resolve) => wx.navigateTo({ url: '/pages/nowhere/index', fail: resolve }))
    expect(answer).toEqual({ errMsg: 'navigateTo:fail page "pages/nowhere/index" is not found' })
  })

  it('refuses an 11th page on the stack', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: 'pages/not-found/index' })
    const wx = program.sandbox.context.wx as { navigateTo(options: Record<string, unknown>): void }
    const open = () => new Promise((resolve) => wx.navigateTo({ url: '/pages/not-found/index', success: resolve, fail: resolve }))
    for (let i = 1; i < 10; i += 1) await open()
    expect(program.stack).toHaveLength(10)
    await expect(open()).resolves.toEqual({ errMsg: 'navigateTo:fail webview count limit exceed' })
  })
})
