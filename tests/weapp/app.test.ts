// The mini-program as WeChat starts it: what its app.json asks of WeChat, what the launch page
// fetches ahead, and a new version offered when WeChat has one.
import { findRoute, HOME_PATH, pagePathOf } from '@/routes'
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

  it('fetches ahead, from the launch page, the welfare subpackage its first entry opens and the login', () => {
    const app = readAppJson()
    const welfare = pagePathOf(findRoute(HOME_PATH) ?? { paths: ['/'], page: '' })
    const welfareRoot = (app.subPackages ?? []).find((sub) => welfare.startsWith(`${sub.root}/`))?.root
    expect(app.preloadRule?.[app.pages[0]]?.packages).toEqual([welfareRoot, 'pages/login'])
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
