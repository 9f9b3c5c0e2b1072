// Issue 26 in the mini-program: WeChat's network status switched off and on under a page. The
// frame says once that the network is gone, keeps what it shows, and reads again what failed; a
// launch without a network shows the last visit's balance, devices, orders and membership with their time.
import { pagePathOf, findRoute } from '@/routes'
import { miniProgramSession, DEMO_TOKEN } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()
const OFFLINE = '网络已断开，联网后自动刷新'
const LAST_KNOWN = '时的数据，联网后更新'

const occurrences = (text: string, part: string): number => text.split(part).length - 1

/**
 * Visits `path` once online until `shown` is on screen, then launches it again without a network with
 * what that visit kept under `lastKnown:<name>` (WeChat's storage outlives a launch).
 */
async function relaunchedOffline(path: string, name: string, shown: string) {
  const earlier = await session.launch({ token: DEMO_TOKEN, url: page(path) })
  await earlier.waitForText(shown)
  const key = `lastKnown:${name}`
  const kept: unknown = JSON.parse(earlier.wx.storage.get(key) ?? 'null')
  expect(kept).not.toBeNull()
  const program = await session.launch({ token: DEMO_TOKEN, url: page(path), settings: { networkType: 'none' }, storage: { [key]: kept } })
  return { earlier, program }
}

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
    const { program } = await relaunchedOffline('/welfare', 'coins', '我的金币 1280')
    await program.waitForText(LAST_KNOWN)
    expect(program.text()).toContain('我的金币 1280')
    program.wx.setNetwork('4g')
    await program.waitFor(() => !program.text().includes(LAST_KNOWN), 'the last-known note gone')
    expect(program.text()).toContain('我的金币 1280')
  })

  it('refuses an exchange on /coinExchange offline with the network message, and sends nothing', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/coinExchange') })
    await program.waitForText('1 天 VIP 会员')
    await program.tap('1 天 VIP 会员')
    await program.tap(await program.waitFor(() => program.enabledButton('立即兑换'), 'the exchange button'))
    const confirm = await program.waitFor(() => program.enabledButton('确认兑换'), 'the confirm button')
    program.wx.setNetwork('none')
    await program.waitForText(OFFLINE)
    await program.tap(confirm)
    await program.waitForText('网络错误，请检查网络后重试')
    expect(program.requestsTo('/shop/exchange')).toEqual([])
  })

  it("launched without a network shows /deviceManage's devices of the last visit with their time, then this visit's", async () => {
    const { program } = await relaunchedOffline('/deviceManage', 'login-devices', 'HUAWEI Mate 40')
    await program.waitForText(LAST_KNOWN)
    expect(program.text()).toContain('HUAWEI Mate 40')
    program.wx.setNetwork('wifi')
    await program.waitFor(() => !program.text().includes(LAST_KNOWN), 'the last-known note gone')
    expect(program.text()).toContain('HUAWEI Mate 40')
  })

  it("launched without a network shows /activationRecord's orders of the last visit with their time, and no refund starts from them", async () => {
    // a label of the order cards only (the page's rule above them says 申请退款 too)
    const { program } = await relaunchedOffline('/activationRecord', 'member-records', '获得时间')
    await program.waitForText(LAST_KNOWN)
    expect(program.buttons('申请退款').length).toBeGreaterThan(0)
    expect(program.enabledButton('申请退款')).toBeUndefined()
    program.wx.setNetwork('wifi')
    await program.waitFor(() => !program.text().includes(LAST_KNOWN), 'the last-known note gone')
    await program.waitFor(() => program.enabledButton('申请退款'), 'a refund button that can be tapped')
  })

  it("launched without a network says on the 'me' tab until when the membership lasted at the last visit, and when that was", async () => {
    const { earlier, program } = await relaunchedOffline('/me', 'membership', '有效期至')
    const membership = earlier.text().match(/(超级)?会员有效期至 \d{4}-\d{2}-\d{2}/)?.[0]
    expect(membership).toBeDefined()
    await program.waitForText(LAST_KNOWN)
    expect(program.text()).toContain(membership)
  })
})
