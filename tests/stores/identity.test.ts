/** @jest-environment node */
import type { BoundEmail, IdentityStatus } from '@/api/identity'
import { CODE_IDENTITY_FAILED } from '@/lib/identity'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { IdentityStore, type IdentityApi } from '@/stores/identity'
import { deferred } from '../support/deferred'

const VALID_ID = '11010519491231002X'
const UNVERIFIED: IdentityStatus = { verified: false, name: '', idNumber: '', verifiedAt: 0 }
const VERIFIED: IdentityStatus = { verified: true, name: '*三', idNumber: `1${'*'.repeat(16)}X`, verifiedAt: 1_700_000_000_000 }
const BOUND: BoundEmail = { email: 'de***@example.com' }

function fakeApi(overrides: Partial<IdentityApi> = {}): jest.Mocked<IdentityApi> {
  let ids = 0
  return {
    fetchIdentityStatus: jest.fn(async () => UNVERIFIED),
    verifyIdentity: jest.fn(async () => VERIFIED),
    fetchBoundEmail: jest.fn(async () => BOUND),
    sendBindCode: jest.fn(async () => undefined),
    bindAccount: jest.fn(async () => BOUND),
    newRequestId: jest.fn(async () => String(++ids).padStart(32, '0')),
    ...overrides,
  } as jest.Mocked<IdentityApi>
}

function filled(api: IdentityApi, idNumber = VALID_ID): IdentityStore {
  const store = new IdentityStore(api)
  store.setName('张三')
  store.setIdNumber(idNumber)
  return store
}

describe('IdentityStore', () => {
  test('sends nothing for a mistyped check digit and says which field', async () => {
    const api = fakeApi()
    const store = filled(api, '11010519491231003X')
    expect(await store.submit()).toBeUndefined()
    expect([api.verifyIdentity.mock.calls.length, store.errors.idNumber]).toEqual([0, 'idCheckDigit'])
  })

  test('sends nothing for a Hong Kong resident permit and says it is not mainland', async () => {
    const api = fakeApi()
    const store = filled(api, '810000198001011236')
    await store.submit()
    expect([api.verifyIdentity.mock.calls.length, store.errors.idNumber]).toEqual([0, 'idNonMainland'])
  })

  test('sends the trimmed name and the number with X upper-case and a request id', async () => {
    const api = fakeApi()
    const store = new IdentityStore(api)
    store.setName(' 张三 ')
    store.setIdNumber('11010519491231002x')
    await store.submit()
    expect(api.verifyIdentity).toHaveBeenCalledWith({ name: '张三', idNumber: VALID_ID, requestId: '0'.repeat(31) + '1' })
  })

  test('shows the verified status after a success and empties the form', async () => {
    const store = filled(fakeApi())
    expect(await store.submit()).toEqual(VERIFIED)
    expect([store.status, store.statusState, store.name, store.idNumber]).toEqual([VERIFIED, 'ready', '', ''])
  })

  test('a second tap while the first is on its way sends nothing', async () => {
    const answer = deferred<IdentityStatus>()
    const api = fakeApi({ verifyIdentity: jest.fn(() => answer.promise) })
    const store = filled(api)
    const first = store.submit()
    expect(await store.submit()).toBeUndefined()
    answer.resolve(VERIFIED)
    await first
    expect(api.verifyIdentity).toHaveBeenCalledTimes(1)
  })

  test('a refusal keeps what was typed', async () => {
    const api = fakeApi({ verifyIdentity: jest.fn(async () => Promise.reject(new Refusal(CODE_IDENTITY_FAILED, '身份认证失败'))) })
    const store = filled(api)
    await expect(store.submit()).rejects.toEqual(new Refusal(CODE_IDENTITY_FAILED, '身份认证失败'))
    expect([store.name, store.idNumber, store.submitting]).toEqual(['张三', VALID_ID, false])
  })

  test('a changed number after a lost answer gets a new request id', async () => {
    const api = fakeApi()
    api.verifyIdentity.mockRejectedValueOnce(new HttpError('timeout', 'timeout'))
    const store = filled(api)
    await expect(store.submit()).rejects.toBeInstanceOf(HttpError)
    store.setIdNumber('440300199001011238')
    await store.submit()
    const [first, second] = api.verifyIdentity.mock.calls.map(([verification]) => verification.requestId)
    expect(second).not.toBe(first)
  })

  test('typing clears the error of that field only', async () => {
    const store = new IdentityStore(fakeApi())
    await store.submit()
    store.setName('张')
    expect(store.errors).toEqual({ name: undefined, idNumber: 'idRequired' })
  })

  test('a status read answered after a logout is dropped', async () => {
    const answer = deferred<IdentityStatus>()
    const store = new IdentityStore(fakeApi({ fetchIdentityStatus: jest.fn(() => answer.promise) }))
    const reading = store.loadStatus()
    store.clear()
    answer.resolve(VERIFIED)
    await reading
    expect([store.status, store.statusState]).toEqual([null, 'idle'])
  })

  test('logout clears the form, the status and the email', async () => {
    const store = filled(fakeApi())
    await store.loadStatus()
    await store.loadEmail()
    store.clear()
    expect([store.name, store.idNumber, store.status, store.email, store.emailState]).toEqual(['', '', null, null, 'idle'])
  })

  test('showEmail shows what a bind answered', () => {
    const store = new IdentityStore(fakeApi())
    store.showEmail({ email: 'ne***@example.com' })
    expect([store.email, store.emailState]).toEqual([{ email: 'ne***@example.com' }, 'ready'])
  })
})
