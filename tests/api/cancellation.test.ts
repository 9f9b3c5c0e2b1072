import { fetchActiveRenewals, fetchCancellation, submitCancellation } from '@/api/cancellation'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const WIRE_CANCELLATION = {
  state: 'pending',
  submittedAt: '1763877600000',
  takesEffectAt: 1765123200000,
  withdrawnAt: 0,
  authMethod: 'thirdParty',
  thirdParty: { provider: 'wechat', name: 'Wei***er' },
  enterpriseSubAccount: 0,
}

beforeEach(() => taroFake.reset())

describe('fetchCancellation', () => {
  test('asks GET /account/cancellation', async () => {
    answerWith({ code: 200, data: WIRE_CANCELLATION })
    await fetchCancellation()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/account/cancellation'])
  })

  test('reads numbers written as text and 0/1 flags', async () => {
    answerWith({ code: 200, data: WIRE_CANCELLATION })
    await expect(fetchCancellation()).resolves.toEqual({
      state: 'pending',
      submittedAt: 1763877600000,
      takesEffectAt: 1765123200000,
      withdrawnAt: 0,
      authMethod: 'thirdParty',
      thirdParty: { provider: 'wechat', name: 'Wei***er' },
      enterpriseSubAccount: false,
    })
  })

  test('reads absent times, binding and flag as none', async () => {
    answerWith({ code: 200, data: { state: 'none', authMethod: 'password' } })
    await expect(fetchCancellation()).resolves.toMatchObject({ submittedAt: 0, takesEffectAt: 0, withdrawnAt: 0, thirdParty: null, enterpriseSubAccount: false })
  })

  test('refuses a state it does not know', async () => {
    answerWith({ code: 200, data: { ...WIRE_CANCELLATION, state: 'frozen' } })
    await expect(fetchCancellation()).rejects.toBeInstanceOf(HttpError)
  })

  test('refuses an unknown way to authenticate', async () => {
    answerWith({ code: 200, data: { ...WIRE_CANCELLATION, authMethod: 'face' } })
    await expect(fetchCancellation()).rejects.toThrow('authMethod')
  })
})

describe('fetchActiveRenewals', () => {
  test('asks GET /account/cancellation/renewals and reads the list', async () => {
    answerWith({ code: 200, data: { list: [{ contractNo: 'W1', platform: 'paymentApp', level: 'superVip', monthlyPriceFen: '4500' }] } })
    await expect(fetchActiveRenewals()).resolves.toEqual([
      { contractNo: 'W1', platform: 'paymentApp', level: 'superVip', monthlyPriceFen: 4500, nextRenewalAt: 0 },
    ])
    expect(lastRequest().url).toBe('/api/account/cancellation/renewals')
  })

  test('refuses a negative price', async () => {
    answerWith({ code: 200, data: { list: [{ contractNo: 'W1', platform: 'chatApp', level: 'vip', monthlyPriceFen: -1 }] } })
    await expect(fetchActiveRenewals()).rejects.toBeInstanceOf(HttpError)
  })

  test('refuses a platform it does not know', async () => {
    answerWith({ code: 200, data: { list: [{ contractNo: 'W1', platform: 'bank', level: 'vip', monthlyPriceFen: 100 }] } })
    await expect(fetchActiveRenewals()).rejects.toBeInstanceOf(HttpError)
  })
})

describe('submitCancellation', () => {
  test('posts the agreement, the proof and the request id', async () => {
    answerWith({ code: 200, data: { cancellation: WIRE_CANCELLATION } })
    await submitCancellation({ agreementAccepted: true, thirdPartyCode: 'tp:wechat:x', requestId: 'f'.repeat(32) })
    expect([lastRequest().method, lastRequest().url]).toEqual(['POST', '/api/account/cancellation'])
    expect(sentBody()).toEqual({ agreementAccepted: true, thirdPartyCode: 'tp:wechat:x', requestId: 'f'.repeat(32) })
  })

  test('answers the pending cancellation', async () => {
    answerWith({ code: 200, data: { cancellation: WIRE_CANCELLATION } })
    await expect(submitCancellation({ agreementAccepted: true, password: 'demo1234', requestId: 'a'.repeat(32) })).resolves.toMatchObject({
      state: 'pending',
    })
  })

  test('rejects a refusal with its code and message', async () => {
    answerWith({ code: 10523, msg: '第三方账号不一致' })
    await expect(submitCancellation({ agreementAccepted: true, thirdPartyCode: 'x', requestId: 'a'.repeat(32) })).rejects.toEqual(
      new Refusal(10523, '第三方账号不一致'),
    )
  })
})
