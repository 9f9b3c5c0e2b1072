// The mini-program as a whole app: its tab bar in the user's language, the "me" page with the
// account, signing out, WeChat's customer-service chat, and page views in WeChat's analytics.
import { findRoute, pagePathOf } from '@/routes'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

describe('the mini-program as a whole app', () => {
  it('labels its tab bar in WeChat\'s language', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { language: 'en' } })
    await program.waitForText('My coins 1280')
    await program.waitFor(() => program.tabLabels().join() === 'Home,Me', 'the tab labels in English')
  })

  it('shows the member on the "me" tab with the end of the membership', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.tapTab('我的')
    await program.waitForRoute(page('/me'))
    await program.waitFor(() => /会员有效期至 \d{4}-\d{2}-\d{2}|暂未开通会员/.test(program.text()), 'the membership line')
    expect(program.text()).not.toContain('去登录')
  })

  it('asks a visitor on the "me" tab to log in', async () => {
    const program = await session.launch({})
    await program.tapTab('我的')
    await program.waitForText('登录后管理会员、设备和订单')
    await program.tapButton('去登录')
    await program.waitForRoute('pages/login/index')
  })

  it('signs out after the user confirms, and forgets the token', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.tapTab('我的')
    await program.tapButton('退出登录')
    await program.waitForText('退出后需要重新登录才能查看金币和会员')
    await program.tapButton('确认退出')
    await program.waitForText('登录后管理会员、设备和订单')
    expect(program.wx.storage.has('token')).toBe(false)
    await program.tapTab('首页')
    await program.waitForText('登录后查看金币，签到和做任务赚金币')
  })

  it('opens WeChat\'s customer-service chat from the "me" tab', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.tapTab('我的')
    await program.tap('在线客服')
    await program.waitFor(() => program.wx.contactSessions.length === 1, 'the chat opened')
    expect(program.wx.contactSessions).toEqual([{ sessionFrom: 'membership' }])
  })

  it('reports the welfare centre\'s page view to WeChat\'s analytics by the spec\'s name, without the token', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    await program.waitFor(() => program.wx.reportedEvents.find((event) => event.eventId === 'FuLiQianDao_PV'), 'the page view')
    const view = program.wx.reportedEvents.find((event) => event.eventId === 'FuLiQianDao_PV')
    expect(view?.data).toMatchObject({ type: 'pageView', client_type: 'H5', account_type: '' })
    expect(JSON.stringify(program.wx.reportedEvents)).not.toContain(DEMO_TOKEN)
  })

  it('reports each page\'s first render, as WeChat times it, to WeChat\'s analytics', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    const ready = () => program.wx.reportedEvents.filter((event) => event.eventId === 'H5Performance')
    await program.waitFor(() => ready().length > 0, 'the page ready time')
    expect(ready()[0].data).toMatchObject({ type: 'event', metric: 'PageReady', path: page('/welfare'), client_type: 'H5' })
    expect(typeof ready()[0].data.value).toBe('number')
  })
})
