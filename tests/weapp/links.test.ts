// Links in the mini-program follow WeChat's rules: another mini program opens by its app id
// (never by an original id, which WeChat's API does not take), and what cannot open here says so.
import { findRoute, pagePathOf } from '@/routes'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

describe('a redirect item of kind 3 in the mini-program', () => {
  it('opens the mini program by its app id, at its inner page', async () => {
    const query = `kind=3&originalId=gh_0123456789ab&appId=wx0123456789abcdef&innerLink=${encodeURIComponent('pages/event/index?id=3')}`
    const program = await session.launch({ token: DEMO_TOKEN, url: `${page('/h5Redirect')}?${query}` })
    await program.waitForText('已为您打开目标页面')
    expect(program.wx.miniProgramLaunches).toEqual([{ appId: 'wx0123456789abcdef', path: 'pages/event/index?id=3' }])
  })

  it('says it cannot open here when the item has only an original id', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: `${page('/h5Redirect')}?kind=3&originalId=gh_0123456789ab` })
    await program.waitForText('小程序中无法打开，请在 App 中打开')
    expect(program.wx.miniProgramLaunches).toEqual([])
  })

  it('opens the travel partner\'s mini program from its promotion', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/xiechengAd') })
    await program.tapButton('去携程看看')
    await program.waitFor(() => program.wx.miniProgramLaunches.length === 1, 'the partner opened')
    expect(program.wx.miniProgramLaunches[0].appId).toMatch(/^wx[0-9a-f]{16}$/)
    expect(program.errors).toEqual([])
  })
})
