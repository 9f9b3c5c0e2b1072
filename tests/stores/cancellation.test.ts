/** @jest-environment node */
import type { ActiveRenewal, Cancellation, CancellationRequest } from '@/api/cancellation'
import type { UserInfo } from '@/api/user'
import { CODE_CANCEL_THIRD_PARTY_MISMATCH } from '@/lib/cancellation'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CancellationStore, type CancellationApi } from '@/stores/cancellation'
import { deferred } from '../support/deferred'

const NOW = Date.now()

const USER: UserInfo = { uid: '10001', accountType: 1, nickname: 'Demo', phone: '', email: '', vipExpireAt: 0, superVipExpireAt: 0, riskStatus: 0 }

function cancelData(overrides: Partial<Cancellation> = {}): Cancellation {
  return {
    state: 'none',
    submittedAt: 0,
    takesEffectAt: 0,
    withdrawnAt: 0,
    authMethod: 'password',
    thirdParty: null,
    enterpriseSubAccount: false,
    ...overrides,
  }
}

const PENDING = cancelData({ state: 'pending', submittedAt: NOW, takesEffectAt: NOW + 15 * 86400000 })

const RENEWAL: ActiveRenewal = { contractNo: 'W1', platform: 'chatApp', level: 'vip', monthlyPriceFen: 2500, nextRenewalAt: NOW }

type Mocked<K extends keyof CancellationApi> = jest.MockedFunction<CancellationApi[K]>

interface FakeApi extends CancellationApi {
  fetchUserInfo: Mocked<'fetchUserInfo'>
  fetchCancellation: Mocked<'fetchCancellation'>
  fetchActiveRenewals: Mocked<'fetchActiveRenewals'>
  submitCancellation: Mocked<'submitCancellation'>
  newRequestId: Mocked<'newRequestId'>
}

function fakeApi(): FakeApi {
  let ids = 0
  return {
    fetchUserInfo: jest.fn(async () => USER),
    fetchCancellation: jest.fn(async () => cancelData()),
    fetchActiveRenewals: jest.fn(async () => [RENEWAL]),
    submitCancellation: jest.fn(async (_request: CancellationRequest) => PENDING),
    newRequestId: jest.fn(async () => `${++ids}`.padStart(32, '0')),
  }
}

describe('loading the cancellation', () => {
  test('keeps the cancel data the server answered', async () => {
    const store = new CancellationStore(fakeApi())
    await store.loadCancellation()
    expect([store.cancelData?.state, store.cancelDataStatus, store.userInfoStatus]).toEqual(['none', 'ready', 'ready'])
  })

  test('says "no user info" when the user info cannot be read, and reads nothing more', async () => {
    const api = fakeApi()
    api.fetchUserInfo.mockRejectedValueOnce(HttpError.network())
    const store = new CancellationStore(api)
    await store.loadCancellation()
    expect([store.userInfoStatus, api.fetchCancellation.mock.calls.length]).toEqual(['error', 0])
  })

  test('says "no user info" for a user info without a uid', async () => {
    const api = fakeApi()
    api.fetchUserInfo.mockResolvedValueOnce({ ...USER, uid: '' })
    const store = new CancellationStore(api)
    await store.loadCancellation()
    expect(store.userInfoStatus).toBe('error')
  })

  test('drops an answer for the user before a logout', async () => {
    const api = fakeApi()
    const late = deferred<Cancellation>()
    api.fetchCancellation.mockReturnValueOnce(late.promise)
    const store = new CancellationStore(api)
    const loading = store.loadCancellation()
    await Promise.resolve()
    store.clear()
    late.resolve(PENDING)
    await loading
    expect([store.cancelData, store.cancelDataStatus]).toEqual([null, 'idle'])
  })
})

describe('the subscriptions still active', () => {
  test('lists what the server answered', async () => {
    const store = new CancellationStore(fakeApi())
    await store.loadRenewals()
    expect(store.activeRenewals).toEqual([RENEWAL])
  })

  test('forgets the list when the sign status query fails, so the submit stays closed', async () => {
    const api = fakeApi()
    const store = new CancellationStore(api)
    await store.loadRenewals()
    api.fetchActiveRenewals.mockRejectedValueOnce(HttpError.network())
    await store.loadRenewals()
    expect([store.renewalsStatus, store.activeRenewals]).toEqual(['error', null])
  })
})

describe('submitting', () => {
  test('sends the accepted agreement, the password and a request id, and keeps the pending cancellation', async () => {
    const api = fakeApi()
    const store = new CancellationStore(api)
    await store.submit({ password: 'demo1234' })
    expect(api.submitCancellation).toHaveBeenCalledWith({ agreementAccepted: true, password: 'demo1234', requestId: '0'.repeat(31) + '1' })
    expect(store.cancelData?.state).toBe('pending')
  })

  test('sends the re-login code of a third-party account', async () => {
    const api = fakeApi()
    await new CancellationStore(api).submit({ thirdPartyCode: 'tp:wechat:x' })
    expect(api.submitCancellation.mock.calls[0][0]).toMatchObject({ thirdPartyCode: 'tp:wechat:x' })
  })

  test('sends one request for a double tap', async () => {
    const api = fakeApi()
    const held = deferred<Cancellation>()
    api.submitCancellation.mockReturnValueOnce(held.promise)
    const store = new CancellationStore(api)
    const first = store.submit({ password: 'demo1234' })
    const second = await store.submit({ password: 'demo1234' })
    held.resolve(PENDING)
    await first
    expect([second, api.submitCancellation.mock.calls.length]).toEqual([undefined, 1])
  })

  test('makes a new request id when the proof changed after a dropped connection', async () => {
    const api = fakeApi()
    api.submitCancellation.mockRejectedValueOnce(HttpError.network())
    const store = new CancellationStore(api)
    await expect(store.submit({ password: 'demo1234' })).rejects.toThrow()
    await store.submit({ password: 'demo12345' })
    const ids = api.submitCancellation.mock.calls.map(([request]) => request.requestId)
    expect(ids[0]).not.toBe(ids[1])
  })

  test('keeps the cancel data as it was after a refusal, and may submit again', async () => {
    const api = fakeApi()
    api.submitCancellation.mockRejectedValueOnce(new Refusal(CODE_CANCEL_THIRD_PARTY_MISMATCH, '第三方账号不一致'))
    const store = new CancellationStore(api)
    await store.loadCancellation()
    await expect(store.submit({ thirdPartyCode: 'tp:wechat:other' })).rejects.toThrow()
    expect([store.cancelData?.state, store.submitting]).toEqual(['none', false])
  })
})

describe('the agreement', () => {
  test('is forgotten when the user changes', () => {
    const store = new CancellationStore(fakeApi())
    store.acceptAgreement(true)
    store.clear()
    expect(store.agreementAccepted).toBe(false)
  })
})
