// Paying a price difference in the mini-program (spec 4, 5; docs/api.md, "Paying a price
// difference"): WeChat Pay with the payment order the server makes, from the demo's order waiting
// for its difference on /redeemRecordV4 and from the coin shop's exchange result. Paid, cancelled,
// failed, lapsed, a result WeChat gave but the server has not confirmed yet, a double tap, iOS.
import { PAYMENT_STATUS_CHECKS } from '@/lib/payment'
import { findRoute, pagePathOf, type RouteEntry } from '@/routes'
import { classesOf, type MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'
import { elementsOf } from './support/view'
import type { WxSettings } from './support/wx'

function pageOf(path: string): string {
  const route = findRoute(path) as RouteEntry | undefined
  if (!route) throw new Error(`no route ${path}`)
  return pagePathOf(route)
}

const RECORDS_PAGE = pageOf('/redeemRecordV4')
const SHOP_PAGE = pageOf('/coinExchange')
// the demo's phone top-up: 100 coins + ¥5.00, made minutes before the mock's seed
const PAY_LABEL = '支付差价'
const PAY_AGAIN_LABEL = '重新支付'
const PAID = '支付成功，将在 2 个工作日内发放'

const session = miniProgramSession()

async function openRecords(settings: Partial<WxSettings> = {}): Promise<MiniProgram> {
  const program = await session.launch({ token: DEMO_TOKEN, url: RECORDS_PAGE, settings })
  await program.waitForText('10 元话费充值')
  return program
}

function payButton(program: MiniProgram, label = PAY_LABEL) {
  return program.waitFor(() => program.enabledButton(label), `an enabled "${label}" button`)
}

const STATE_CLASS = 'exchange-order__state--'

/** The state the first row (the demo's newest order, the phone top-up) shows, by its label's class. */
function firstOrderState(program: MiniProgram): string {
  const [row] = program.byClass('exchange-order')
  const label = row ? [...elementsOf(row)].flatMap(classesOf).find((name) => name.startsWith(STATE_CLASS)) : undefined
  return label?.slice(STATE_CLASS.length) ?? ''
}

/** The request ids the app sent to POST /shop/payment, from the mock's log. */
async function paymentRequestIds(): Promise<unknown[]> {
  const { body } = await session.mock.control('GET', '/requests')
  const log = body as Array<{ method: string; path: string; decryptedBody: { requestId?: unknown } | null }>
  return log.filter((entry) => entry.method === 'POST' && entry.path === '/shop/payment').map((entry) => entry.decryptedBody?.requestId)
}

describe('paying a price difference in the mini-program', () => {
  it('pays with WeChat Pay and the order moves on to waiting for issue', async () => {
    const program = await openRecords({ payment: 'success' })
    await program.waitForText('支付差价 ¥5.00')
    await program.tap(await payButton(program))
    await program.waitForText(PAID)
    await program.waitFor(() => firstOrderState(program) === 'waitingIssue', 'the order waiting for issue')
    expect(program.text()).toContain('待发放')
    expect(program.buttons(PAY_LABEL)).toEqual([])
    expect(program.wx.payments).toEqual([
      { timeStamp: expect.stringMatching(/^\d+$/), nonceStr: expect.any(String), package: expect.stringMatching(/^prepay_id=/), signType: 'RSA', paySign: expect.any(String) },
    ])
    expect(program.requestsTo('/shop/payment/status').length).toBeGreaterThanOrEqual(1)
  })

  it('changes nothing when the user cancels, and pays later with the same request id and payment order', async () => {
    const program = await openRecords({ payment: 'cancel' })
    await program.tap(await payButton(program))
    await program.waitForText('已取消支付')
    expect(firstOrderState(program)).toBe('pendingPayment')
    // WeChat's cancel is its word: the server is not asked about a payment nobody made
    expect(program.requestsTo('/shop/payment/status')).toEqual([])

    program.wx.settings.payment = 'success'
    await program.tap(await payButton(program))
    await program.waitForText(PAID)
    const [first, second] = program.wx.payments
    expect(second.package).toBe(first.package)
    const ids = await paymentRequestIds()
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
  })

  it('says a failed payment failed and pays on the retry, once, with the same request id', async () => {
    const program = await openRecords({ payment: 'fail' })
    await program.tap(await payButton(program))
    await program.waitForText('支付失败，请重试')
    expect(firstOrderState(program)).toBe('pendingPayment')

    program.wx.settings.payment = 'success'
    await program.tap(await payButton(program, PAY_AGAIN_LABEL))
    await program.waitForText(PAID)
    expect(program.text()).not.toContain('支付失败，请重试')
    const ids = await paymentRequestIds()
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
  })

  it('shows an order whose time ran out as closed with its coins refunded, without a pay button', async () => {
    const program = await openRecords()
    await payButton(program)
    // the 30 minutes run out at the server while the list is on screen
    await session.mock.control('POST', '/shop', { token: DEMO_TOKEN, lapse: true })
    await program.tap(await payButton(program))
    await program.waitForText('订单已过期关闭，金币已退回')
    await program.waitFor(() => firstOrderState(program) === 'refunded', 'the order closed')
    expect(program.text()).toContain('订单已失效或过期，100 金币已退回')
    expect(program.buttons(PAY_LABEL)).toEqual([])
    expect(program.wx.payments).toEqual([])
  })

  it('asks the server again when WeChat’s success is not confirmed yet, says it is being confirmed, and checks again on a tap', async () => {
    await session.mock.control('POST', '/shop', { token: DEMO_TOKEN, paymentNotice: 'held' })
    const program = await openRecords({ payment: 'success' })
    await program.tap(await payButton(program))
    await program.waitForText('支付结果确认中，请稍后查询', 10000)
    expect(program.requestsTo('/shop/payment/status')).toHaveLength(PAYMENT_STATUS_CHECKS)
    expect(firstOrderState(program)).toBe('pendingPayment')

    await session.mock.control('POST', '/shop', { token: DEMO_TOKEN, paymentNotice: 'paid' })
    await program.tapButton('查询支付结果')
    await program.waitForText(PAID)
    await program.waitFor(() => firstOrderState(program) === 'waitingIssue', 'the order waiting for issue')
    expect(program.wx.payments).toHaveLength(1)
  })

  it('pays once under a double tap', async () => {
    const program = await openRecords({ payment: 'success' })
    await program.doubleTap(await payButton(program))
    await program.waitForText(PAID)
    expect(program.wx.payments).toHaveLength(1)
    expect(program.requestsTo('/shop/payment')).toHaveLength(1)
  })

  it('says where to pay on an iPhone, and offers no pay button (spec 5)', async () => {
    const program = await openRecords({ platform: 'ios' })
    await program.waitForText('iOS 设备暂不支持支付差价，请在安卓设备或电脑上支付')
    expect(program.buttons(PAY_LABEL)).toEqual([])
    expect(program.requestsTo('/shop/payment')).toEqual([])
  })

  it('pays from the coin shop’s exchange result', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: SHOP_PAGE, settings: { payment: 'success' } })
    await program.tap('视频会员月卡')
    await program.tapButton('立即兑换')
    await program.tapButton('确认兑换')
    await program.waitForText('兑换成功，请在')
    await program.tap(await payButton(program))
    await program.waitForText(PAID)
    await program.waitForText('将在 2 个工作日内发放（')
    expect(program.wx.payments).toHaveLength(1)
  })
})
