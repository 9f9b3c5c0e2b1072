import type { StudentOffer } from '@/api/intl-student'
import { CODE_STUDENT_ALREADY_APPLIED } from '@/lib/intl-student'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { StudentOfferStore, type StudentOfferApi } from '@/stores/intl-student'
import { deferred } from '../support/deferred'

const NONE: StudentOffer = { vipDays: 90, enterpriseSubAccount: false, application: null }
const REVIEWING: StudentOffer = {
  ...NONE,
  application: { id: 'stu1', school: 'MIT', schoolEmail: 'li@mit.edu', state: 'reviewing', appliedAt: 1, decidedAt: 0 },
}

function fakeApi(overrides: Partial<StudentOfferApi> = {}): jest.Mocked<StudentOfferApi> {
  let ids = 0
  return {
    fetchOffer: jest.fn(async () => NONE),
    apply: jest.fn(async () => REVIEWING),
    newRequestId: jest.fn(async () => {
      ids += 1
      return ids.toString(16).padStart(32, '0')
    }),
    ...overrides,
  } as jest.Mocked<StudentOfferApi>
}

describe('StudentOfferStore', () => {
  it('loads the offer and lets an account without an application apply', async () => {
    const store = new StudentOfferStore(fakeApi())
    await store.load()
    expect([store.loadStatus, store.canApply]).toEqual(['ready', true])
  })

  it('lets no one apply twice while an application is reviewed, nor an enterprise sub-account', async () => {
    const reviewing = new StudentOfferStore(fakeApi({ fetchOffer: jest.fn(async () => REVIEWING) }))
    await reviewing.load()
    const enterprise = new StudentOfferStore(fakeApi({ fetchOffer: jest.fn(async () => ({ ...NONE, enterpriseSubAccount: true })) }))
    await enterprise.load()
    expect([reviewing.canApply, enterprise.canApply]).toEqual([false, false])
  })

  it('applies once for a double tap', async () => {
    const pending = deferred<StudentOffer>()
    const api = fakeApi({ apply: jest.fn(() => pending.promise) })
    const store = new StudentOfferStore(api)
    const first = store.apply('MIT', 'li@mit.edu')
    const second = store.apply('MIT', 'li@mit.edu')
    pending.resolve(REVIEWING)
    await expect(Promise.all([first, second])).resolves.toEqual([REVIEWING, undefined])
    expect(api.apply).toHaveBeenCalledTimes(1)
    expect(store.offer).toEqual(REVIEWING)
  })

  it('makes a new request id when the user changed what they typed', async () => {
    const api = fakeApi({ apply: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(REVIEWING) })
    const store = new StudentOfferStore(api)
    await expect(store.apply('MIT', 'li@mit.edu')).rejects.toBeInstanceOf(HttpError)
    await store.apply('MIT', 'li@alum.mit.edu')
    const ids = api.apply.mock.calls.map(([request]) => request.requestId)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('reads the offer again after "already applied", to show the application', async () => {
    const api = fakeApi({
      apply: jest.fn().mockRejectedValue(new Refusal(CODE_STUDENT_ALREADY_APPLIED, 'applied')),
      fetchOffer: jest.fn(async () => REVIEWING),
    })
    const store = new StudentOfferStore(api)
    await expect(store.apply('MIT', 'li@mit.edu')).rejects.toBeInstanceOf(Refusal)
    await Promise.resolve()
    await Promise.resolve()
    expect(store.offer).toEqual(REVIEWING)
  })

  it('drops an offer that arrives after the user logged out', async () => {
    const late = deferred<StudentOffer>()
    const store = new StudentOfferStore(fakeApi({ fetchOffer: jest.fn(() => late.promise) }))
    const loading = store.load()
    store.clear()
    late.resolve(REVIEWING)
    await loading
    expect([store.loadStatus, store.offer]).toEqual(['idle', null])
  })
})
