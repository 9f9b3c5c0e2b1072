/** @jest-environment node */
import type { Application, ApplicationPage, ApplicationQuery, CustomizedMembership, LineApplicationRequest } from '@/api/applications'
import { CODE_APPLICATION_ENTERPRISE, CODE_LINE_PENDING_LIMIT } from '@/lib/applications'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { ApplicationStore, type ApplicationApi } from '@/stores/applications'
import { deferred } from '../support/deferred'

const NOW = Date.now()
const FORM = { target: '爱奇艺', region: '日本 · 东京', note: '' }

function application(id: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    kind: 'line',
    target: '腾讯视频',
    region: '美国',
    note: '',
    appliedAt: NOW,
    state: 'pending',
    handledAt: 0,
    rejectReason: '',
    lineName: '',
    ...overrides,
  }
}

const MEMBERSHIP: CustomizedMembership = { enterpriseSubAccount: false, lines: [], pendingCount: 0 }

type Mocked<K extends keyof ApplicationApi> = jest.MockedFunction<ApplicationApi[K]>

interface FakeApi extends ApplicationApi {
  fetchApplications: Mocked<'fetchApplications'>
  fetchCustomizedMembership: Mocked<'fetchCustomizedMembership'>
  applyForLine: Mocked<'applyForLine'>
  newRequestId: Mocked<'newRequestId'>
}

function fakeApi(): FakeApi {
  let ids = 0
  return {
    fetchApplications: jest.fn(async (_query: ApplicationQuery): Promise<ApplicationPage> => ({ list: [application('A1')], page: 1, hasMore: false, total: 1 })),
    fetchCustomizedMembership: jest.fn(async () => MEMBERSHIP),
    applyForLine: jest.fn(async (_request: LineApplicationRequest) => application('A2')),
    newRequestId: jest.fn(async () => {
      ids += 1
      return String(ids).repeat(32).slice(0, 32)
    }),
  }
}

describe('ApplicationStore lists', () => {
  it('asks for the kind and the tab of the list', async () => {
    const api = fakeApi()
    const store = new ApplicationStore(api)
    await store.listOf('app', 'rejected').reload()
    expect(api.fetchApplications).toHaveBeenCalledWith({ kind: 'app', tab: 'rejected', page: 1, pageSize: 10 })
  })

  it('keeps one list per kind and tab', () => {
    const store = new ApplicationStore(fakeApi())
    expect(store.listOf('line', 'all')).toBe(store.listOf('line', 'all'))
    expect(store.listOf('line', 'all')).not.toBe(store.listOf('app', 'all'))
  })

  it('forgets the rows when the user changes', async () => {
    const store = new ApplicationStore(fakeApi())
    await store.listOf('app', 'all').reload()
    store.clear()
    expect([store.listOf('app', 'all').items, store.listOf('app', 'all').status]).toEqual([[], 'idle'])
  })
})

describe('ApplicationStore.loadMembership', () => {
  it('drops an answer for the user before', async () => {
    const api = fakeApi()
    const late = deferred<CustomizedMembership>()
    api.fetchCustomizedMembership.mockReturnValueOnce(late.promise)
    const store = new ApplicationStore(api)
    const loading = store.loadMembership()
    store.clear()
    late.resolve({ ...MEMBERSHIP, pendingCount: 2 })
    await loading
    expect([store.membership, store.membershipStatus]).toEqual([null, 'idle'])
  })
})

describe('ApplicationStore.applyForLine', () => {
  it('sends the trimmed form with a request id and reads the line records again', async () => {
    const api = fakeApi()
    const store = new ApplicationStore(api)
    await store.listOf('line', 'all').reload()
    api.fetchApplications.mockClear()
    await expect(store.applyForLine({ target: ' 爱奇艺 ', region: '日本 · 东京 ', note: '' })).resolves.toMatchObject({ id: 'A2' })
    expect(api.applyForLine).toHaveBeenCalledWith({ ...FORM, requestId: '1'.repeat(32) })
    expect(api.fetchApplications).toHaveBeenCalledTimes(1)
    expect(api.fetchCustomizedMembership).toHaveBeenCalledTimes(1)
  })

  it('sends nothing for a second tap while the first is on its way', async () => {
    const api = fakeApi()
    const answer = deferred<Application>()
    api.applyForLine.mockReturnValueOnce(answer.promise)
    const store = new ApplicationStore(api)
    const first = store.applyForLine(FORM)
    await expect(store.applyForLine(FORM)).resolves.toBeUndefined()
    answer.resolve(application('A2'))
    await first
    expect(api.applyForLine).toHaveBeenCalledTimes(1)
    expect(store.applying).toBe(false)
  })

  it('makes a new request id when the form changed after a failure', async () => {
    const api = fakeApi()
    api.applyForLine.mockRejectedValueOnce(HttpError.network())
    const store = new ApplicationStore(api)
    await expect(store.applyForLine(FORM)).rejects.toThrow()
    await store.applyForLine({ ...FORM, note: '晚上卡' })
    expect(api.applyForLine.mock.calls[1]?.[0].requestId).toBe('2'.repeat(32))
  })

  it('makes a new request id after a refusal', async () => {
    const api = fakeApi()
    api.applyForLine.mockRejectedValueOnce(new Refusal(CODE_LINE_PENDING_LIMIT, '已有 3 个申请正在审核'))
    const store = new ApplicationStore(api)
    await expect(store.applyForLine(FORM)).rejects.toThrow('已有 3 个申请正在审核')
    await store.applyForLine(FORM)
    expect(api.applyForLine.mock.calls[1]?.[0].requestId).toBe('2'.repeat(32))
  })

  it('marks an enterprise sub-account when the server refuses one', async () => {
    const api = fakeApi()
    api.applyForLine.mockRejectedValueOnce(new Refusal(CODE_APPLICATION_ENTERPRISE, '企业子账号无法进行此操作'))
    const store = new ApplicationStore(api)
    await store.loadMembership()
    await expect(store.applyForLine(FORM)).rejects.toThrow()
    expect(store.membership?.enterpriseSubAccount).toBe(true)
  })
})
