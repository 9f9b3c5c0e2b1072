import { eventRefusal, fetchMoreWelfare, fetchSportsQuiz, predictMatch } from '@/api/events'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

const MATCH = { id: 'q5', stage: '1/8 决赛', home: '葡萄牙', away: '摩洛哥', kickOffAt: 1781967600000, result: null, pick: null }

describe('fetchSportsQuiz', () => {
  test('reads the quiz and its matches', async () => {
    answerWith({ code: 200, data: { title: '世界杯竞猜', rewardCoins: 88, matches: [MATCH] } })
    await expect(fetchSportsQuiz()).resolves.toEqual({ title: '世界杯竞猜', rewardCoins: 88, matches: [MATCH] })
  })

  test('gets /events/sportsQuiz', async () => {
    answerWith({ code: 200, data: { title: 'x', rewardCoins: 88, matches: [] } })
    await fetchSportsQuiz()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/events/sportsQuiz'])
  })

  test('reads a match without a result or prediction as having none', async () => {
    const { result: _result, pick: _pick, ...bare } = MATCH
    answerWith({ code: 200, data: { title: 'x', rewardCoins: 88, matches: [bare] } })
    expect((await fetchSportsQuiz()).matches[0]).toMatchObject({ result: null, pick: null })
  })

  test('turns a result that is no pick into a bad-response error', async () => {
    answerWith({ code: 200, data: { title: 'x', rewardCoins: 88, matches: [{ ...MATCH, result: 'win' }] } })
    await expect(fetchSportsQuiz()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('turns a negative reward into a bad-response error', async () => {
    answerWith({ code: 200, data: { title: 'x', rewardCoins: -1, matches: [] } })
    await expect(fetchSportsQuiz()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('predictMatch', () => {
  test('posts the match, the pick and the request id', async () => {
    answerWith({ code: 200, data: { matchId: 'q5', pick: 'draw' } })
    await predictMatch('q5', 'draw', 'f'.repeat(32))
    expect([lastRequest().url, sentBody()]).toEqual(['/api/events/sportsQuiz/predict', { matchId: 'q5', pick: 'draw', requestId: 'f'.repeat(32) }])
  })

  test('reads the prediction recorded', async () => {
    answerWith({ code: 200, data: { matchId: 'q5', pick: 'draw' } })
    await expect(predictMatch('q5', 'draw', 'f'.repeat(32))).resolves.toEqual({ matchId: 'q5', pick: 'draw' })
  })

  test('rejects with the server’s reason when the match has kicked off', async () => {
    answerWith({ code: 10160, msg: '比赛已开赛，竞猜已截止' })
    await expect(predictMatch('q5', 'draw', 'f'.repeat(32))).rejects.toEqual(new Refusal(10160, '比赛已开赛，竞猜已截止'))
  })
})

describe('eventRefusal', () => {
  test('names the events’ refusals', () => {
    const codes = [10160, 10161, 10162, 10163, 10164, 10165, 10190, 10191, 10192, 10193, 10194]
    expect(codes.map((code) => eventRefusal(new Refusal(code, '')))).toEqual([
      'quizClosed',
      'alreadyPredicted',
      'notFound',
      'notStarted',
      'ended',
      'alreadyClaimed',
      'noReward',
      'weekOpen',
      'claimClosed',
      'letterNotFound',
      'noPlaysLeft',
    ])
  })

  test('names no other refusal, and no failure without an answer', () => {
    expect([eventRefusal(new Refusal(10141, '')), eventRefusal(HttpError.network())]).toEqual([undefined, undefined])
  })
})

describe('fetchMoreWelfare', () => {
  test('reads the entries in order', async () => {
    const entry = { path: '/sportsQuiz', title: '世界杯竞猜', description: '开赛前预测', rewardCoins: 88, endAt: 0 }
    answerWith({ code: 200, data: [entry] })
    await expect(fetchMoreWelfare()).resolves.toEqual([entry])
  })

  test('leaves out an entry for a screen this client does not know', async () => {
    answerWith({ code: 200, data: [{ path: '/newGame', title: 'x' }, { path: '/pointEvent', title: '节日福利' }] })
    expect((await fetchMoreWelfare()).map((entry) => entry.path)).toEqual(['/pointEvent'])
  })

  test('turns an entry without a title into a bad-response error', async () => {
    answerWith({ code: 200, data: [{ path: '/pointEvent' }] })
    await expect(fetchMoreWelfare()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})
