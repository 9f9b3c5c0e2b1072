import {
  fetchCoinRecords,
  fetchSignInStatus,
  fetchWelfareSummary,
  fetchWelfareTasks,
  signIn,
} from '@/api/welfare'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { taroFake } from '../support/taro-fake'
import { DAYS, SIGN_IN_RESULT as RESULT, SIGN_IN_STATUS as STATUS } from '../support/welfare'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

describe('fetchWelfareSummary', () => {
  it('reads the coin figures', async () => {
    const summary = { remainCoins: 1280, expiringCoins: 40, expiringAt: 1764518399999, todayIncome: 2, totalIncome: 3000 }
    answerWith({ code: 200, data: summary })
    await expect(fetchWelfareSummary()).resolves.toEqual(summary)
  })

  it('gets /welfare/summary', async () => {
    answerWith({ code: 200, data: { remainCoins: 1 } })
    await fetchWelfareSummary()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/welfare/summary'])
  })

  it('turns an answer without a balance into a bad-response error', async () => {
    answerWith({ code: 200, data: { expiringCoins: 3 } })
    await expect(fetchWelfareSummary()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchWelfareTasks', () => {
  it('reads the tasks in order', async () => {
    answerWith({
      code: 200,
      data: [
        { id: 'signIn', rewardCoins: 2, rewardVipHours: 0, status: 'todo' },
        { id: 'bindAccount', rewardCoins: 0, rewardVipHours: 6, status: 'done' },
      ],
    })
    await expect(fetchWelfareTasks()).resolves.toEqual([
      { id: 'signIn', rewardCoins: 2, rewardVipHours: 0, status: 'todo' },
      { id: 'bindAccount', rewardCoins: 0, rewardVipHours: 6, status: 'done' },
    ])
  })

  it('skips a task this client does not know', async () => {
    answerWith({ code: 200, data: [{ id: 'watchVideo', rewardCoins: 5, status: 'todo' }] })
    await expect(fetchWelfareTasks()).resolves.toEqual([])
  })

  it('rejects an unknown task status', async () => {
    answerWith({ code: 200, data: [{ id: 'signIn', rewardCoins: 2, status: 'maybe' }] })
    await expect(fetchWelfareTasks()).rejects.toBeInstanceOf(HttpError)
  })

  it('rejects a task without an id', async () => {
    answerWith({ code: 200, data: [{ rewardCoins: 2, status: 'todo' }] })
    await expect(fetchWelfareTasks()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchSignInStatus', () => {
  it('reads the status and the 7-day table', async () => {
    answerWith({ code: 200, data: STATUS })
    await expect(fetchSignInStatus()).resolves.toEqual(STATUS)
  })

  it('rejects a table without 7 days', async () => {
    answerWith({ code: 200, data: { ...STATUS, days: DAYS.slice(0, 6) } })
    await expect(fetchSignInStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a signed date in another format', async () => {
    answerWith({ code: 200, data: { ...STATUS, signedDates: ['22/11/2026'] } })
    await expect(fetchSignInStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a day number outside 1 to 7', async () => {
    answerWith({ code: 200, data: { ...STATUS, days: [...DAYS.slice(0, 6), { ...DAYS[6], day: 8 }] } })
    await expect(fetchSignInStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a today that is a timestamp', async () => {
    answerWith({ code: 200, data: { ...STATUS, today: 1763827200000 } })
    await expect(fetchSignInStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('reads the figures of a day written as strings', async () => {
    answerWith({ code: 200, data: { ...STATUS, days: [{ ...DAYS[0], rewardCoins: '5' }, ...DAYS.slice(1)] } })
    expect((await fetchSignInStatus()).days[0].rewardCoins).toBe(5)
  })
})

describe('signIn', () => {
  it('posts an empty encrypted body to /welfare/signIn', async () => {
    answerWith({ code: 200, data: RESULT })
    await signIn()
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/welfare/signIn', {}])
  })

  it('reads the result', async () => {
    answerWith({ code: 200, data: RESULT })
    await expect(signIn()).resolves.toEqual(RESULT)
  })

  it('rejects "already signed in" with the server code and message', async () => {
    answerWith({ code: 10140, msg: '今日已签到' })
    await expect(signIn()).rejects.toEqual(new Refusal(10140, '今日已签到'))
  })
})

describe('fetchCoinRecords', () => {
  it('asks for the page and its size', async () => {
    answerWith({ code: 200, data: { list: [], page: 2, pageSize: 10, total: 12, hasMore: false } })
    await fetchCoinRecords(2, 10)
    expect(lastRequest().url).toBe('/api/welfare/coinRecords?page=2&pageSize=10')
  })

  it('reads the records and whether more follow', async () => {
    const record = { id: 'r1', type: 5, amount: 2, createdAt: 1763740800000 }
    answerWith({ code: 200, data: { list: [record], page: 1, pageSize: 10, total: 48, hasMore: true } })
    await expect(fetchCoinRecords(1, 10)).resolves.toEqual({ list: [record], page: 1, hasMore: true, total: 48 })
  })

  it('rejects a record without an amount', async () => {
    answerWith({ code: 200, data: { list: [{ id: 'r1', type: 5, createdAt: 1 }], page: 1, hasMore: false } })
    await expect(fetchCoinRecords(1, 10)).rejects.toMatchObject({ kind: 'bad-response' })
  })
})
