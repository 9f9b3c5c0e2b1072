// Failures in the mini-program: a page that throws while rendering shows the error state (the
// boundary of definePage) instead of a blank page, and what nothing caught reaches App.onError and
// App.onUnhandledRejection, which record it.
import { HOME_PATH, findRoute, pagePathOf } from '@/routes'
import type { MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

/**
 * WeChat's system APIs throw where the base library lacks them (getDeviceInfo came in 2.20.1):
 * every page's frame asks for the device while it renders. Returns what gives the API back.
 */
function breakDeviceInfo(program: MiniProgram): () => void {
  const wx = program.sandbox.context.wx as Record<string, unknown>
  const working = wx.getDeviceInfo
  wx.getDeviceInfo = () => {
    throw new TypeError('wx.getDeviceInfo is not a function')
  }
  return () => {
    wx.getDeviceInfo = working
  }
}

/** Signed in on the home tab, then the "me" tab opened while the device cannot be read. */
async function openBrokenPage(): Promise<{ program: MiniProgram; repair: () => void }> {
  const program = await session.launch({ token: DEMO_TOKEN })
  await program.waitForText('我的金币')
  const repair = breakDeviceInfo(program)
  await program.tapTab('我的')
  await program.waitForText('加载失败，请稍后重试')
  return { program, repair }
}

/** What App() registered, with WeChat's own handler names. */
function appHandler(program: MiniProgram, name: 'onError' | 'onUnhandledRejection'): (event: unknown) => void {
  const handler = program.sandbox.app?.[name]
  if (typeof handler !== 'function') throw new Error(`App() has no ${name}`)
  return (event) => handler.call(program.sandbox.app, event)
}

describe('a page that throws while rendering in the mini-program', () => {
  it('shows the error state with a retry and the way home', async () => {
    const { program } = await openBrokenPage()
    expect([program.buttons('重试').length, program.buttons('返回首页').length]).toEqual([1, 1])
  })

  it('mounts the page again on retry', async () => {
    const { program, repair } = await openBrokenPage()
    repair()
    await program.tapButton('重试')
    await program.waitForText('退出登录')
  })

  it("is written to WeChat's real-time log as a render failure", async () => {
    const { program } = await openBrokenPage()
    expect(program.wx.realtimeLog).toContainEqual(['H5Error', { kind: 'render', message: 'wx.getDeviceInfo is not a function', path: '/me' }])
  })

  it('goes to the home route from the error state', async () => {
    const { program, repair } = await openBrokenPage()
    repair()
    await program.tapButton('返回首页')
    await program.waitForRoute(page(HOME_PATH))
  })
})

describe('the mini-program\'s error hooks', () => {
  it('record an unhandled rejection WeChat reports, by its message and the page path', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币')
    appHandler(program, 'onUnhandledRejection')({ reason: program.sandbox.realm.fromJson('{"errMsg":"request:fail timeout"}'), promise: undefined })
    await program.waitFor(() => program.warnings.includes('[failure] /: request:fail timeout'), 'the failure logged')
  })

  it('record an error WeChat reports to App.onError', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币')
    appHandler(program, 'onError')('MiniProgramError: list is not iterable')
    await program.waitFor(() => program.warnings.includes('[failure] /: MiniProgramError: list is not iterable'), 'the failure logged')
  })

  it("send an error WeChat reports to App.onError to the real-time log as uncaught", async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币')
    appHandler(program, 'onError')('MiniProgramError: coins is undefined')
    await program.waitFor(() => program.wx.realtimeLog.length > 0, 'the failure written')
    expect(program.wx.realtimeLog).toEqual([['H5Error', { kind: 'uncaught', message: 'MiniProgramError: coins is undefined', path: '/' }]])
  })
})
