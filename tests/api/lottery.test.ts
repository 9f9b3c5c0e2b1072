import { drawLottery, fetchLotteryInfo, fetchMyPrizes } from '@/api/lottery'
import { CODE_LOTTERY_PRIZES_EXHAUSTED } from '@/lib/lottery'
import { Refusal } from '@/lib/refusal'
import { INFO, MY_PRIZES, RESULT } from '../support/lottery'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const REQUEST_ID = 'f'.repeat(32)

beforeEach(() => taroFake.reset())

describe('fetchLotteryInfo', () => {
  it('reads the board and its state', async () => {
    answerWith({ code: 200, data: INFO })
    await expect(fetchLotteryInfo()).resolves.toEqual(INFO)
  })

  it('reads a visitor’s board without today’s draws as none', async () => {
    const { drawsToday: _, ...visitor } = INFO
    answerWith({ code: 200, data: visitor })
    expect((await fetchLotteryInfo()).drawsToday).toBe(0)
  })

  it('turns a board of other than eight prizes into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...INFO, prizes: INFO.prizes.slice(0, 7) } })
    await expect(fetchLotteryInfo()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('turns a state it does not know into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...INFO, status: 'closed' } })
    await expect(fetchLotteryInfo()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('drawLottery', () => {
  it('posts the request id to /lottery/draw', async () => {
    answerWith({ code: 200, data: RESULT })
    await drawLottery(REQUEST_ID)
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/lottery/draw', { requestId: REQUEST_ID }])
  })

  it('reads the prize and the balance after the draw', async () => {
    answerWith({ code: 200, data: { ...RESULT, remainCoins: '1310' } })
    expect(await drawLottery(REQUEST_ID)).toMatchObject({ prizeId: 'p5', remainCoins: 1310 })
  })

  it('rejects a refusal with its code', async () => {
    answerWith({ code: CODE_LOTTERY_PRIZES_EXHAUSTED, msg: '奖品已被抽完，正在补充中' })
    await expect(drawLottery(REQUEST_ID)).rejects.toEqual(new Refusal(CODE_LOTTERY_PRIZES_EXHAUSTED, '奖品已被抽完，正在补充中'))
  })

  it('turns an answer without the chosen prize into a bad-response error', async () => {
    const { prizeId: _, ...withoutPrize } = RESULT
    answerWith({ code: 200, data: withoutPrize })
    await expect(drawLottery(REQUEST_ID)).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchMyPrizes', () => {
  it('gets one page of my prizes', async () => {
    answerWith({ code: 200, data: { list: MY_PRIZES, page: 2, hasMore: false } })
    const page = await fetchMyPrizes(2, 10)
    expect([lastRequest().url, page.list]).toEqual(['/api/lottery/prizes?page=2&pageSize=10', MY_PRIZES])
  })
})
