import { fetchPaymentStatus, makeWechatPayment, paymentRefusal } from '@/api/shop'
import { PAYMENT_REFUSAL_CODES } from '@/lib/payment'
import { Refusal } from '@/lib/refusal'
import { orderOf, VIDEO_MONTH } from '../support/shop'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const REQUEST = { orderId: 'so9', requestId: 'e'.repeat(32), payerCode: 'wx-code-1', platformType: 1 }
const WECHAT_PAY = { timeStamp: '1750000000', nonceStr: 'a1b2c3', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', paySign: 'c2lnbg==' }

beforeEach(() => taroFake.reset())

describe('makeWechatPayment', () => {
  it('posts the order, its request id, the payer’s code and the platform type to /shop/payment', async () => {
    answerWith({ code: 200, data: { wechatPay: WECHAT_PAY } })
    await makeWechatPayment(REQUEST)
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/shop/payment', REQUEST])
  })

  it('reads WeChat Pay’s JSAPI parameters', async () => {
    answerWith({ code: 200, data: { wechatPay: WECHAT_PAY } })
    await expect(makeWechatPayment(REQUEST)).resolves.toEqual(WECHAT_PAY)
  })

  it('reads a time stamp written as a number as the text WeChat takes', async () => {
    answerWith({ code: 200, data: { wechatPay: { ...WECHAT_PAY, timeStamp: 1750000000 } } })
    expect(await makeWechatPayment(REQUEST)).toMatchObject({ timeStamp: '1750000000' })
  })

  it.each(['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'])('turns an answer without %s into a bad-response error', async (field) => {
    answerWith({ code: 200, data: { wechatPay: { ...WECHAT_PAY, [field]: undefined } } })
    await expect(makeWechatPayment(REQUEST)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('turns an empty paySign into a bad-response error', async () => {
    answerWith({ code: 200, data: { wechatPay: { ...WECHAT_PAY, paySign: '' } } })
    await expect(makeWechatPayment(REQUEST)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it.each(Object.entries(PAYMENT_REFUSAL_CODES))('rejects with the refusal %s, which the shop’s reader names', async (refusal, code) => {
    answerWith({ code, msg: 'refused' })
    const failure: unknown = await makeWechatPayment(REQUEST).catch((error: unknown) => error)
    expect([failure, paymentRefusal(failure)]).toEqual([new Refusal(code, 'refused'), refusal])
  })

  it('rejects a code that names no refusal of its own, which the reader leaves unnamed', async () => {
    answerWith({ code: 500, msg: 'down' })
    const failure: unknown = await makeWechatPayment(REQUEST).catch((error: unknown) => error)
    expect([failure, paymentRefusal(failure)]).toEqual([new Refusal(500, 'down'), undefined])
  })
})

describe('fetchPaymentStatus', () => {
  it('asks /shop/payment/status for the order', async () => {
    answerWith({ code: 200, data: { order: orderOf(VIDEO_MONTH, { state: 'waitingIssue' }) } })
    await fetchPaymentStatus('so9')
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/shop/payment/status?orderId=so9'])
  })

  it('reads the order as the server has it after asking the payment provider', async () => {
    const order = orderOf(VIDEO_MONTH, { state: 'waitingIssue' })
    answerWith({ code: 200, data: { order } })
    await expect(fetchPaymentStatus('so9')).resolves.toEqual(order)
  })

  it('rejects with “not this account’s order”', async () => {
    answerWith({ code: PAYMENT_REFUSAL_CODES.notYours, msg: '未找到该订单' })
    const failure: unknown = await fetchPaymentStatus('so9').catch((error: unknown) => error)
    expect(paymentRefusal(failure)).toBe('notYours')
  })

  it('turns an order in a state it does not know into a bad-response error', async () => {
    answerWith({ code: 200, data: { order: { ...orderOf(VIDEO_MONTH), state: 'paying' } } })
    await expect(fetchPaymentStatus('so9')).rejects.toMatchObject({ kind: 'bad-response' })
  })
})
