/** @jest-environment node */
// The weekly ranking reward, mail activity and mini game endpoints of the mock over real HTTP
// (docs/api.md, "Events endpoints").
import { addDays } from '@/lib/calendar'
import {
  chinaWeekOf,
  CODE_GAME_NO_PLAYS,
  CODE_MAIL_NOT_FOUND,
  CODE_RANKING_CLAIM_CLOSED,
  CODE_RANKING_NO_REWARD,
  CODE_RANKING_WEEK_OPEN,
} from '@/lib/event-rewards'
import type { MailActivity, MiniGame, WeeklyReward } from '@/api/events'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const RISKY_TOKEN = 'risky-token'
const DEMO_COINS = 1280
const REQUEST_ID = 'd'.repeat(32)

const { call, ok, control, reset } = setupMockServer()

beforeEach(() => reset())

async function coinsOf(token = DEMO_TOKEN): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

async function newestRecord(token = DEMO_TOKEN): Promise<{ type: number; amount: number }> {
  return (await ok<{ list: Array<{ type: number; amount: number }> }>('/welfare/coinRecords?page=1&pageSize=1', { token })).list[0]
}

function phase(event: string, to: string, token = DEMO_TOKEN) {
  return control('POST', '/events/phase', { token, event, phase: to })
}

const thisWeek = () => chinaWeekOf(Date.now())
const lastWeek = () => addDays(thisWeek(), -7)

function claimWeek(weekStart: string, token = DEMO_TOKEN, requestId = REQUEST_ID) {
  return call<{ coins: number; date: string; remainCoins: number }>('/events/weeklyReward/claim', {
    method: 'POST',
    body: { eventId: 'weeklyCoins', weekStart, requestId },
    token,
  })
}

describe('GET /events/weeklyReward', () => {
  test('gives the demo its weeks, newest first: this week ranking, last week rank 2 for 300 coins', async () => {
    const reward = await ok<WeeklyReward>('/events/weeklyReward', { token: DEMO_TOKEN })
    expect(reward.weeks.map((week) => [week.weekStart, week.rank, week.rewardCoins])).toEqual([
      [thisWeek(), expect.anything(), expect.any(Number)],
      [lastWeek(), 2, 300],
      [addDays(thisWeek(), -14), 13, 0],
      [addDays(thisWeek(), -21), 4, 50],
    ])
  })

  test('places the demo among last week’s leaders, marked as theirs', async () => {
    const reward = await ok<WeeklyReward>('/events/weeklyReward', { token: DEMO_TOKEN })
    expect([reward.leadersWeek, reward.leaders.length, reward.leaders.find((leader) => leader.mine)?.rank]).toEqual([lastWeek(), 10, 2])
  })

  test('gives a visitor the tiers and leaders without weeks', async () => {
    const reward = await ok<WeeklyReward>('/events/weeklyReward')
    expect([reward.weeks, reward.tiers[0], reward.leaders.some((leader) => leader.mine)]).toEqual([[], { fromRank: 1, toRank: 1, coins: 500 }, false])
  })
})

describe('POST /events/weeklyReward/claim', () => {
  test('credits last week’s reward as a ranking-reward record (type 4) with the new balance', async () => {
    const answer = await claimWeek(lastWeek())
    expect([answer.data?.coins, answer.data?.remainCoins, await coinsOf(), await newestRecord()]).toEqual([
      300,
      DEMO_COINS + 300,
      DEMO_COINS + 300,
      expect.objectContaining({ type: 4, amount: 300 }),
    ])
  })

  test('answers a repeat of the request id with the first answer, crediting once', async () => {
    const first = await claimWeek(lastWeek())
    const again = await claimWeek(lastWeek())
    expect([again.code, again.data, await coinsOf()]).toEqual([200, first.data, DEMO_COINS + 300])
  })

  test('refuses a second claim of the week with a new request id', async () => {
    await claimWeek(lastWeek())
    expect((await claimWeek(lastWeek(), DEMO_TOKEN, 'e'.repeat(32))).code).toBe(10165)
  })

  test('refuses this week while it is ranked', async () => {
    expect((await claimWeek(thisWeek())).code).toBe(CODE_RANKING_WEEK_OPEN)
  })

  test('refuses a week whose rank earned nothing', async () => {
    expect((await claimWeek(addDays(thisWeek(), -14))).code).toBe(CODE_RANKING_NO_REWARD)
  })

  test('refuses a week whose claim week is over', async () => {
    expect((await claimWeek(addDays(thisWeek(), -21))).code).toBe(CODE_RANKING_CLAIM_CLOSED)
  })

  test('says "event ended" once the event is over', async () => {
    await phase('weeklyReward', 'ended')
    const answer = await claimWeek(lastWeek())
    expect([answer.code, answer.msg]).toEqual([10164, '活动已结束'])
  })

  test('refuses a blacklisted account', async () => {
    expect((await claimWeek(lastWeek(), RISKY_TOKEN)).code).toBe(10141)
  })

  test('refuses a visitor', async () => {
    expect((await call('/events/weeklyReward/claim', { method: 'POST', body: { eventId: 'weeklyCoins', weekStart: lastWeek() } })).code).toBe(401)
  })
})

function claimLetter(letterId: string, token = DEMO_TOKEN, requestId = REQUEST_ID) {
  return call<{ coins: number; remainCoins: number }>('/events/mailActivity/claim', {
    method: 'POST',
    body: { eventId: 'springMail', letterId, requestId },
    token,
  })
}

describe('GET /events/mailActivity', () => {
  test('gives the letters arrived so far, newest first, the demo’s welcome letter claimed', async () => {
    const activity = await ok<MailActivity>('/events/mailActivity', { token: DEMO_TOKEN, lang: 'en_US' })
    expect(activity.letters.map((letter) => [letter.id, letter.coins, letter.claimed])).toEqual([
      ['newYear', 50, false],
      ['lines', 0, false],
      ['welcome', 20, true],
    ])
    expect(activity.letters[0].title).toBe('New Year’s Eve red packet')
  })

  test('gives another account every letter unclaimed', async () => {
    const activity = await ok<MailActivity>('/events/mailActivity', { token: SPECIAL_TOKEN })
    expect(activity.letters.every((letter) => !letter.claimed)).toBe(true)
  })

  test('gives a visitor no letters', async () => {
    expect((await ok<MailActivity>('/events/mailActivity')).letters).toEqual([])
  })
})

describe('POST /events/mailActivity/claim', () => {
  test('credits a letter’s coins once, as a festival-gift record, for a repeated request id', async () => {
    const first = await claimLetter('newYear')
    const again = await claimLetter('newYear')
    expect([first.data?.coins, again.data, await coinsOf(), await newestRecord()]).toEqual([
      50,
      first.data,
      DEMO_COINS + 50,
      expect.objectContaining({ type: 11, amount: 50 }),
    ])
  })

  test('refuses a letter already claimed', async () => {
    expect((await claimLetter('welcome')).code).toBe(10165)
  })

  test('refuses a letter not yet arrived, and one without coins', async () => {
    const codes = [(await claimLetter('lantern')).code, (await claimLetter('lines', DEMO_TOKEN, 'f'.repeat(32))).code]
    expect(codes).toEqual([CODE_MAIL_NOT_FOUND, CODE_MAIL_NOT_FOUND])
  })

  test('says "event ended" once the activity is over', async () => {
    await phase('mailActivity', 'ended')
    expect((await claimLetter('newYear')).code).toBe(10164)
  })
})

function play(card: number, token = DEMO_TOKEN, requestId = REQUEST_ID) {
  return call<{ card: number; cards: number[]; play: { playedAt: number; coins: number }; remainCoins: number }>('/events/miniGame/play', {
    method: 'POST',
    body: { eventId: 'flipCards', card, requestId },
    token,
  })
}

describe('GET /events/miniGame', () => {
  test('gives the prizes, three plays a day and the demo’s two earlier plays', async () => {
    const game = await ok<MiniGame>('/events/miniGame', { token: DEMO_TOKEN })
    expect([game.playsPerDay, game.prizes, game.plays.length]).toEqual([3, [0, 5, 10, 20, 50, 88], 2])
  })
})

describe('POST /events/miniGame/play', () => {
  test('credits the coins of the card turned as a festival-gift record', async () => {
    const answer = await play(3)
    expect([answer.data?.play.coins, answer.data?.cards[3], await coinsOf(), await newestRecord()]).toEqual([
      50,
      50,
      DEMO_COINS + 50,
      expect.objectContaining({ type: 11, amount: 50 }),
    ])
  })

  test('answers a repeat of the request id with the first answer, playing once', async () => {
    const first = await play(3)
    const again = await play(0)
    const game = await ok<MiniGame>('/events/miniGame', { token: DEMO_TOKEN })
    expect([again.data, game.plays.length, await coinsOf()]).toEqual([first.data, 3, DEMO_COINS + 50])
  })

  test('refuses a play once today’s plays are used up', async () => {
    await play(1, SPECIAL_TOKEN, '1'.repeat(32))
    await play(1, SPECIAL_TOKEN, '2'.repeat(32))
    await play(1, SPECIAL_TOKEN, '3'.repeat(32))
    expect((await play(1, SPECIAL_TOKEN, '4'.repeat(32))).code).toBe(CODE_GAME_NO_PLAYS)
  })

  test('refuses a card not on the table', async () => {
    expect((await play(6)).code).toBe(400)
  })

  test('says "event ended" once the game is over', async () => {
    await phase('miniGame', 'ended')
    expect((await play(1)).code).toBe(10164)
  })
})
