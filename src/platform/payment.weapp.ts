// The mini-program pays a price difference with WeChat Pay: a wx.login code lets the server know
// the payer (its openid for this mini-program), the server makes the payment order, and
// wx.requestPayment shows WeChat's own payment sheet. iOS devices may not pay one (spec 5).
import Taro from '@tarojs/taro'
import { detectClient } from './detect.weapp'
import type { PaymentOutcome, PaymentPlace, PriceDifferencePayment, WechatPayOrder } from './types'

// WeChat's errMsg when the user closes its payment sheet
const CANCELLED = /:fail cancel$/

/**
 * wx.requestPayment through its callbacks: Taro 4.2 does not promisify it (it is not in its
 * needPromiseApis), so `await Taro.requestPayment()` would not wait for WeChat's answer.
 */
function requestPayment(order: WechatPayOrder): Promise<void> {
  return new Promise((resolve, reject) => {
    Taro.requestPayment({ ...order, success: () => resolve(), fail: reject })
  })
}

export function paymentPlace(): PaymentPlace {
  return detectClient().isIOS ? 'ios' : 'here'
}

async function payerCode(): Promise<string | undefined> {
  try {
    const { code } = await Taro.login()
    return code || undefined
  } catch (error) {
    console.warn('[payment] wx.login failed', error)
    return undefined
  }
}

export async function payPriceDifference(payment: PriceDifferencePayment): Promise<PaymentOutcome> {
  const code = await payerCode()
  if (!code) return 'failed'
  // the server's refusal or a failed request (thrown) ends it before WeChat is asked
  const order = await payment.wechatOrder(code)
  try {
    await requestPayment(order)
    return 'paid'
  } catch (error) {
    const message = String((error as { errMsg?: unknown } | null)?.errMsg ?? '')
    if (CANCELLED.test(message)) return 'cancelled'
    console.warn('[payment] wx.requestPayment failed', message)
    return 'failed'
  }
}
