import type { RedeemResult } from '@/api/shop'
import { CODE_REDEEM_RISKY } from '@/lib/shop'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { RedeemStore, type RedeemApi } from '@/stores/redeem'
import { deferred } from '../support/deferred'

const COINS_66: RedeemResult = { rewardCoins: 66, rewardVipDays: 0, remainCoins: 1346, expireCoins: 40 }
const VIP_7: RedeemResult = { rewardCoins: 0, rewardVipDays: 7, remainCoins: 1280, expireCoins: 40 }

function fakeApi(overrides: Partial<RedeemApi> = {}): jest.Mocked<RedeemApi> {
  let made = 0
  return {
    redeem: jest.fn(async () => COINS_66),
    newRequestId: jest.fn(async () => {
      made += 1
      return made.toString(16).padStart(32, '0')
    }),
    ...overrides,
  } as jest.Mocked<RedeemApi>
}

async function setup(api = fakeApi()) {
  const coins = new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  return { store: new RedeemStore(api, coins), coins, api }
}

describe('RedeemStore', () => {
  test('sends the code without the spaces around it, case kept', async () => {
    const { store, api } = await setup()
    await store.redeem('  VIP7-Abc \n')
    expect(api.redeem).toHaveBeenCalledWith('VIP7-Abc', expect.stringMatching(/^[0-9a-f]{32}$/))
  })

  test('sets the balance to the server’s remaining coins after a coin code (spec 4)', async () => {
    const { store, coins } = await setup()
    await store.redeem('vip7-abc')
    expect(coins.remainCoins).toBe(1346)
  })

  test('adds the credited coins to the local balance when the answer has no remaining value (spec 4)', async () => {
    const { store, coins } = await setup(fakeApi({ redeem: jest.fn(async () => ({ rewardCoins: 66, rewardVipDays: 0 })) }))
    await store.redeem('vip7-abc')
    expect(coins.remainCoins).toBe(1346)
  })

  test('leaves the balance alone after a VIP code', async () => {
    const { store, coins } = await setup(fakeApi({ redeem: jest.fn(async () => VIP_7) }))
    await store.redeem('VIP7-Abc')
    expect([coins.remainCoins, store.result]).toEqual([1280, VIP_7])
  })

  test('sends one request for a double tap', async () => {
    const answer = deferred<RedeemResult>()
    const { store, api } = await setup(fakeApi({ redeem: jest.fn(() => answer.promise) }))
    const first = store.redeem('vip7-abc')
    const second = await store.redeem('vip7-abc')
    answer.resolve(COINS_66)
    await first
    expect([second, api.redeem.mock.calls.length]).toEqual([undefined, 1])
  })

  test('makes a new request id for another code', async () => {
    const redeem = jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(COINS_66)
    const { store } = await setup(fakeApi({ redeem }))
    await expect(store.redeem('vip7-abc')).rejects.toBeInstanceOf(HttpError)
    await store.redeem('VIP7-Abc')
    expect(redeem.mock.calls[1][1]).not.toBe(redeem.mock.calls[0][1])
  })

  test('remembers that the server refused the account as risky (spec 6)', async () => {
    const { store } = await setup(fakeApi({ redeem: jest.fn().mockRejectedValue(new Refusal(CODE_REDEEM_RISKY, 'risky')) }))
    await expect(store.redeem('vip7-abc')).rejects.toBeInstanceOf(Refusal)
    expect(store.refusedForRisk).toBe(true)
  })

  test('logout forgets the result and the risk refusal', async () => {
    const { store } = await setup()
    await store.redeem('vip7-abc')
    store.clear()
    expect([store.result, store.refusedForRisk, store.redeeming]).toEqual([null, false, false])
  })
})
