/** @jest-environment node */
// The festival gift and coin event endpoints of the mock over real HTTP (docs/api.md, "Events endpoints").
import { chinaDateOf } from '@/lib/calendar'
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const RISKY_TOKEN = 'risky-token'
const DEMO_COINS = 1280
const GIFT_COINS = 30
const REQUEST_ID = 'c'.repeat(32)

interface Gift {
  id: string
  name: string
  startAt: number
  endAt: number
  rewardCoins: number
  claimed: boolean
}

interface CoinEvent {
  id: string
  name: string
  startAt: number
  endAt: number
  days: Array<{ date: string; coins: number }>
  claimedDates: string[]
}

interface Claim {
  coins: number
  date: string
  remainCoins: number
  expireCoins: number
}

const { call, ok, control, reset } = setupMockServer()

beforeEach(() => reset())

function claimGift(token = DEMO_TOKEN, requestId: string = REQUEST_ID) {
  return call<Claim>('/events/pointEvent/claim', { method: 'POST', body: { eventId: 'nationalDay', requestId }, token })
}

function claimDay(token = DEMO_TOKEN, requestId: string = REQUEST_ID) {
  return call<Claim>('/events/pointEventV2/claim', { method: 'POST', body: { eventId: 'springCoins', requestId }, token })
}

async function coinsOf(token = DEMO_TOKEN): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

function phase(event: string, to: string, token = DEMO_TOKEN) {
  return control('POST', '/events/phase', { token, event, phase: to })
}

describe('GET /events/pointEvent', () => {
  test('gives the running festival gift, unclaimed, named in the request’s language', async () => {
    const gift = await ok<Gift>('/events/pointEvent', { token: DEMO_TOKEN, lang: 'en_US' })
    const now = Date.now()
    expect([gift.name, gift.rewardCoins, gift.claimed, gift.startAt < now, now < gift.endAt]).toEqual(['National Day gift', GIFT_COINS, false, true, true])
  })

  test('is open to visitors', async () => {
    expect((await call('/events/pointEvent')).code).toBe(200)
  })
})

describe('POST /events/pointEvent/claim', () => {
  test('credits the gift as a festival-gift coin record (type 11) and answers the new balance', async () => {
    const answer = await claimGift()
    const records = await ok<{ list: Array<{ type: number; amount: number }> }>('/welfare/coinRecords?page=1&pageSize=1', { token: DEMO_TOKEN })
    expect([answer.data?.remainCoins, await coinsOf(), records.list[0]]).toEqual([DEMO_COINS + GIFT_COINS, DEMO_COINS + GIFT_COINS, { ...records.list[0], type: 11, amount: GIFT_COINS }])
  })

  test('answers a repeat of the request id with the first answer, crediting once', async () => {
    const first = await claimGift()
    const again = await claimGift()
    expect([again.code, again.data, await coinsOf()]).toEqual([200, first.data, DEMO_COINS + GIFT_COINS])
  })

  test('refuses a second claim with another request id', async () => {
    await claimGift()
    const second = await claimGift(DEMO_TOKEN, 'd'.repeat(32))
    expect([second.code, second.msg, await coinsOf()]).toEqual([10165, '您已领取过该奖励', DEMO_COINS + GIFT_COINS])
  })

  test('refuses with "event ended" once the event is over', async () => {
    await phase('pointEvent', 'ended')
    const answer = await claimGift()
    expect([answer.code, answer.msg, await coinsOf()]).toEqual([10164, '活动已结束', DEMO_COINS])
  })

  test('refuses before the event starts', async () => {
    await phase('pointEvent', 'upcoming')
    expect((await claimGift()).code).toBe(10163)
  })

  test('refuses another event id', async () => {
    const answer = await call('/events/pointEvent/claim', { method: 'POST', body: { eventId: 'other' }, token: DEMO_TOKEN })
    expect(answer.code).toBe(10162)
  })

  test('refuses a blacklisted account (spec 6)', async () => {
    expect((await claimGift(RISKY_TOKEN)).code).toBe(10141)
  })

  test('needs a login', async () => {
    expect((await call('/events/pointEvent/claim', { method: 'POST', body: { eventId: 'nationalDay' } })).code).toBe(401)
  })
})

describe('GET /events/pointEventV2', () => {
  test('gives the demo a seven-day event on its fourth day, with days 1 and 3 claimed', async () => {
    const event = await ok<CoinEvent>('/events/pointEventV2', { token: DEMO_TOKEN })
    const today = chinaDateOf(Date.now())
    expect([event.days.length, event.days[3].date, event.claimedDates]).toEqual([7, today, [event.days[0].date, event.days[2].date]])
  })

  test('gives another account no claimed days', async () => {
    expect((await ok<CoinEvent>('/events/pointEventV2', { token: SPECIAL_TOKEN })).claimedDates).toEqual([])
  })
})

describe('POST /events/pointEventV2/claim', () => {
  test('credits today’s coins once and marks the day claimed', async () => {
    const event = await ok<CoinEvent>('/events/pointEventV2', { token: DEMO_TOKEN })
    const answer = await claimDay()
    const after = await ok<CoinEvent>('/events/pointEventV2', { token: DEMO_TOKEN })
    expect([answer.data?.coins, answer.data?.date, after.claimedDates.includes(event.days[3].date)]).toEqual([event.days[3].coins, event.days[3].date, true])
  })

  test('refuses today’s gift a second time', async () => {
    await claimDay()
    expect((await claimDay(DEMO_TOKEN, 'e'.repeat(32))).code).toBe(10165)
  })

  test('gives the first answer again to a repeat of the request id', async () => {
    const first = await claimDay()
    const before = await coinsOf()
    expect([(await claimDay()).data, await coinsOf()]).toEqual([first.data, before])
  })

  test('refuses with "event ended" once the event is over', async () => {
    await phase('pointEventV2', 'ended')
    expect((await claimDay()).code).toBe(10164)
  })
})

describe('the control endpoint /__mock/events/phase', () => {
  test('refuses an unknown event or phase', async () => {
    expect([(await phase('lottery', 'ended')).status, (await phase('pointEvent', 'later')).status]).toEqual([400, 400])
  })
})

describe('GET /events/moreWelfare', () => {
  interface Entry {
    path: string
    title: string
    description: string
    rewardCoins: number
    endAt: number
  }

  test('lists the welfare events with their screens, in the request’s language', async () => {
    const entries = await ok<Entry[]>('/events/moreWelfare', { token: DEMO_TOKEN, lang: 'en_US' })
    expect(entries.slice(0, 3).map((entry) => [entry.path, entry.title])).toEqual([
      ['/sportsQuiz', 'World Cup quiz'],
      ['/pointEvent', 'Festival gift'],
      ['/pointEventV2', 'Coin event'],
    ])
  })

  test('gives the running events’ coins and end times', async () => {
    const gift = await ok<Gift>('/events/pointEvent', { token: DEMO_TOKEN })
    const entries = await ok<Entry[]>('/events/moreWelfare', { token: DEMO_TOKEN })
    expect(entries.find((entry) => entry.path === '/pointEvent')).toMatchObject({ rewardCoins: GIFT_COINS, endAt: gift.endAt })
  })

  test('follows an event ended for the account', async () => {
    await phase('pointEvent', 'ended')
    const entries = await ok<Entry[]>('/events/moreWelfare', { token: DEMO_TOKEN })
    expect(entries.find((entry) => entry.path === '/pointEvent')!.endAt).toBeLessThan(Date.now())
  })

  test('is open to visitors', async () => {
    expect((await call('/events/moreWelfare')).code).toBe(200)
  })
})
