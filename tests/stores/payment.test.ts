import type { ExchangeOrder } from '@/api/shop'
import { PAYMENT_REFUSAL_CODES, PAYMENT_STATUS_CHECKS, PAYMENT_STATUS_INTERVAL_MS, type PaymentRefusal } from '@/lib/payment'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { PaymentStore, type Payer, type PaymentApi } from '@/stores/payment'
import { deferred } from '../support/deferred'
import { fakePayer, fakePaymentApi, pendingOrder } from '../support/shop'

const ORDER = pendingOrder()

function setup(api: jest.Mocked<PaymentApi> = fakePaymentApi(), payer: jest.Mocked<Payer> = fakePayer()) {
  const settled: ExchangeOrder[] = []
  const wait = jest.fn(async () => undefined)
  const store = new PaymentStore(api, payer, (order) => settled.push(order), { wait })
  return { store, api, payer, settled, wait }
}

function statusOf(state: ExchangeOrder['state']): ExchangeOrder {
  return { ...ORDER, state, payBefore: 0 }
}

function refused(refusal: PaymentRefusal): Refusal {
  return new Refusal(PAYMENT_REFUSAL_CODES[refusal], '')
}

function refusing(refusal: PaymentRefusal) {
  return fakePaymentApi({ makeWechatPayment: jest.fn().mockRejectedValue(refused(refusal)) })
}

describe('PaymentStore pay', () => {
  test('asks the host to pay the order’s difference, with its request id, amount and goods', async () => {
    const { store, payer } = setup()
    await store.pay(ORDER)
    expect(payer.pay).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'so7', requestId: expect.stringMatching(/^[0-9a-f]{32}$/), amount: '9.90', title: '视频会员月卡' }),
    )
  })

  test('asks the server for the WeChat Pay order with the payer’s code and the platform type', async () => {
    const { store, api } = setup()
    await store.pay(ORDER)
    expect(api.makeWechatPayment).toHaveBeenCalledWith({ orderId: 'so7', requestId: expect.any(String), payerCode: 'wx-code-1', platformType: 1 })
  })

  test('takes WeChat’s success only once the server says the order was paid', async () => {
    const { store, api, settled } = setup()
    const end = await store.pay(ORDER)
    expect(api.fetchPaymentStatus).toHaveBeenCalledWith('so7')
    expect([end?.kind, settled.map((order) => order.state)]).toEqual(['paid', ['waitingIssue']])
  })

  test('asks the server a few times, a pause apart, then says the payment is being confirmed', async () => {
    const api = fakePaymentApi({ fetchPaymentStatus: jest.fn(async () => statusOf('pendingPayment')) })
    const { store, wait, settled } = setup(api)
    const end = await store.pay(ORDER)
    expect(api.fetchPaymentStatus).toHaveBeenCalledTimes(PAYMENT_STATUS_CHECKS)
    expect(wait.mock.calls).toEqual(Array.from({ length: PAYMENT_STATUS_CHECKS - 1 }, () => [PAYMENT_STATUS_INTERVAL_MS]))
    expect([end?.kind, store.phaseOf('so7'), settled]).toEqual(['unconfirmed', 'unconfirmed', []])
  })

  test('counts a status read that failed as “not yet” and settles on a later one', async () => {
    const fetchPaymentStatus = jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(statusOf('waitingIssue'))
    const { store } = setup(fakePaymentApi({ fetchPaymentStatus }))
    expect((await store.pay(ORDER))?.kind).toBe('paid')
  })

  test('asks the server when the host gave no word about the payment', async () => {
    const { store, api } = setup(fakePaymentApi(), fakePayer('unknown'))
    expect((await store.pay(ORDER))?.kind).toBe('paid')
    expect(api.fetchPaymentStatus).toHaveBeenCalled()
  })

  test('changes nothing when the user cancels, and asks the server nothing', async () => {
    const { store, api, settled } = setup(fakePaymentApi(), fakePayer('cancelled'))
    const end = await store.pay(ORDER)
    expect([end?.kind, store.phaseOf('so7'), settled]).toEqual(['cancelled', 'idle', []])
    expect(api.fetchPaymentStatus).not.toHaveBeenCalled()
  })

  test('says a failed payment failed, and keeps it in view', async () => {
    const { store } = setup(fakePaymentApi(), fakePayer('failed'))
    expect((await store.pay(ORDER))?.kind).toBe('failed')
    expect(store.phaseOf('so7')).toBe('failed')
  })

  test.each(['cancelled', 'failed'] as const)('pays again after a %s payment with the same request id', async (outcome) => {
    const payer = fakePayer(outcome)
    const { store, api } = setup(fakePaymentApi(), payer)
    await store.pay(ORDER)
    payer.pay.mockImplementation(async (payment) => {
      await payment.wechatOrder('wx-code-2')
      return 'paid'
    })
    await store.pay(ORDER)
    const [first, second] = api.makeWechatPayment.mock.calls.map(([request]) => request.requestId)
    expect(second).toBe(first)
    expect(api.newRequestId).toHaveBeenCalledTimes(1)
  })

  test('says why a payment order could not be asked for, and keeps it in view as failed', async () => {
    const { store } = setup(fakePaymentApi({ makeWechatPayment: jest.fn().mockRejectedValue(HttpError.timeout(180000)) }))
    expect(await store.pay(ORDER)).toEqual({ kind: 'error', error: HttpError.timeout(180000) })
    expect(store.phaseOf('so7')).toBe('failed')
  })

  test('pays once under a double tap: the second tap sends nothing', async () => {
    const paying = deferred<'paid'>()
    const payer = fakePayer('paid', { pay: jest.fn(() => paying.promise) })
    const { store } = setup(fakePaymentApi(), payer)
    const first = store.pay(ORDER)
    const second = await store.pay(ORDER)
    paying.resolve('paid')
    expect([second, (await first)?.kind, payer.pay.mock.calls.length]).toEqual([undefined, 'paid', 1])
  })

  test('says where to pay, and sends nothing, where this client cannot pay', async () => {
    const payer = fakePayer('paid', { place: jest.fn(() => 'browser' as const) })
    const { store, api } = setup(fakePaymentApi(), payer)
    expect(await store.pay(ORDER)).toEqual({ kind: 'notHere', place: 'browser' })
    expect([payer.pay.mock.calls.length, api.makeWechatPayment.mock.calls.length]).toEqual([0, 0])
  })

  test('reads an order past its pay-by time instead of paying it', async () => {
    const lapsed = pendingOrder({ payBefore: Date.now() - 1000 })
    const api = fakePaymentApi({ fetchPaymentStatus: jest.fn(async () => statusOf('refunded')) })
    const { store, payer } = setup(api)
    expect((await store.pay(lapsed))?.kind).toBe('lapsed')
    expect(payer.pay).not.toHaveBeenCalled()
  })
})

describe('PaymentStore refusals', () => {
  test('reads a closed order again and shows it lapsed, its coins refunded', async () => {
    const api = refusing('closed')
    api.fetchPaymentStatus.mockResolvedValue(statusOf('refunded'))
    const { store, settled } = setup(api)
    expect((await store.pay(ORDER))?.kind).toBe('lapsed')
    expect(settled.map((order) => order.state)).toEqual(['refunded'])
  })

  test('reads an order already paid again and shows it paid', async () => {
    const { store, settled } = setup(refusing('alreadyPaid'))
    expect((await store.pay(ORDER))?.kind).toBe('paid')
    expect(settled.map((order) => order.state)).toEqual(['waitingIssue'])
  })

  test('says an iOS device cannot pay when the server says so (spec 5)', async () => {
    const { store } = setup(refusing('iosUnsupported'))
    expect([await store.pay(ORDER), store.phaseOf('so7')]).toEqual([{ kind: 'refused', refusal: 'iosUnsupported' }, 'idle'])
  })

  test('says the order was not found when it is not this account’s', async () => {
    const { store } = setup(refusing('notYours'))
    expect(await store.pay(ORDER)).toEqual({ kind: 'refused', refusal: 'notYours' })
  })

  test('says the order was not found when the status read is refused', async () => {
    const { store, settled } = setup(fakePaymentApi({ fetchPaymentStatus: jest.fn().mockRejectedValue(refused('notYours')) }))
    expect([await store.pay(ORDER), store.phaseOf('so7'), settled]).toEqual([{ kind: 'refused', refusal: 'notYours' }, 'idle', []])
  })

  test('says why when the refusal is not one of the payment’s own, and keeps it in view as failed', async () => {
    const { store } = setup(fakePaymentApi({ makeWechatPayment: jest.fn().mockRejectedValue(new Refusal(500, 'down')) }))
    expect([await store.pay(ORDER), store.phaseOf('so7')]).toEqual([{ kind: 'error', error: new Refusal(500, 'down') }, 'failed'])
  })

  test('fails when the payer could not be told, and asks with a new request id next time', async () => {
    const api = refusing('payerUnknown')
    const { store } = setup(api)
    expect((await store.pay(ORDER))?.kind).toBe('failed')
    await store.pay(ORDER)
    const [first, second] = api.makeWechatPayment.mock.calls.map(([request]) => request.requestId)
    expect(second).not.toBe(first)
  })
})

describe('PaymentStore confirm', () => {
  test('asks the server again after “being confirmed” and settles the paid order', async () => {
    const fetchPaymentStatus = jest.fn(async () => statusOf('pendingPayment'))
    const { store, settled } = setup(fakePaymentApi({ fetchPaymentStatus }))
    await store.pay(ORDER)
    fetchPaymentStatus.mockResolvedValue(statusOf('waitingIssue'))
    expect((await store.confirm(ORDER))?.kind).toBe('paid')
    expect([store.phaseOf('so7'), settled.length]).toEqual(['idle', 1])
  })

  test('makes a new request id for the next payment once the server settled the order', async () => {
    const { store, api } = setup()
    await store.pay(ORDER)
    await store.pay(ORDER)
    expect(api.newRequestId).toHaveBeenCalledTimes(2)
  })
})

describe('PaymentStore clear', () => {
  test('drops a payment of the user who logged out: nothing is settled for the next one', async () => {
    const paying = deferred<'paid'>()
    const { store, settled, api } = setup(fakePaymentApi(), fakePayer('paid', { pay: jest.fn(() => paying.promise) }))
    const first = store.pay(ORDER)
    store.clear()
    paying.resolve('paid')
    expect(await first).toBeUndefined()
    expect([settled, api.fetchPaymentStatus.mock.calls.length, store.busyOrderId]).toEqual([[], 0, undefined])
  })
})
