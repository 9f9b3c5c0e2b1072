/** @jest-environment node */
// The lottery endpoints of the mock over real HTTP (docs/api.md, "Lottery endpoints"): the board,
// draws that spend and credit with coin records, each refusal, request ids, my prizes.
import type { DrawResult, LotteryInfo, MyPrizePage } from '@/api/lottery'
import {
  CODE_LOTTERY_CANNOT_PARTICIPATE,
  CODE_LOTTERY_INSUFFICIENT_COINS,
  CODE_LOTTERY_INTERRUPTED,
  CODE_LOTTERY_NETWORK_ABNORMAL,
  CODE_LOTTERY_PRIZES_EXHAUSTED,
  CODE_LOTTERY_UNAVAILABLE,
  CODE_LOTTERY_WINNING_NOT_FOUND,
  LOTTERY_DAILY_DRAWS,
  LOTTERY_DRAW_COST,
} from '@/lib/lottery'
import { setupMockServer } from '../support/mock-server'

const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const RISKY = 'risky-token'
const DEMO_COINS = 1280

interface CoinRecordPage {
  list: { id: string; type: number; amount: number; createdAt: number }[]
}

const mock = setupMockServer()
let requestCount = 0

function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, '0')
}

function draw(token = DEMO, id = requestId(), lang?: string) {
  return mock.call<DrawResult>('/lottery/draw', { method: 'POST', token, body: { requestId: id }, lang })
}

function setLottery(body: Record<string, unknown>) {
  return mock.control('POST', '/lottery', { token: DEMO, ...body })
}

async function balance(token = DEMO): Promise<number> {
  return (await mock.ok<{ coins: number }>('/welfare/summary', { token })).coins
}

describe('GET /lottery/info', () => {
  it('shows visitors the open board of eight prizes', async () => {
    const info = await mock.ok<LotteryInfo>('/lottery/info')
    expect([info.status, info.prizes.length, info.costCoins, info.drawsToday]).toEqual(['open', 8, LOTTERY_DRAW_COST, 0])
  })

  it('counts the account’s draws of today', async () => {
    await draw()
    expect((await mock.ok<LotteryInfo>('/lottery/info', { token: DEMO })).drawsToday).toBe(1)
  })

  it('says the lottery is exhausted when no prize is left', async () => {
    await setLottery({ stock: 0 })
    expect((await mock.ok<LotteryInfo>('/lottery/info', { token: DEMO })).status).toBe('exhausted')
  })
})

describe('POST /lottery/draw', () => {
  it('gives a prize of the board', async () => {
    const { code, data } = await draw()
    const info = await mock.ok<LotteryInfo>('/lottery/info')
    expect([code, info.prizes.some((prize) => prize.id === data?.prizeId)]).toEqual([200, true])
  })

  it('spends the cost with a lottery record (type 0) and credits a coin prize with a lottery income record (type 8)', async () => {
    await setLottery({ nextPrizeId: 'p5' })
    await draw()
    const records = await mock.ok<CoinRecordPage>('/welfare/coinRecords', { token: DEMO })
    expect(records.list.slice(0, 2).map(({ type, amount }) => [type, amount]).sort()).toEqual([
      [0, -LOTTERY_DRAW_COST],
      [8, 50],
    ])
  })

  it('answers the balance after the draw, the same as the summary', async () => {
    await setLottery({ nextPrizeId: 'p7' })
    const { data } = await draw()
    expect([data?.remainCoins, await balance()]).toEqual([DEMO_COINS - LOTTERY_DRAW_COST + 120, DEMO_COINS - LOTTERY_DRAW_COST + 120])
  })

  it('adds a VIP prize to the VIP end and no income record', async () => {
    await setLottery({ nextPrizeId: 'p3' })
    const before = (await mock.ok<{ vipExpireAt: number }>('/user/info', { token: DEMO })).vipExpireAt
    await draw()
    const after = (await mock.ok<{ vipExpireAt: number }>('/user/info', { token: DEMO })).vipExpireAt
    const records = await mock.ok<CoinRecordPage>('/welfare/coinRecords', { token: DEMO })
    expect([after - before, records.list[0].type]).toEqual([24 * 60 * 60 * 1000, 0])
  })

  it('answers a repeat of the request id with the first draw and spends once', async () => {
    const id = requestId()
    const first = await draw(DEMO, id)
    const repeat = await draw(DEMO, id)
    expect([repeat.data, await balance()]).toEqual([first.data, first.data?.remainCoins])
  })

  it('spends once when the answer of a draw was lost and the same request id is sent again', async () => {
    await setLottery({ nextPrizeId: 'p4' })
    await mock.control('POST', '/fault', { path: '/lottery/draw', kind: 'drop' })
    const id = requestId()
    await expect(draw(DEMO, id)).rejects.toThrow()
    const retry = await draw(DEMO, id)
    expect([retry.code, await balance()]).toEqual([200, DEMO_COINS - LOTTERY_DRAW_COST])
  })

  it('needs a login', async () => {
    expect((await mock.call('/lottery/draw', { method: 'POST', body: { requestId: requestId() } })).code).toBe(401)
  })

  it.each([
    ['exhausted', { stock: 0 }, CODE_LOTTERY_PRIZES_EXHAUSTED],
    ['unavailable', { status: 'unavailable' }, CODE_LOTTERY_UNAVAILABLE],
    ['paused', { status: 'paused' }, CODE_LOTTERY_CANNOT_PARTICIPATE],
    ['network abnormal', { failNext: 'networkAbnormal' }, CODE_LOTTERY_NETWORK_ABNORMAL],
    ['interrupted', { failNext: 'interrupted' }, CODE_LOTTERY_INTERRUPTED],
    ['winning id not found', { failNext: 'winningNotFound' }, CODE_LOTTERY_WINNING_NOT_FOUND],
  ])('refuses a %s draw with its code and spends nothing', async (_, setting, code) => {
    await setLottery(setting)
    const answer = await draw()
    expect([answer.code, await balance()]).toEqual([code, DEMO_COINS])
  })

  it('says why in the language of the request', async () => {
    await setLottery({ status: 'unavailable' })
    expect((await draw(DEMO, requestId(), 'en_US')).msg).toBe('Currently unavailable')
  })

  it('lets the same request id draw after an interruption', async () => {
    await setLottery({ failNext: 'interrupted' })
    const id = requestId()
    await draw(DEMO, id)
    expect((await draw(DEMO, id)).code).toBe(200)
  })

  it('refuses an account with fewer coins than the cost', async () => {
    expect((await draw(SPECIAL)).code).toBe(CODE_LOTTERY_INSUFFICIENT_COINS)
  })

  it('refuses a blacklisted account (spec 6)', async () => {
    expect((await draw(RISKY)).code).toBe(CODE_LOTTERY_CANNOT_PARTICIPATE)
  })

  it('refuses the draw after the last one of the day', async () => {
    for (let made = 0; made < LOTTERY_DAILY_DRAWS; made += 1) await draw()
    expect((await draw()).code).toBe(CODE_LOTTERY_CANNOT_PARTICIPATE)
  })
})

describe('GET /lottery/prizes', () => {
  it('lists the demo’s past draws from its coin records, newest first', async () => {
    const page = await mock.ok<MyPrizePage>('/lottery/prizes', { token: DEMO })
    expect(page.list.map((item) => item.drawnAt)).toEqual([...page.list.map((item) => item.drawnAt)].sort((a, b) => b - a))
    expect(page.list.length).toBeGreaterThan(0)
  })

  it('puts a new draw first', async () => {
    const { data } = await draw()
    const page = await mock.ok<MyPrizePage>('/lottery/prizes', { token: DEMO })
    expect(page.list[0].drawId).toBe(data?.drawId)
  })

  it('refuses a page that is no number', async () => {
    expect((await mock.call('/lottery/prizes?page=x', { token: DEMO })).code).toBe(400)
  })
})

describe('POST /api/__mock/lottery', () => {
  it('refuses a status the lottery does not have', async () => {
    expect((await setLottery({ status: 'closed' })).status).toBe(400)
  })

  it('refuses an unknown account', async () => {
    expect((await mock.control('POST', '/lottery', { token: 'nobody', stock: 1 })).status).toBe(400)
  })
})
