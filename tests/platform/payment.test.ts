import { paymentPlace, payPriceDifference } from '@/platform/payment'
import type { PriceDifferencePayment } from '@/platform/types'
import { hostMessages, installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

const PAYMENT: PriceDifferencePayment = {
  orderId: 'so7',
  requestId: 'c'.repeat(32),
  amount: '9.90',
  title: '视频会员月卡',
  wechatOrder: jest.fn(),
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('paymentPlace (H5)', () => {
  test('a plain browser has nothing to pay with', () => {
    expect(paymentPlace()).toBe('browser')
  })

  test('the Android app pays', () => {
    installFakeAndroidHost()
    expect(paymentPlace()).toBe('here')
  })

  test('the desktop app pays', () => {
    installFakeElectronHost()
    expect(paymentPlace()).toBe('here')
  })

  test('the iOS app may not (spec 5)', () => {
    installFakeIosHost({ userAgent: IPHONE })
    expect(paymentPlace()).toBe('ios')
  })

  test('a browser on an iPhone may not either', () => {
    installFakeAndroidHost({ messages: [], userAgent: IPHONE })
    expect(paymentPlace()).toBe('ios')
  })

  test('an app that lacks the message must be updated first', () => {
    installFakeAndroidHost({ messages: ['setTitle', 'getToken'] })
    expect(paymentPlace()).toBe('upgrade')
  })
})

describe('payPriceDifference (H5)', () => {
  test('sends the app the order, its request id, the amount and the goods, with a callback', async () => {
    installFakeAndroidHost({ replies: { payPriceDifference: { result: 'paid' } } })
    await payPriceDifference(PAYMENT)
    expect(hostMessages().filter((record) => record.message === 'payPriceDifference')).toEqual([
      {
        message: 'payPriceDifference',
        payload: { orderId: 'so7', requestId: 'c'.repeat(32), amount: '9.90', title: '视频会员月卡', callback: expect.stringMatching(/^__hostAnswer_payPriceDifference_\d+$/) },
      },
    ])
  })

  test.each(['paid', 'cancelled', 'failed', 'unknown'] as const)('takes the app’s answer %s', async (result) => {
    installFakeAndroidHost({ replies: { payPriceDifference: { result } } })
    await expect(payPriceDifference(PAYMENT)).resolves.toBe(result)
  })

  test('takes the desktop app’s answer through the invoke promise', async () => {
    installFakeElectronHost({ answerVia: 'promise', replies: { payPriceDifference: { result: 'cancelled' } } })
    await expect(payPriceDifference(PAYMENT)).resolves.toBe('cancelled')
  })

  test('never asks the server for a WeChat Pay order: the app pays with its own cashier', async () => {
    installFakeAndroidHost({ replies: { payPriceDifference: { result: 'paid' } } })
    await payPriceDifference(PAYMENT)
    expect(PAYMENT.wechatOrder).not.toHaveBeenCalled()
  })

  test('counts an app that never answers as an unknown result, after five minutes', async () => {
    jest.useFakeTimers()
    installFakeAndroidHost()
    const paying = payPriceDifference(PAYMENT)
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000)
    await expect(paying).resolves.toBe('unknown')
  })

  test('waits on past an answer it does not know, for the app’s own', async () => {
    installFakeAndroidHost({ replies: { payPriceDifference: { result: 'refunded' } } })
    const paying = payPriceDifference(PAYMENT)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const [{ payload }] = hostMessages().filter((record) => record.message === 'payPriceDifference')
    const callback = Reflect.get(window, (payload as { callback: string }).callback) as (answer: unknown) => void
    callback({ result: 'paid' })
    await expect(paying).resolves.toBe('paid')
  })
})
