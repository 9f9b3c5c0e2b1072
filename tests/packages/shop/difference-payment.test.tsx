// Paying a price difference in the apps' web views and saying where to pay elsewhere (spec 4, 5;
// docs/bridge.md, payPriceDifference): the exchange records and the coin shop's exchange result
// under fake iOS, Android and desktop hosts and in a plain browser.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ExchangeOrder } from '@/api/shop'
import { PAYMENT_REFUSAL_CODES } from '@/lib/payment'
import CoinExchangePage from '@/packages/shop/coin-exchange'
import RedeemRecordsPage from '@/packages/shop/redeem-records'
import { stores as appStores } from '@/stores'
import { CoinStore } from '@/stores/coins'
import { hostMessages, installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts, type FakeHostOptions } from '../../support/fake-hosts'
import { resetAppStores, renderWithStores } from '../../support/render'
import { answerPaths, CATALOG, pendingOrder, resultOf, VIDEO_MONTH, type Envelope } from '../../support/shop'
import { taroFake } from '../../support/taro-fake'
import { SUMMARY, signedInSession } from '../../support/welfare'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const PENDING = pendingOrder()
const PAID: ExchangeOrder = { ...PENDING, state: 'waitingIssue', payBefore: 0 }

function ordersAnswer(list: ExchangeOrder[] = [PENDING]): Envelope {
  return { code: 200, data: { list, page: 1, hasMore: false, total: list.length } }
}

function statusAnswer(order: ExchangeOrder): Envelope {
  return { code: 200, data: { order } }
}

function androidPaying(result: string, options: FakeHostOptions = {}): void {
  installFakeAndroidHost({ ...options, replies: { payPriceDifference: { result } } })
}

function renderRecords(answers: Record<string, Envelope> = {}) {
  answerPaths({ '/shop/orders': ordersAnswer(), '/shop/payment/status': statusAnswer(PAID), ...answers })
  return renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
}

function payButton(): Promise<HTMLElement> {
  return screen.findByText('支付差价 ¥9.90')
}

function paymentMessages() {
  return hostMessages().filter((record) => record.message === 'payPriceDifference')
}

function statusRequests() {
  return taroFake.requests.filter((request) => request.url.includes('/shop/payment/status'))
}

async function toast(text: string): Promise<void> {
  await waitFor(() => expect(appStores.ui.toast?.text).toBe(text))
}

function rowState(): string | null {
  return screen.getByTestId('exchange-order').getAttribute('data-state')
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
})

describe('paying a price difference in the apps', () => {
  test('the Android app pays through its cashier, and the order moves on to waiting for issue', async () => {
    androidPaying('paid')
    renderRecords()
    fireEvent.click(await payButton())
    await toast('支付成功，将在 2 个工作日内发放')
    expect(rowState()).toBe('waitingIssue')
    expect(screen.queryByText('支付差价 ¥9.90')).toBeNull()
    expect(paymentMessages()).toEqual([
      { message: 'payPriceDifference', payload: expect.objectContaining({ orderId: 'so7', amount: '9.90', title: '视频会员月卡', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }) },
    ])
  })

  test('the desktop app pays too', async () => {
    installFakeElectronHost({ answerVia: 'promise', replies: { payPriceDifference: { result: 'paid' } } })
    renderRecords()
    fireEvent.click(await payButton())
    await toast('支付成功，将在 2 个工作日内发放')
  })

  test('a payment cancelled in the app changes nothing, and the same order is paid later with the same request id', async () => {
    androidPaying('cancelled')
    renderRecords()
    fireEvent.click(await payButton())
    await toast('已取消支付')
    expect([rowState(), statusRequests().length]).toEqual(['pendingPayment', 0])
    ;(window as unknown as { __hostReplies: Record<string, unknown> }).__hostReplies.payPriceDifference = { result: 'paid' }
    fireEvent.click(await payButton())
    await toast('支付成功，将在 2 个工作日内发放')
    const [first, second] = paymentMessages().map((record) => (record.payload as { requestId: string }).requestId)
    expect(second).toBe(first)
  })

  test('a payment that failed in the app says so and offers to pay again', async () => {
    androidPaying('failed')
    renderRecords()
    fireEvent.click(await payButton())
    expect(await screen.findByText('支付失败，请重试')).toBeTruthy()
    expect(await screen.findByText('重新支付 ¥9.90')).toBeTruthy()
    expect(rowState()).toBe('pendingPayment')
  })

  test('an app that cannot tell how the payment ended: the server is asked, and says paid', async () => {
    androidPaying('unknown')
    renderRecords()
    fireEvent.click(await payButton())
    await toast('支付成功，将在 2 个工作日内发放')
    expect(statusRequests()).toHaveLength(1)
  })

  test('the server’s refusal of the status read says the order was not found, and the pay button stays', async () => {
    androidPaying('paid')
    renderRecords({ '/shop/payment/status': { code: PAYMENT_REFUSAL_CODES.notYours, msg: 'order not found' } })
    fireEvent.click(await payButton())
    await toast('未找到该订单')
    expect(await payButton()).toBeTruthy()
  })

  test('pays once under a double tap', async () => {
    androidPaying('paid')
    renderRecords()
    const button = await payButton()
    fireEvent.click(button)
    fireEvent.click(button)
    await toast('支付成功，将在 2 个工作日内发放')
    expect(paymentMessages()).toHaveLength(1)
  })

  test('shows an order whose time runs out on screen as closed with its coins refunded, without a pay button', async () => {
    androidPaying('paid')
    renderRecords({ '/shop/orders': ordersAnswer([pendingOrder({ payBefore: Date.now() + 300 })]) })
    await payButton()
    expect(await screen.findByText('订单已失效或过期，500 金币已退回')).toBeTruthy()
    expect([rowState(), screen.queryByText('支付差价 ¥9.90')]).toEqual(['refunded', null])
  })
})

describe('where a price difference cannot be paid (spec 5)', () => {
  test('a plain browser says where to pay, and offers no pay button', async () => {
    renderRecords()
    expect(await screen.findByText('请在安卓设备、电脑或微信小程序中支付差价')).toBeTruthy()
    expect(screen.queryByText('支付差价 ¥9.90')).toBeNull()
  })

  test('the iOS app says iOS devices cannot pay, and asks the host nothing', async () => {
    installFakeIosHost({ userAgent: IPHONE, replies: { payPriceDifference: { result: 'paid' } } })
    renderRecords()
    expect(await screen.findByText('iOS 设备暂不支持支付差价，请在安卓设备或电脑上支付')).toBeTruthy()
    expect([screen.queryByText('支付差价 ¥9.90'), paymentMessages()]).toEqual([null, []])
  })

  test('an app that lacks the message asks to be updated', async () => {
    installFakeAndroidHost({ messages: ['setTitle', 'getToken'] })
    renderRecords()
    expect(await screen.findByText('当前客户端不支持该请求，请升级')).toBeTruthy()
  })
})

describe('paying from the coin shop’s exchange result', () => {
  test('the Android app pays the new order’s difference from the result', async () => {
    androidPaying('paid')
    const made = resultOf(VIDEO_MONTH, 780, { id: 'so7', state: 'pendingPayment', createdAt: PENDING.createdAt, payBefore: PENDING.payBefore })
    answerPaths({
      '/shop/goods': { code: 200, data: CATALOG },
      '/welfare/summary': { code: 200, data: SUMMARY },
      '/shop/exchange': { code: 200, data: made },
      '/shop/payment/status': statusAnswer(PAID),
    })
    renderWithStores(<CoinExchangePage />, { session: signedInSession(), coins: new CoinStore(async () => SUMMARY) })
    fireEvent.click((await screen.findByText(VIDEO_MONTH.name)).closest('[data-testid="goods-card"]') as HTMLElement)
    fireEvent.click(await waitFor(() => document.querySelector('.exchange-sheet__exchange') as HTMLElement))
    fireEvent.click(await waitFor(() => document.querySelector('.exchange-sheet__confirm') as HTMLElement))
    fireEvent.click(await payButton())
    await toast('支付成功，将在 2 个工作日内发放')
    await waitFor(() => expect(screen.getByTestId('exchange-result').getAttribute('data-state')).toBe('waitingIssue'))
    expect(screen.getByText('关闭')).toBeTruthy()
  })
})
