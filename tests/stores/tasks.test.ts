/** @jest-environment node */
import { CODE_TASK_ALREADY_CLAIMED } from '@/lib/answer-codes'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { TasksStore } from '@/stores/tasks'
import { deferred } from '../support/deferred'
import { BIND_REWARD, BIND_TASK, FOLLOW_COINS, FOLLOW_TASK, fakeTasksApi } from '../support/tasks'

const NOW = Date.parse('2026-11-23T10:00:00+08:00')

async function setup(api = fakeTasksApi()) {
  const coins = new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  let ids = 0
  const refreshTaskList = jest.fn()
  const store = new TasksStore(api, {
    coins,
    refreshTaskList,
    newRequestId: async () => String(++ids).padStart(32, '0'),
    now: () => NOW,
  })
  return { store, coins, api, refreshTaskList }
}

describe('TasksStore follow task', () => {
  test('is claimable once the task says followed', async () => {
    const { store } = await setup()
    await store.loadFollow()
    expect(store.followStage).toBe('claimable')
  })

  test('drops an answer that arrives after the user logged out', async () => {
    const late = deferred<typeof FOLLOW_TASK>()
    const { store } = await setup(fakeTasksApi({ fetchFollowTask: jest.fn(() => late.promise) }))
    const reading = store.loadFollow()
    store.clear()
    late.resolve(FOLLOW_TASK)
    await reading
    expect([store.followStatus, store.follow]).toEqual(['idle', null])
  })

  test('claiming the coins adds them to the balance from the answer', async () => {
    const { store, coins } = await setup()
    await store.loadFollow()
    await store.claimFollow('coins')
    expect([coins.remainCoins, store.followStage]).toEqual([FOLLOW_COINS.remainCoins, 'received'])
  })

  test('a claim asks the welfare list to read the task’s new state', async () => {
    const { store, refreshTaskList } = await setup()
    await store.claimFollow('vip')
    expect(refreshTaskList).toHaveBeenCalledTimes(1)
  })

  test('a double tap sends one claim', async () => {
    const answer = deferred<typeof FOLLOW_COINS>()
    const api = fakeTasksApi({ claimFollowReward: jest.fn(() => answer.promise) })
    const { store } = await setup(api)
    const first = store.claimFollow('coins')
    const second = store.claimFollow('coins')
    answer.resolve(FOLLOW_COINS)
    await Promise.all([first, second])
    expect(api.claimFollowReward).toHaveBeenCalledTimes(1)
  })

  test('choosing the other reward after a failure is a new intent with a new request id', async () => {
    const api = fakeTasksApi({
      claimFollowReward: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(FOLLOW_COINS),
    })
    const { store } = await setup(api)
    await expect(store.claimFollow('coins')).rejects.toBeInstanceOf(HttpError)
    await store.claimFollow('vip')
    const [first, other] = api.claimFollowReward.mock.calls.map(([, requestId]) => requestId)
    expect(other).not.toBe(first)
  })

  test('a refused claim rejects with the server’s refusal and leaves the balance', async () => {
    const refusal = new Refusal(CODE_TASK_ALREADY_CLAIMED, '奖励已领取')
    const { store, coins } = await setup(fakeTasksApi({ claimFollowReward: jest.fn().mockRejectedValue(refusal) }))
    await expect(store.claimFollow('coins')).rejects.toBe(refusal)
    expect([coins.remainCoins, store.claiming]).toEqual([1280, false])
  })

  test('logging out forgets the task', async () => {
    const { store } = await setup()
    await store.loadFollow()
    store.clear()
    expect([store.follow, store.followStatus]).toEqual([null, 'idle'])
  })
})

describe('TasksStore bind task', () => {
  test('is claimable with both bound and the event open', async () => {
    const { store } = await setup()
    await store.loadBind()
    expect(store.bindStage).toBe('claimable')
  })

  test('is ended once the store’s clock passes the event’s end', async () => {
    const { store } = await setup(fakeTasksApi({ fetchBindTask: jest.fn(async () => ({ ...BIND_TASK, endsAt: NOW - 1 })) }))
    await store.loadBind()
    expect(store.bindStage).toBe('ended')
  })

  test('asks to bind while the email is missing', async () => {
    const { store } = await setup(fakeTasksApi({ fetchBindTask: jest.fn(async () => ({ ...BIND_TASK, email: '' })) }))
    await store.loadBind()
    expect(store.bindStage).toBe('bind')
  })

  test('a bound task from the form shows and refreshes the welfare list', async () => {
    const { store, refreshTaskList } = await setup()
    store.showBind(BIND_TASK)
    expect([store.bindStage, refreshTaskList.mock.calls.length]).toEqual(['claimable', 1])
  })

  test('a claim is received and keeps the coin balance', async () => {
    const { store, coins } = await setup()
    await store.loadBind()
    await store.claimBind()
    expect([store.bindStage, coins.remainCoins]).toEqual(['received', 1280])
  })

  test('the bind and follow claims have their own request ids', async () => {
    const api = fakeTasksApi({ claimBindReward: jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(BIND_REWARD) })
    const { store } = await setup(api)
    await expect(store.claimBind()).rejects.toBeInstanceOf(HttpError)
    await store.claimFollow('coins')
    expect(api.claimFollowReward.mock.calls[0][1]).not.toBe(api.claimBindReward.mock.calls[0][0])
  })

  test('logging out forgets the bind task', async () => {
    const { store } = await setup()
    await store.loadBind()
    store.clear()
    expect([store.bind, store.bindStatus]).toEqual([null, 'idle'])
  })
})
