/** @jest-environment node */
import {
  CODE_LOTTERY_CANNOT_PARTICIPATE,
  CODE_LOTTERY_INSUFFICIENT_COINS,
  CODE_LOTTERY_INTERRUPTED,
  CODE_LOTTERY_NETWORK_ABNORMAL,
  CODE_LOTTERY_PRIZES_EXHAUSTED,
  CODE_LOTTERY_UNAVAILABLE,
  CODE_LOTTERY_WINNING_NOT_FOUND,
} from '@/lib/lottery'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { drawFailureOf, LotteryStore } from '@/stores/lottery'
import { fakeLotteryApi, INFO, RESULT } from '../support/lottery'

async function setup(api = fakeLotteryApi(), balance = 1280) {
  const coins = new CoinStore(async () => ({ remainCoins: balance, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  const store = new LotteryStore(api, coins)
  await store.loadInfo()
  return { store, coins, api }
}

describe('LotteryStore draw', () => {
  it('shows the prize the server chose, at its place on the board', async () => {
    const { store } = await setup()
    await store.draw()
    expect(store.outcome).toEqual({ drawId: 'd9', prize: RESULT.prize, position: 4 })
  })

  it('sets the balance from the server’s remaining coins', async () => {
    const { store, coins } = await setup()
    await store.draw()
    expect(coins.remainCoins).toBe(1310)
  })

  it('moves the balance by the prize minus the cost (the local figure when an answer has no balance, spec 4)', async () => {
    const { store, coins } = await setup()
    const applyChange = jest.spyOn(coins, 'applyChange')
    await store.draw()
    expect(applyChange).toHaveBeenCalledWith(50 - 20, expect.objectContaining({ remainCoins: 1310 }))
  })

  it('counts today’s draws from the answer', async () => {
    const { store } = await setup()
    await store.draw()
    expect(store.info?.drawsToday).toBe(2)
  })

  it('reloads my prizes after a draw', async () => {
    const { store, api } = await setup()
    await store.draw()
    expect(api.fetchPrizes).toHaveBeenCalledWith(1, 10)
  })

  it('sends one request for a double tap', async () => {
    const { store, api } = await setup()
    await Promise.all([store.draw(), store.draw()])
    expect(api.draw).toHaveBeenCalledTimes(1)
  })

  it('sends nothing for a second tap that comes after a quick answer, while its result is still open', async () => {
    const { store, api } = await setup()
    await store.draw()
    await store.draw()
    expect([api.draw.mock.calls.length, store.outcome?.drawId]).toEqual([1, 'd9'])
  })

  it('draws again once the result is closed', async () => {
    const { store, api } = await setup()
    await store.draw()
    store.dismissOutcome()
    await store.draw()
    expect(api.draw).toHaveBeenCalledTimes(2)
  })

  it('shows the first draw’s prize after a retry of an interrupted one, spending once', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(HttpError.timeout(180000)).mockResolvedValueOnce(RESULT) })
    const { store, coins } = await setup(api)
    await store.draw()
    await store.draw()
    expect([store.failure, store.outcome?.drawId, coins.remainCoins]).toEqual([null, 'd9', 1310])
  })

  it('sends nothing when the balance is under the cost, and says why', async () => {
    const { store, api } = await setup(fakeLotteryApi(), 19)
    await store.draw()
    expect([api.draw.mock.calls.length, store.failure]).toEqual([0, 'insufficientCoins'])
  })

  it('sends nothing after the last draw of the day, and says it cannot take part now', async () => {
    const api = fakeLotteryApi({ fetchInfo: jest.fn(async () => ({ ...INFO, drawsToday: 10 })) })
    const { store } = await setup(api)
    await store.draw()
    expect([api.draw.mock.calls.length, store.failure]).toEqual([0, 'cannotParticipate'])
  })

  it('sends nothing while the prizes are being replenished', async () => {
    const api = fakeLotteryApi({ fetchInfo: jest.fn(async () => ({ ...INFO, status: 'exhausted' as const })) })
    const { store } = await setup(api)
    await store.draw()
    expect([api.draw.mock.calls.length, store.failure]).toEqual([0, 'exhausted'])
  })

  it('says the winning id is wrong when the board has no such prize, with the balance as the server says', async () => {
    const api = fakeLotteryApi({ draw: jest.fn(async () => ({ ...RESULT, prizeId: 'p99' })) })
    const { store, coins } = await setup(api)
    await store.draw()
    expect([store.failure, store.outcome, coins.remainCoins]).toEqual(['winningNotFound', null, 1310])
  })

  it('keeps the server’s words for a refusal it has no text for', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(19999, '活动维护中')) })
    const { store } = await setup(api)
    await store.draw()
    expect([store.failure, store.failureMessage]).toEqual(['other', '活动维护中'])
  })

  it('shows the lottery’s new state after an "exhausted" refusal', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(CODE_LOTTERY_PRIZES_EXHAUSTED, '')) })
    const { store } = await setup(api)
    api.fetchInfo.mockResolvedValueOnce({ ...INFO, status: 'exhausted' })
    await store.draw()
    await Promise.resolve()
    expect(store.info?.status).toBe('exhausted')
  })

  it.each([
    ['unavailable', CODE_LOTTERY_UNAVAILABLE],
    ['cannot take part', CODE_LOTTERY_CANNOT_PARTICIPATE],
  ])('reads the lottery again after a "%s" refusal', async (_, code) => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(code, '')) })
    const { store } = await setup(api)
    await store.draw()
    expect(api.fetchInfo).toHaveBeenCalledTimes(2)
  })

  it('reads the balance again, not the lottery, after a "not enough coins" refusal', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(CODE_LOTTERY_INSUFFICIENT_COINS, '')) })
    const { store, coins } = await setup(api)
    const balanceReads = jest.spyOn(coins, 'load')
    await store.draw()
    expect([balanceReads.mock.calls.length, api.fetchInfo.mock.calls.length]).toEqual([1, 1])
  })

  it('reads neither the lottery nor the balance again after a dropped connection', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(HttpError.network()) })
    const { store, coins } = await setup(api)
    const balanceReads = jest.spyOn(coins, 'load')
    await store.draw()
    expect([balanceReads.mock.calls.length, api.fetchInfo.mock.calls.length]).toEqual([0, 1])
  })

  it('waits for the retry of an interrupted draw, and only of that', async () => {
    const interrupted = await setup(fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(CODE_LOTTERY_INTERRUPTED, '')) }))
    const refused = await setup(fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(CODE_LOTTERY_UNAVAILABLE, '')) }))
    await interrupted.store.draw()
    await refused.store.draw()
    expect([interrupted.store.awaitingRetry, refused.store.awaitingRetry]).toEqual([true, false])
  })

  it('keeps no server words for a refusal it has a text for', async () => {
    const api = fakeLotteryApi({ draw: jest.fn().mockRejectedValueOnce(new Refusal(CODE_LOTTERY_UNAVAILABLE, '抽奖暂不可用')) })
    const { store } = await setup(api)
    await store.draw()
    expect([store.failure, store.failureMessage]).toEqual(['unavailable', ''])
  })

  it('forgets the board, the outcome and the prizes on clear', async () => {
    const { store } = await setup()
    await store.draw()
    await store.prizes.reload()
    store.clear()
    expect([store.info, store.outcome, store.prizes.items, store.infoStatus]).toEqual([null, null, [], 'idle'])
  })
})

describe('LotteryStore info', () => {
})

describe('drawFailureOf', () => {
  it.each([
    [CODE_LOTTERY_PRIZES_EXHAUSTED, 'exhausted'],
    [CODE_LOTTERY_NETWORK_ABNORMAL, 'networkAbnormal'],
    [CODE_LOTTERY_INSUFFICIENT_COINS, 'insufficientCoins'],
    [CODE_LOTTERY_CANNOT_PARTICIPATE, 'cannotParticipate'],
    [CODE_LOTTERY_INTERRUPTED, 'interrupted'],
    [CODE_LOTTERY_UNAVAILABLE, 'unavailable'],
    [CODE_LOTTERY_WINNING_NOT_FOUND, 'winningNotFound'],
  ])('reads code %i as %s', (code, failure) => {
    expect(drawFailureOf(new Refusal(code, ''))).toBe(failure)
  })

  it.each([
    ['a dropped connection', HttpError.network()],
    ['a timeout', HttpError.timeout(180000)],
    ['an abort', HttpError.aborted()],
    ['an unreadable answer', new HttpError('bad-response', 'x')],
  ])('reads %s as an interrupted draw', (_, error) => {
    expect(drawFailureOf(error)).toBe('interrupted')
  })
})
