// The mini-program as WeChat starts it: what its app.json asks of WeChat, what the launch page
// fetches ahead, and a new version offered when WeChat has one.
import { readAppJson } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const session = miniProgramSession()

describe('the mini-program app', () => {
  it('asks WeChat to inject only the components a page uses', () => {
    expect(readAppJson().lazyCodeLoading).toBe('requiredComponents')
  })

  it('asks WeChat to hold privacy APIs until the user consents', () => {
    expect(readAppJson().__usePrivacyCheck__).toBe(true)
  })

  it('fetches ahead, from the launch page, the subpackage of the page it sends the user to', async () => {
    const app = readAppJson()
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitFor(() => program.route !== app.pages[0] && program.route, 'the launch page to forward')
    const landing = (app.subPackages ?? []).find((sub) => program.route.startsWith(`${sub.root}/`))
    expect(landing).toBeDefined()
    expect(app.preloadRule?.[app.pages[0]]?.packages).toContain(landing?.root)
  })

  it('asks the user to restart into a new version WeChat has downloaded, and restarts when they agree', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { modalAnswer: 'confirm' } })
    await program.waitForText('我的金币')
    expect(program.wx.announceUpdate()).toBe(true)
    await program.waitFor(() => program.wx.update.applied, 'the update applied')
    expect(program.wx.modals).toEqual([{ title: '发现新版本', content: '新版本已准备好，重启小程序即可使用', confirmText: '立即重启', answered: 'confirm' }])
  })

  it('keeps the running version when the user puts the restart off', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { modalAnswer: 'cancel' } })
    await program.waitForText('我的金币')
    program.wx.announceUpdate()
    await program.waitFor(() => program.wx.modals.length === 1, 'the restart prompt')
    await program.settle()
    expect(program.wx.update.applied).toBe(false)
  })
})
