import { claimLetter, claimRankingReward, fetchMailActivity, fetchMiniGame, fetchWeeklyReward, playMiniGame } from '@/api/events'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

const PERIOD = { id: 'weeklyCoins', name: '金币周榜', startAt: 1790000000000, endAt: 1795000000000 }
const WEEK = { weekStart: '2026-10-05', rank: 2, score: 900, rewardCoins: 300, claimed: false }
const REQUEST_ID = 'a'.repeat(32)

describe('fetchWeeklyReward', () => {
  test('reads the tiers, the weeks and the leaders', async () => {
    const data = {
      ...PERIOD,
      tiers: [{ fromRank: 1, toRank: 1, coins: 500 }],
      weeks: [WEEK],
      leadersWeek: '2026-10-05',
      leaders: [{ rank: 1, name: '138****2071', score: 1010, mine: false }],
    }
    answerWith({ code: 200, data })
    await expect(fetchWeeklyReward()).resolves.toEqual(data)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/events/weeklyReward'])
  })

  test('reads a visitor’s answer without weeks or leaders as having none', async () => {
    answerWith({ code: 200, data: { ...PERIOD, tiers: [] } })
    expect(await fetchWeeklyReward()).toMatchObject({ weeks: [], leaders: [], leadersWeek: '' })
  })

  test('reads a week without a rank as unranked and unclaimed', async () => {
    const { rank: _rank, claimed: _claimed, ...bare } = WEEK
    answerWith({ code: 200, data: { ...PERIOD, tiers: [], weeks: [bare] } })
    expect((await fetchWeeklyReward()).weeks[0]).toMatchObject({ rank: null, claimed: false })
  })

  test('turns a rank of 0 into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...PERIOD, tiers: [], weeks: [{ ...WEEK, rank: 0 }] } })
    await expect(fetchWeeklyReward()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('turns a week that is no date into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...PERIOD, tiers: [], weeks: [{ ...WEEK, weekStart: '2026-02-30' }] } })
    await expect(fetchWeeklyReward()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('claimRankingReward', () => {
  test('posts the event, the week and the request id', async () => {
    answerWith({ code: 200, data: { coins: 300, date: '2026-10-05', remainCoins: 1580, expireCoins: 0 } })
    await claimRankingReward('weeklyCoins', '2026-10-05', REQUEST_ID)
    expect([lastRequest().url, sentBody()]).toEqual(['/api/events/weeklyReward/claim', { eventId: 'weeklyCoins', weekStart: '2026-10-05', requestId: REQUEST_ID }])
  })

  test('reads a claim without a balance as leaving the balance to the client', async () => {
    answerWith({ code: 200, data: { coins: 300 } })
    const claim = await claimRankingReward('weeklyCoins', '2026-10-05', REQUEST_ID)
    expect([claim.coins, claim.remainCoins]).toEqual([300, undefined])
  })

  test('rejects with the server’s reason', async () => {
    answerWith({ code: 10192, msg: '该周奖励已过领取期限' })
    await expect(claimRankingReward('weeklyCoins', '2026-10-05', REQUEST_ID)).rejects.toEqual(new Refusal(10192, '该周奖励已过领取期限'))
  })
})

const LETTER = { id: 'newYear', title: '除夕红包', body: '除夕快乐！', coins: 50, sentAt: 1790000000000, claimed: false }

describe('fetchMailActivity', () => {
  test('reads the letters', async () => {
    answerWith({ code: 200, data: { ...PERIOD, id: 'springMail', letters: [LETTER] } })
    expect((await fetchMailActivity()).letters).toEqual([LETTER])
  })

  test('turns a letter without an id into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...PERIOD, letters: [{ ...LETTER, id: '' }] } })
    await expect(fetchMailActivity()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('claimLetter', () => {
  test('posts the event, the letter and the request id', async () => {
    answerWith({ code: 200, data: { coins: 50, remainCoins: 1330 } })
    await claimLetter('springMail', 'newYear', REQUEST_ID)
    expect([lastRequest().url, sentBody()]).toEqual(['/api/events/mailActivity/claim', { eventId: 'springMail', letterId: 'newYear', requestId: REQUEST_ID }])
  })
})

describe('fetchMiniGame', () => {
  test('reads the prizes and plays', async () => {
    const data = { ...PERIOD, id: 'flipCards', playsPerDay: 3, prizes: [0, 5, 88], plays: [{ playedAt: 1790000000000, coins: 5 }] }
    answerWith({ code: 200, data })
    await expect(fetchMiniGame()).resolves.toEqual(data)
  })

  test('turns a negative prize into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...PERIOD, playsPerDay: 3, prizes: [-5] } })
    await expect(fetchMiniGame()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('playMiniGame', () => {
  test('posts the card and the request id and reads the cards dealt', async () => {
    const result = { card: 3, cards: [5, 10, 20, 50, 88, 0], play: { playedAt: 1790000000000, coins: 50 }, remainCoins: 1330, expireCoins: 0 }
    answerWith({ code: 200, data: result })
    await expect(playMiniGame('flipCards', 3, REQUEST_ID)).resolves.toEqual(result)
    expect([lastRequest().url, sentBody()]).toEqual(['/api/events/miniGame/play', { eventId: 'flipCards', card: 3, requestId: REQUEST_ID }])
  })

  test('rejects with the server’s reason when today’s plays are used up', async () => {
    answerWith({ code: 10194, msg: '今日次数已用完，明天再来' })
    await expect(playMiniGame('flipCards', 0, REQUEST_ID)).rejects.toEqual(new Refusal(10194, '今日次数已用完，明天再来'))
  })
})
