// Issue 26 in the mini-program: WeChat's network status switched off and on under a page. The
// frame says once that the network is gone, keeps what it shows, and reads again what failed.
import { pagePathOf, findRoute } from '@/routes'
import { miniProgramSession, DEMO_TOKEN } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()
const OFFLINE = '网络已断开，联网后自动刷新'
const LAST_KNOWN = '时的数据，联网后更新'

const occurrences = (text: string, part: string): number => text.split(part).length - 1

describe('offline in the mini-program', () => {
  it('says once that the network is gone, keeps the coin balance, and says nothing once it is back', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    await program.waitForText('我的金币 1280')
    program.wx.setNetwork('none')
    await program.waitForText(OFFLINE)
    expect(occurrences(program.text(), OFFLINE)).toBe(1)
    expect(program.text()).toContain('我的金币 1280')
    program.wx.setNetwork('wifi')
    await program.waitFor(() => !program.text().includes(OFFLINE), 'the offline notice gone')
    expect(program.text()).toContain('我的金币 1280')
  })

  it('launched without a network says so, and loads the page once the network is back', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare'), settings: { networkType: 'none' } })
    await program.waitForText(OFFLINE)
    expect(program.text()).not.toContain('我的金币 1280')
    program.wx.setNetwork('4g')
    await program.waitForText('我的金币 1280')
    expect(program.text()).not.toContain(OFFLINE)
  })

  it("launched without a network shows the last visit's balance with its time, and this visit's once the network is back", async () => {
    const earlier = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    await earlier.waitForText('我的金币 1280')
    const kept: unknown = JSON.parse(earlier.wx.storage.get('lastKnown:coins') ?? 'null')
    expect(kept).not.toBeNull()

    const program = await session.launch({
      token: DEMO_TOKEN,
      url: page('/welfare'),
      settings: { networkType: 'none' },
      storage: { 'lastKnown:coins': kept },
    })
    await program.waitForText(LAST_KNOWN)
    expect(program.text()).toContain('我的金币 1280')
    program.wx.setNetwork('4g')
    await program.waitFor(() => !program.text().includes(LAST_KNOWN), 'the last-known note gone')
    expect(program.text()).toContain('我的金币 1280')
  })
})
