// The welfare journeys as a mini-program user meets them: launch into the welfare centre, sign in
// for the day, exchange coins in the shop; double taps, a slow server and a relaunch included.
import { pagePathOf, findRoute } from '@/routes'
import type { MiniProgram } from './support/mini-program'
import { miniProgramSession, DEMO_TOKEN } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

describe('welfare in the mini-program', () => {
  it('launches into the home tab with the coin balance, one tap from the welfare centre', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币 1280')
    await program.tap('福利中心')
    await program.waitForRoute(page('/welfare'))
    await program.waitForText('我的金币 1280')
    expect(program.text()).toContain('每日签到')
  })

  it('sends the welfare centre\'s first reads before the page first draws, not once it has drawn with its texts', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币 1280')
    const sentBefore = program.wx.requests.length
    await program.tap('福利中心')
    await program.waitForRoute(page('/welfare'))
    await program.waitForText('每日签到')
    const welfare = program.top
    const sentByFirstDraw = program.wx.requests.slice(sentBefore, welfare?.requestsAtFirstDraw).map((request) => new URL(request.url).pathname)
    expect(sentByFirstDraw).toEqual(expect.arrayContaining(['/api/welfare/summary', '/api/welfare/tasks']))
  })

  it('signs in for the day from the welfare centre: two coins and one more day of the streak', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    await program.waitForText('我的金币 1280')
    await program.tap('去完成', '每日签到')
    await program.waitForRoute(page('/signInV4'))
    await program.waitForText('已连续签到 3 天')
    await program.tapButton('立即签到')
    await program.waitForText('已连续签到 4 天')
    await program.waitForText('我的金币 1282')
    expect(program.buttons('今日已签到')).toHaveLength(1)
  })

  it('sends one sign-in when the button is tapped twice while the server is slow', async () => {
    await session.mock.control('POST', '/fault', { path: '/welfare/signIn', kind: 'slow', delayMs: 400 })
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/signInV4') })
    await program.waitForText('已连续签到 3 天')
    const [button] = program.buttons('立即签到')
    await program.doubleTap(button)
    await program.waitForText('已连续签到 4 天')
    expect(program.requestsTo('/welfare/signIn')).toHaveLength(1)
    expect(program.text()).toContain('我的金币 1282')
  })

  it('exchanges goods in the coin shop once: the balance and the stock change once', async () => {
    await session.mock.control('POST', '/fault', { path: '/shop/exchange', kind: 'slow', delayMs: 300 })
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/coinExchange') })
    await program.doubleTap(await oneDayVipConfirmation(program))
    await program.waitForText('兑换成功')
    expect(program.requestsTo('/shop/exchange')).toHaveLength(1)
    expect(program.text()).toContain('我的金币 1180')
    expect(program.text()).toContain('1 天 VIP 会员 100 金币 库存 998')
  })

  it('sends the same request id after a relaunch during an unanswered exchange, and spends once', async () => {
    await session.mock.control('POST', '/fault', { path: '/shop/exchange', kind: 'hang' })
    const closed = await session.launch({ token: DEMO_TOKEN, url: page('/coinExchange') })
    await closed.tap(await oneDayVipConfirmation(closed))
    await closed.waitFor(() => closed.requestsTo('/shop/exchange').length === 1, 'the exchange on its way')
    const kept = Object.fromEntries([...closed.wx.storage].map(([key, stored]) => [key, JSON.parse(stored) as unknown]))
    closed.close()

    const relaunched = await session.launch({ token: DEMO_TOKEN, url: page('/coinExchange'), storage: kept })
    await relaunched.tap(await oneDayVipConfirmation(relaunched))
    // a second mini-program in the worker: slow on a busy machine
    await relaunched.waitForText('兑换成功', 20000)
    const { body } = await session.mock.control('GET', '/requests')
    const ids = (body as Array<{ path: string; decryptedBody: { requestId?: unknown } | null }>)
      .filter((entry) => entry.path === '/shop/exchange')
      .map((entry) => entry.decryptedBody?.requestId)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(1)
    expect(relaunched.text()).toContain('我的金币 1180')
  })
})

/** Opens the 1-day VIP's detail in the coin shop and its exchange's confirmation; gives the confirm button. */
async function oneDayVipConfirmation(program: MiniProgram) {
  await program.waitForText('1 天 VIP 会员 100 金币 库存 999')
  await program.tap('详情', '1 天 VIP 会员 100 金币')
  await program.tapButton('立即兑换')
  await program.waitForText('兑换后剩余 1180 金币')
  const [confirm] = program.buttons('确认兑换').slice(-1)
  return confirm
}
