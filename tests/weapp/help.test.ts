// Links inside help-centre articles (CMS HTML) follow the product's link rules in the mini-program,
// where a rich-text component would let no tap through: a page of the app opens in place, an
// allowed site in the web-view page.
import { findRoute, pagePathOf, WEBVIEW_PATH } from '@/routes'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

const article = (id: number, group: string): string => `${page('/helpDetails')}?q=${encodeURIComponent('问题')}&t=${group}&id=${id}`

describe('links in a help article in the mini-program', () => {
  it('open a page of the app in place', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: article(64, 'recharge') })
    await program.waitForText('申请退款')
    await program.tap('充值记录')
    await program.waitForRoute(page('/activationRecord'))
    expect(program.history.at(-1)?.how).toBe('navigateTo')
    expect(program.stack).toHaveLength(2)
  })

  it('open an allowed site in the web-view page', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: article(25, 'other') })
    await program.tap('www.speedup.example')
    await program.waitForRoute(page(WEBVIEW_PATH))
    await program.waitFor(() => program.elements((element) => element.tag === 'wx-web-view')[0], 'the web view')
    expect(program.elements((element) => element.tag === 'wx-web-view')[0].attr.src).toBe('https://www.speedup.example')
  })
})
