/** @jest-environment node */
// The message-centre endpoints of the mock over real HTTP (docs/api.md, "Help and message
// endpoints").
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const DEMO_COINS = 1280

interface Message {
  id: string
  kind: string
  title: string
  content: string
  createdAt: number
  read: boolean
  reward: { coins: number; vipHours: number } | null
  claimed: boolean
}

interface MessagePage {
  list: Message[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
  unread: number
}

interface ClaimResult {
  id: string
  coins: number
  vipHours: number
  balance: number
  vipExpireAt: number
}

const { call, ok, reset } = setupMockServer()

function inbox(token = DEMO_TOKEN, query = '', lang = 'zh_CN'): Promise<MessagePage> {
  return ok<MessagePage>(`/message/list${query}`, { token, lang })
}

function claim(id: string, { token = DEMO_TOKEN, lang = 'zh_CN' } = {}) {
  return call('/message/claim', { method: 'POST', body: { id }, token, lang })
}

async function coinsOf(token = DEMO_TOKEN): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

describe('GET /message/list', () => {
  test('needs a login', async () => {
    expect((await call('/message/list')).code).toBe(401)
  })

  test('answers encrypted', async () => {
    expect((await call('/message/list', { token: DEMO_TOKEN })).encrypted).toBe(true)
  })

  test('the demo inbox holds a welcome, a reward, a sports-quiz reward and a membership message, newest first', async () => {
    const page = await inbox()
    expect(page.list.map((message) => message.kind)).toEqual(['reward', 'membership', 'sportsQuiz', 'system', 'reward', 'system'])
    expect(page.list[page.list.length - 1].title).toBe('欢迎使用SpeedUp 加速器')
    const times = page.list.map((message) => message.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('three messages are unread', async () => {
    const page = await inbox()
    expect([page.unread, page.list.filter((message) => !message.read).length]).toEqual([3, 3])
  })

  test('the festival gift and the sports-quiz reward can be claimed', async () => {
    const page = await inbox()
    const claimable = page.list.filter((message) => message.reward && !message.claimed)
    expect(claimable.map((message) => [message.id, message.reward])).toEqual([
      ['m6', { coins: 66, vipHours: 0 }],
      ['m4', { coins: 88, vipHours: 0 }],
    ])
  })

  test('the membership message names the end of the VIP time', async () => {
    const membership = (await inbox()).list.find((message) => message.kind === 'membership')
    expect(membership?.title).toBe('会员到期提醒')
    expect(membership?.content).toMatch(/将于 \d{4}-\d{2}-\d{2} 到期/)
  })

  test('an account without VIP time is offered membership', async () => {
    const membership = (await inbox(SPECIAL_TOKEN)).list.find((message) => message.kind === 'membership')
    expect(membership?.title).toBe('开通 VIP 会员')
  })

  test.each([
    ['en_US', 'World Cup quiz reward'],
    ['zh_TW', '世界盃競猜獎勵'],
    ['zh_HK', '世界盃競猜獎賞'],
    ['vi_VN', 'Thưởng dự đoán World Cup'],
  ])('messages are written in %s', async (lang, title) => {
    const page = await inbox(DEMO_TOKEN, '', lang)
    expect(page.list.find((message) => message.id === 'm4')?.title).toBe(title)
  })

  test('pages of 2 split the inbox', async () => {
    const first = await inbox(DEMO_TOKEN, '?page=1&pageSize=2')
    const last = await inbox(DEMO_TOKEN, '?page=3&pageSize=2')
    expect([first.list.map((message) => message.id), first.hasMore, first.total]).toEqual([['m6', 'm5'], true, 6])
    expect([last.list.map((message) => message.id), last.hasMore]).toEqual([['m2', 'm1'], false])
  })

  test.each([['?page=0'], ['?pageSize=51'], ['?page=x']])('%s is a bad request', async (query) => {
    expect((await call(`/message/list${query}`, { token: DEMO_TOKEN })).code).toBe(400)
  })
})

describe('POST /message/read', () => {
  test('marks a message read and answers the unread count', async () => {
    const answer = await call('/message/read', { method: 'POST', body: { id: 'm5' }, token: DEMO_TOKEN })
    expect([answer.code, answer.data]).toEqual([200, { id: 'm5', unread: 2 }])
    expect((await inbox()).list.find((message) => message.id === 'm5')?.read).toBe(true)
  })

  test('an unknown message is answered with 10310', async () => {
    expect((await call('/message/read', { method: 'POST', body: { id: 'nope' }, token: DEMO_TOKEN })).code).toBe(10310)
  })
})

describe('POST /message/claim', () => {
  test('needs a login', async () => {
    expect((await call('/message/claim', { method: 'POST', body: { id: 'm6' } })).code).toBe(401)
  })

  test('claims the festival gift and answers the new balance', async () => {
    const answer = await claim('m6')
    expect([answer.code, answer.data]).toEqual([200, expect.objectContaining({ id: 'm6', coins: 66, vipHours: 0, balance: DEMO_COINS + 66 })])
  })

  test('the claimed coins are in the account balance', async () => {
    await claim('m6')
    expect(await coinsOf()).toBe(DEMO_COINS + 66)
  })

  test('the claimed coins come with a festival-gift coin record (type 11)', async () => {
    await claim('m6')
    const records = (await call('/welfare/coinRecords?page=1&pageSize=1', { token: DEMO_TOKEN })).data as { list: Array<{ type: number; amount: number }> }
    expect(records.list[0]).toMatchObject({ type: 11, amount: 66 })
  })

  test('the sports-quiz reward comes with a sports-quiz coin record (type 16)', async () => {
    const answer = await claim('m4')
    const records = (await call('/welfare/coinRecords?page=1&pageSize=1', { token: DEMO_TOKEN })).data as { list: Array<{ type: number; amount: number }> }
    expect([(answer.data as ClaimResult).balance, records.list[0]]).toEqual([DEMO_COINS + 88, expect.objectContaining({ type: 16, amount: 88 })])
  })

  test('the claimed message is claimed and read in the list', async () => {
    await claim('m6')
    const page = await inbox()
    expect(page.list.find((message) => message.id === 'm6')).toMatchObject({ claimed: true, read: true })
    expect(page.unread).toBe(2)
  })

  test('a second claim is refused with 10311 and a localized message', async () => {
    await claim('m6')
    const second = await claim('m6')
    const english = await claim('m6', { lang: 'en_US' })
    expect([second.code, second.msg, english.msg]).toEqual([10311, '该奖励已领取，请勿重复领取', 'This reward has already been claimed'])
  })

  test('a second claim does not move the balance', async () => {
    await claim('m6')
    await claim('m6')
    expect(await coinsOf()).toBe(DEMO_COINS + 66)
  })

  test('a reward claimed before the seed is refused with 10311', async () => {
    expect((await claim('m2')).code).toBe(10311)
  })

  test('a message without a reward is refused with 10312', async () => {
    expect((await claim('m5')).code).toBe(10312)
  })

  test('an unknown message is refused with 10310', async () => {
    expect((await claim('m99')).code).toBe(10310)
  })

  test('a claim of one account leaves the other account unclaimed', async () => {
    await claim('m6')
    const special = await inbox(SPECIAL_TOKEN)
    expect(special.list.find((message) => message.id === 'm6')?.claimed).toBe(false)
  })

  test('a reset makes the reward claimable again', async () => {
    await claim('m6')
    await reset()
    expect((await claim('m6')).code).toBe(200)
  })
})
