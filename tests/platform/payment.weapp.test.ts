import Taro from '@tarojs/taro'
import { paymentPlace, payPriceDifference } from '@/platform/payment.weapp'
import { Refusal } from '@/lib/refusal'
import type { PriceDifferencePayment } from '@/platform/types'
import { WECHAT_PAY } from '../support/shop'

type PaymentOptions = Parameters<typeof Taro.requestPayment>[0]

/** `refusal`: the server's answer instead of a WeChat Pay order. */
function payment(refusal?: Refusal): PriceDifferencePayment & { wechatOrder: jest.Mock } {
  const wechatOrder = jest.fn(async () => {
    if (refusal) throw refusal
    return WECHAT_PAY
  })
  return { orderId: 'so7', requestId: 'c'.repeat(32), amount: '9.90', title: '视频会员月卡', wechatOrder }
}

/** wx.login answers a code; wx.requestPayment calls back as WeChat does: success, or fail with `errMsg`. */
function wechat({ code = 'wx-code-1', payFails }: { code?: string; payFails?: string } = {}) {
  jest.spyOn(Taro, 'login').mockResolvedValue({ code, errMsg: 'login:ok' })
  return jest.spyOn(Taro, 'requestPayment').mockImplementation(((options: PaymentOptions) => {
    if (payFails) options.fail?.({ errMsg: `requestPayment:fail ${payFails}` })
    else options.success?.({ errMsg: 'requestPayment:ok' })
  }) as unknown as typeof Taro.requestPayment)
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('paymentPlace (mini-program)', () => {
  test('an Android phone pays with WeChat Pay', () => {
    jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform: 'android' } as ReturnType<typeof Taro.getDeviceInfo>)
    expect(paymentPlace()).toBe('here')
  })

  test('an iPhone may not (spec 5)', () => {
    jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform: 'ios' } as ReturnType<typeof Taro.getDeviceInfo>)
    expect(paymentPlace()).toBe('ios')
  })
})

describe('payPriceDifference (mini-program)', () => {
  test('asks the server for the WeChat Pay order with wx.login’s code', async () => {
    wechat({ code: 'wx-code-7' })
    const paying = payment()
    await payPriceDifference(paying)
    expect(paying.wechatOrder).toHaveBeenCalledWith('wx-code-7')
  })

  test('hands WeChat Pay the server’s JSAPI parameters and says paid on its success', async () => {
    const requestPayment = wechat()
    await expect(payPriceDifference(payment())).resolves.toBe('paid')
    expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining(WECHAT_PAY))
  })

  test('says cancelled when the user closes WeChat’s payment sheet', async () => {
    wechat({ payFails: 'cancel' })
    await expect(payPriceDifference(payment())).resolves.toBe('cancelled')
  })

  test('says failed when WeChat Pay fails', async () => {
    wechat({ payFails: 'system error' })
    await expect(payPriceDifference(payment())).resolves.toBe('failed')
  })

  test('asks WeChat nothing when the server refused to make the payment order, and passes the refusal on', async () => {
    const requestPayment = wechat()
    const refusal = new Refusal(10412, '未找到该订单')
    await expect(payPriceDifference(payment(refusal))).rejects.toBe(refusal)
    expect(requestPayment).not.toHaveBeenCalled()
  })

  test('fails without asking the server when wx.login gives no code', async () => {
    jest.spyOn(Taro, 'login').mockRejectedValue({ errMsg: 'login:fail network error' })
    const paying = payment()
    await expect(payPriceDifference(paying)).resolves.toBe('failed')
    expect(paying.wechatOrder).not.toHaveBeenCalled()
  })
})
