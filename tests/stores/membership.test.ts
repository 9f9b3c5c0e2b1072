/** @jest-environment node */
import type { AutoRenewContract, AutoRenewStatus, Pause, PauseChange, PauseStatus } from '@/api/membership'
import type { UserInfo } from '@/api/user'
import { CODE_CONTRACT_ENDED, CODE_PAUSE_RUNNING } from '@/lib/membership'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { MembershipStore, type MembershipApi } from '@/stores/membership'
import { deferred } from '../support/deferred'

const NOW = Date.now()
const DAY_MS = 24 * 60 * 60 * 1000

function contract(contractNo: string, extra: Partial<AutoRenewContract> = {}): AutoRenewContract {
  return {
    contractNo,
    platform: 'chatApp',
    level: 'vip',
    monthlyPriceFen: 2500,
    signedAt: NOW - 90 * DAY_MS,
    nextRenewalAt: NOW + 6 * DAY_MS,
    endedAt: 0,
    consecutiveRenewals: 3,
    paidUntil: NOW + 45 * DAY_MS,
    ...extra,
  }
}

const PAUSE: Pause = { pauseNo: 'P1', startedAt: NOW, plannedEndAt: NOW + 7 * DAY_MS, resumedAt: 0, days: 7 }

function pauseStatus(extra: Partial<PauseStatus> = {}): PauseStatus {
  return { now: NOW, enterpriseSubAccount: false, vipExpireAt: NOW + 45 * DAY_MS, superVipExpireAt: 0, running: null, pausesThisYear: 0, ...extra }
}

const USER: UserInfo = { uid: '10001', accountType: 1, nickname: 'Demo', phone: '', email: '', vipExpireAt: NOW + 45 * DAY_MS, superVipExpireAt: 0, riskStatus: 0 }

type Mocked<K extends keyof MembershipApi> = jest.MockedFunction<MembershipApi[K]>

interface FakeApi extends MembershipApi {
  fetchAutoRenew: Mocked<'fetchAutoRenew'>
  endAutoRenew: Mocked<'endAutoRenew'>
  fetchPauseStatus: Mocked<'fetchPauseStatus'>
  startPause: Mocked<'startPause'>
  resumePause: Mocked<'resumePause'>
  fetchPauses: Mocked<'fetchPauses'>
  newRequestId: Mocked<'newRequestId'>
}

function fakeApi(): FakeApi {
  let ids = 0
  return {
    fetchAutoRenew: jest.fn(async (): Promise<AutoRenewStatus> => ({ enterpriseSubAccount: false, contracts: [contract('W1'), contract('Z1', { endedAt: NOW - DAY_MS, nextRenewalAt: 0 })] })),
    endAutoRenew: jest.fn(async ({ contractNo }) => contract(contractNo, { endedAt: NOW, nextRenewalAt: 0 })),
    fetchPauseStatus: jest.fn(async () => pauseStatus()),
    startPause: jest.fn(async ({ days }): Promise<PauseChange> => ({ pause: { ...PAUSE, days }, vipExpireAt: NOW + (45 + days) * DAY_MS, superVipExpireAt: 0 })),
    resumePause: jest.fn(async (_request: { pauseNo: string; requestId: string }): Promise<PauseChange> => ({ pause: { ...PAUSE, resumedAt: NOW + DAY_MS }, vipExpireAt: NOW + 46 * DAY_MS, superVipExpireAt: 0 })),
    fetchPauses: jest.fn(async (_page: number, _pageSize: number) => ({ list: [PAUSE], hasMore: false })),
    newRequestId: jest.fn(async () => {
      ids += 1
      return String(ids).padStart(32, '0')
    }),
  }
}

function session(info: UserInfo | null = USER) {
  const shell = {
    userInfo: info,
    setUserInfo: jest.fn((next: UserInfo) => {
      shell.userInfo = next
    }),
  }
  return shell
}

function setup(api = fakeApi(), shell = session()) {
  return { store: new MembershipStore(api, shell), api, shell }
}

describe('the auto-renew read', () => {
  test('splits the contracts into active and ended', async () => {
    const { store } = setup()
    await store.autoRenew.load()
    expect(store.activeContracts.map((each) => each.contractNo)).toEqual(['W1'])
    expect(store.endedContracts.map((each) => each.contractNo)).toEqual(['Z1'])
  })
})

describe('ending auto-renew', () => {
  test('moves the contract to the ended ones and sends a request id', async () => {
    const { store, api } = setup()
    await store.autoRenew.load()
    await store.endAutoRenew('W1')
    expect(store.activeContracts).toHaveLength(0)
    expect(store.endedContracts.map((each) => each.contractNo)).toEqual(['W1', 'Z1'])
    expect(api.endAutoRenew).toHaveBeenCalledWith({ contractNo: 'W1', requestId: '0'.repeat(31) + '1' })
  })

  test('sends one request for a double tap', async () => {
    const api = fakeApi()
    const answer = deferred<AutoRenewContract>()
    api.endAutoRenew.mockImplementationOnce(() => answer.promise)
    const { store } = setup(api)
    await store.autoRenew.load()
    const first = store.endAutoRenew('W1')
    expect(await store.endAutoRenew('W1')).toBeUndefined()
    answer.resolve(contract('W1', { endedAt: NOW }))
    await first
    expect(api.endAutoRenew).toHaveBeenCalledTimes(1)
    expect(store.busy).toBeNull()
  })

  test('after a refusal, reads the contracts again and makes a new request id for the next try', async () => {
    const api = fakeApi()
    api.endAutoRenew.mockRejectedValueOnce(new Refusal(CODE_CONTRACT_ENDED, '该自动续费已关闭'))
    const { store } = setup(api)
    await store.autoRenew.load()
    await expect(store.endAutoRenew('W1')).rejects.toThrow('该自动续费已关闭')
    expect(api.fetchAutoRenew).toHaveBeenCalledTimes(2)
    await store.endAutoRenew('W1')
    const [first, second] = api.endAutoRenew.mock.calls.map(([request]) => request.requestId)
    expect(second).not.toBe(first)
  })
})

describe('pausing', () => {
  test('shows the running pause, the moved expiry and the year count, and tells the user info', async () => {
    const { store, shell } = setup()
    await store.pause.load()
    await store.startPause(15)
    expect(store.pause.data?.running?.days).toBe(15)
    expect(store.pause.data?.vipExpireAt).toBe(NOW + 60 * DAY_MS)
    expect(store.pause.data?.pausesThisYear).toBe(1)
    expect(shell.userInfo?.vipExpireAt).toBe(NOW + 60 * DAY_MS)
  })

  test('a resume closes the pause, moves the expiry back and keeps the year count', async () => {
    const api = fakeApi()
    api.fetchPauseStatus.mockResolvedValue(pauseStatus({ running: PAUSE, pausesThisYear: 1 }))
    const { store, shell } = setup(api)
    await store.pause.load()
    await store.resumePause('P1')
    expect(store.pause.data?.running).toBeNull()
    expect(store.pause.data?.pausesThisYear).toBe(1)
    expect(shell.userInfo?.vipExpireAt).toBe(NOW + 46 * DAY_MS)
    expect(api.resumePause).toHaveBeenCalledWith({ pauseNo: 'P1', requestId: expect.stringMatching(/^\d{32}$/) })
  })

  test('reads the records and contracts again when they are on show', async () => {
    const { store, api } = setup()
    await Promise.all([store.pause.load(), store.pauses.reload(), store.autoRenew.load()])
    await store.startPause(7)
    expect(api.fetchPauses).toHaveBeenCalledTimes(2)
    expect(api.fetchAutoRenew).toHaveBeenCalledTimes(2)
  })

  test('another length is another intent: a new request id', async () => {
    const api = fakeApi()
    api.startPause.mockRejectedValueOnce(new HttpError('network', 'Network Error'))
    const { store } = setup(api)
    await store.pause.load()
    await expect(store.startPause(7)).rejects.toThrow()
    await store.startPause(15)
    const [first, second] = api.startPause.mock.calls.map(([request]) => request.requestId)
    expect(second).not.toBe(first)
  })

  test('a refusal reads the pause state again', async () => {
    const api = fakeApi()
    api.startPause.mockRejectedValueOnce(new Refusal(CODE_PAUSE_RUNNING, '会员已在暂停中'))
    api.fetchPauseStatus.mockResolvedValueOnce(pauseStatus()).mockResolvedValueOnce(pauseStatus({ running: PAUSE, pausesThisYear: 1 }))
    const { store } = setup(api)
    await store.pause.load()
    await expect(store.startPause(7)).rejects.toThrow('会员已在暂停中')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.pause.data?.running?.pauseNo).toBe('P1')
  })

  test('leaves the user info alone when there is none', async () => {
    const shell = session(null)
    const { store } = setup(fakeApi(), shell)
    await store.pause.load()
    await store.startPause(7)
    expect(shell.setUserInfo).not.toHaveBeenCalled()
  })
})

describe('logging out', () => {
  test('forgets the contracts, the pause and the records', async () => {
    const { store } = setup()
    await Promise.all([store.autoRenew.load(), store.pause.load(), store.pauses.reload()])
    store.clear()
    expect(store.autoRenew.data).toBeNull()
    expect(store.pause.status).toBe('idle')
    expect(store.pauses.items).toEqual([])
  })
})
