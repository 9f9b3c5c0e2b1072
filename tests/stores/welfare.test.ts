/** @jest-environment node */
import { Refusal } from '@/lib/refusal'
import { CoinStore } from '@/stores/coins'
import { WelfareStore } from '@/stores/welfare'
import {
  SIGN_IN_RESULT as RESULT,
  SIGN_IN_STATUS as STATUS,
  fakeWelfareApi as fakeApi,
} from '../support/welfare'

async function setup(api = fakeApi()) {
  const coins = new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  const store = new WelfareStore(api, coins)
  await store.loadSignInStatus()
  await store.loadTasks()
  return { store, coins, api }
}

describe('WelfareStore sign-in', () => {
  it('is not signed before today’s sign-in', async () => {
    const { store } = await setup()
    expect([store.signedToday, store.streak, store.todayCycleDay]).toEqual([false, 2, 3])
  })

  it('is signed with the streak advanced after signing in', async () => {
    const { store } = await setup()
    await store.signIn()
    expect([store.signedToday, store.streak]).toEqual([true, 3])
  })

  it('sets the balance from the sign-in answer', async () => {
    const { store, coins } = await setup()
    await store.signIn()
    expect(coins.remainCoins).toBe(1282)
  })

  it('counts the reward and the new-user bonus as today’s income', async () => {
    const api = fakeApi({ signIn: jest.fn(async () => ({ ...RESULT, newUserBonusCoins: 100, remainCoins: 1382 })) })
    const { store, coins } = await setup(api)
    await store.signIn()
    expect(coins.todayIncome).toBe(102)
  })

  it('marks the new-user bonus as granted when the answer gives it', async () => {
    const api = fakeApi({ signIn: jest.fn(async () => ({ ...RESULT, newUserBonusCoins: 100 })) })
    const { store } = await setup(api)
    await store.signIn()
    expect(store.signInStatus?.newUserBonusGranted).toBe(true)
  })

  it('marks the sign-in task done', async () => {
    const { store } = await setup()
    await store.signIn()
    expect(store.tasks.find((task) => task.id === 'signIn')?.status).toBe('done')
  })

  it('sends one request for a double tap', async () => {
    const { store, api } = await setup()
    const [first, second] = await Promise.all([store.signIn(), store.signIn()])
    expect([api.signIn.mock.calls.length, first?.rewardCoins, second]).toEqual([1, 2, undefined])
  })

  it('reloads the status when the server says today is already signed', async () => {
    const api = fakeApi({ signIn: jest.fn().mockRejectedValue(new Refusal(10140, '今日已签到')) })
    const { store } = await setup(api)
    api.fetchSignInStatus.mockResolvedValue({ ...STATUS, signedDates: [...STATUS.signedDates, '2026-11-22'] })
    await expect(store.signIn()).rejects.toMatchObject({ code: 10140 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.signedToday).toBe(true)
  })

  it('reloads the balance when the server says today is already signed', async () => {
    const api = fakeApi({ signIn: jest.fn().mockRejectedValue(new Refusal(10140, '今日已签到')) })
    const { store, coins } = await setup(api)
    const load = jest.spyOn(coins, 'load')
    await expect(store.signIn()).rejects.toMatchObject({ code: 10140 })
    expect(load).toHaveBeenCalled()
  })

  it('leaves the balance alone when the sign-in fails', async () => {
    const api = fakeApi({ signIn: jest.fn().mockRejectedValue(new Refusal(10141, 'risk')) })
    const { store, coins } = await setup(api)
    await expect(store.signIn()).rejects.toMatchObject({ code: 10141 })
    expect(coins.remainCoins).toBe(1280)
  })

  it('shows the 7-day week with today in place', async () => {
    const { store } = await setup()
    expect(store.week.map((view) => view.state)).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])
  })
})

describe('WelfareStore loading', () => {
  it('forgets the tasks and the status on clear', async () => {
    const { store } = await setup()
    store.clear()
    expect([store.tasks.length, store.signInStatus, store.tasksStatus]).toEqual([0, null, 'idle'])
  })
})
