/** @jest-environment node */
// The events endpoints of the mock over real HTTP (docs/api.md, "Events endpoints").
import { QUIZ_REWARD_COINS } from '@/lib/sports-quiz'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const RISKY_TOKEN = 'risky-token'
const REQUEST_ID = 'a'.repeat(32)

interface Match {
  id: string
  stage: string
  home: string
  away: string
  kickOffAt: number
  result: string | null
  pick: string | null
}

interface Quiz {
  title: string
  rewardCoins: number
  matches: Match[]
}

interface Message {
  id: string
  kind: string
  content: string
  reward: { coins: number; vipHours: number } | null
  claimed: boolean
}

const { call, ok, control, reset } = setupMockServer()

beforeEach(() => reset())

function quiz(token: string | undefined, lang = 'zh_CN'): Promise<Quiz> {
  return ok<Quiz>('/events/sportsQuiz', { token, lang })
}

function predict(body: Record<string, unknown>, token = DEMO_TOKEN) {
  return call<{ matchId: string; pick: string }>('/events/sportsQuiz/predict', { method: 'POST', body, token })
}

async function matchOf(id: string, token = DEMO_TOKEN): Promise<Match> {
  const found = (await quiz(token)).matches.find((one) => one.id === id)
  if (!found) throw new Error(`no match ${id}`)
  return found
}

async function inbox(token = DEMO_TOKEN): Promise<Message[]> {
  return (await ok<{ list: Message[] }>('/message/list?pageSize=50', { token })).list
}

describe('GET /events/sportsQuiz', () => {
  test('answers encrypted', async () => {
    expect((await call('/events/sportsQuiz', { token: DEMO_TOKEN })).encrypted).toBe(true)
  })

  test('gives the demo open and ended matches, with a right, a wrong and a waiting prediction', async () => {
    const { matches } = await quiz(DEMO_TOKEN)
    const now = Date.now()
    const ended = matches.filter((one) => one.kickOffAt <= now)
    expect([ended.length > 0, ended.length < matches.length]).toEqual([true, true])
    expect(matches.find((one) => one.id === 'q1')).toMatchObject({ pick: 'home', result: 'home' })
    expect(matches.find((one) => one.id === 'q2')).toMatchObject({ pick: 'home', result: 'draw' })
    expect(matches.find((one) => one.id === 'q4')).toMatchObject({ pick: 'away', result: null })
  })

  test('names the teams in the language of the request', async () => {
    const [chinese, english] = [await quiz(DEMO_TOKEN, 'zh_CN'), await quiz(DEMO_TOKEN, 'en_US')]
    expect([chinese.matches[0].home, english.matches[0].home, english.title]).toEqual(['阿根廷', 'Argentina', 'World Cup prediction game'])
  })

  test('gives the reward of a right prediction from the client’s figure', async () => {
    expect((await quiz(DEMO_TOKEN)).rewardCoins).toBe(QUIZ_REWARD_COINS)
  })

  test('shows a visitor the matches without predictions', async () => {
    const { matches } = await ok<Quiz>('/events/sportsQuiz')
    expect([matches.length > 0, matches.every((one) => one.pick === null)]).toEqual([true, true])
  })

  test('gives another account no predictions of the demo', async () => {
    expect((await quiz(SPECIAL_TOKEN)).matches.every((one) => one.pick === null)).toBe(true)
  })
})

describe('POST /events/sportsQuiz/predict', () => {
  test('needs a login', async () => {
    expect((await call('/events/sportsQuiz/predict', { method: 'POST', body: { matchId: 'q5', pick: 'home' } })).code).toBe(401)
  })

  test('records a prediction of an open match', async () => {
    const answer = await predict({ matchId: 'q5', pick: 'draw', requestId: REQUEST_ID })
    expect([answer.code, answer.data, (await matchOf('q5')).pick]).toEqual([200, { matchId: 'q5', pick: 'draw' }, 'draw'])
  })

  test('answers a repeat of the request id with the first answer', async () => {
    const first = await predict({ matchId: 'q5', pick: 'draw', requestId: REQUEST_ID })
    const again = await predict({ matchId: 'q5', pick: 'draw', requestId: REQUEST_ID })
    expect([first.code, again.code, again.data]).toEqual([200, 200, first.data])
  })

  test('refuses a second prediction of the same match', async () => {
    await predict({ matchId: 'q5', pick: 'draw', requestId: REQUEST_ID })
    const second = await predict({ matchId: 'q5', pick: 'home', requestId: 'b'.repeat(32) })
    expect([second.code, second.msg, (await matchOf('q5')).pick]).toEqual([10161, '本场比赛您已竞猜', 'draw'])
  })

  test('refuses a match that has kicked off', async () => {
    expect((await predict({ matchId: 'q3', pick: 'home' })).code).toBe(10160)
  })

  test('refuses once the match kicks off, to the moment', async () => {
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5' })
    const answer = await predict({ matchId: 'q5', pick: 'home' })
    expect([answer.code, answer.msg]).toEqual([10160, '比赛已开赛，竞猜已截止'])
  })

  test('refuses an unknown match', async () => {
    expect((await predict({ matchId: 'nope', pick: 'home' })).code).toBe(10162)
  })

  test.each([['HOME'], [''], [1], [null]])('refuses the pick %p', async (pick) => {
    expect((await predict({ matchId: 'q5', pick })).code).toBe(400)
  })

  test('refuses a blacklisted account (spec 6)', async () => {
    const answer = await predict({ matchId: 'q5', pick: 'home' }, RISKY_TOKEN)
    expect([answer.code, (await matchOf('q5', RISKY_TOKEN)).pick]).toEqual([10141, null])
  })
})

describe('a settled match', () => {
  test('shows its result and whether the prediction was right', async () => {
    await predict({ matchId: 'q5', pick: 'away' })
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'away' })
    expect(await matchOf('q5')).toMatchObject({ pick: 'away', result: 'away' })
  })

  test('leaves the reward of a right prediction in the message centre, to be claimed', async () => {
    await predict({ matchId: 'q5', pick: 'away' })
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'away' })
    const [newest] = await inbox()
    expect([newest.kind, newest.reward, newest.claimed, newest.content]).toEqual([
      'sportsQuiz',
      { coins: QUIZ_REWARD_COINS, vipHours: 0 },
      false,
      `恭喜您在「葡萄牙 vs 摩洛哥」的竞猜中预测正确，获得 ${QUIZ_REWARD_COINS} 金币奖励，请在此领取。`,
    ])
  })

  test('credits the claimed reward as a sports-quiz coin record (type 16)', async () => {
    await predict({ matchId: 'q5', pick: 'away' })
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'away' })
    const [newest] = await inbox()
    await ok('/message/claim', { method: 'POST', body: { id: newest.id }, token: DEMO_TOKEN })
    const records = await ok<{ list: Array<{ type: number; amount: number }> }>('/welfare/coinRecords?page=1&pageSize=1', { token: DEMO_TOKEN })
    expect(records.list[0]).toMatchObject({ type: 16, amount: QUIZ_REWARD_COINS })
  })

  test('leaves nothing in the message centre for a wrong prediction', async () => {
    await predict({ matchId: 'q5', pick: 'home' })
    const before = (await inbox()).length
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'away' })
    expect((await inbox()).length).toBe(before)
  })

  test('leaves the reward once, however often the quiz is read', async () => {
    await predict({ matchId: 'q5', pick: 'draw' })
    await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'draw' })
    await quiz(DEMO_TOKEN)
    await quiz(DEMO_TOKEN)
    expect((await inbox()).filter((message) => message.kind === 'sportsQuiz' && !message.claimed)).toHaveLength(2)
  })
})

describe('the control endpoint /__mock/sportsQuiz/match', () => {
  test('refuses a result that is no pick', async () => {
    expect((await control('POST', '/sportsQuiz/match', { token: DEMO_TOKEN, matchId: 'q5', result: 'win' })).status).toBe(400)
  })

  test('refuses an unknown token', async () => {
    expect((await control('POST', '/sportsQuiz/match', { token: 'nobody', matchId: 'q5' })).status).toBe(400)
  })
})
