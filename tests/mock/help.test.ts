/** @jest-environment node */
// The help-centre CMS and message-centre endpoints of the mock over real HTTP (docs/api.md,
// "Help and message endpoints").
import { setupMockServer } from '../support/mock-server'

const DEMO_TOKEN = 'demo-token'
const SPECIAL_TOKEN = 'special-token'
const DEMO_COINS = 1280
const GROUPS = ['speedUp', 'recharge', 'other', 'membership']

interface Question {
  id: number
  title: string
  group: string
}

interface Article extends Question {
  content: string
  updatedAt: number
}

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

function questions(query: string, lang = 'zh_CN'): Promise<Question[]> {
  return ok<Question[]>(`/wordpress/list?${query}`, { lang })
}

function article(id: number | string, lang = 'zh_CN'): Promise<Article> {
  return ok<Article>(`/wordpress/info?id=${id}`, { lang })
}

function inbox(token = DEMO_TOKEN, query = '', lang = 'zh_CN'): Promise<MessagePage> {
  return ok<MessagePage>(`/message/list${query}`, { token, lang })
}

function claim(id: string, { token = DEMO_TOKEN, lang = 'zh_CN' } = {}) {
  return call('/message/claim', { method: 'POST', body: { id }, token, lang })
}

async function coinsOf(token = DEMO_TOKEN): Promise<number> {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

describe('GET /wordpress/list', () => {
  test('answers a group without encryption (spec 7)', async () => {
    const answer = await call('/wordpress/list?group=speedUp')
    expect([answer.code, answer.encrypted, Array.isArray(answer.data)]).toEqual([200, false, true])
  })

  test.each(GROUPS)('the %s group has 5 to 8 questions of that group', async (group) => {
    const list = await questions(`group=${group}`)
    expect(list.length).toBeGreaterThanOrEqual(5)
    expect(list.length).toBeLessThanOrEqual(8)
    expect(list.every((question) => question.group === group && question.title.length > 0 && Number.isInteger(question.id))).toBe(true)
  })

  test('the question ids are unique across the groups', async () => {
    const all = (await Promise.all(GROUPS.map((group) => questions(`group=${group}`)))).flat()
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length)
  })

  test('the recharge group holds the refund and cancel-auto-renewal question, id 64', async () => {
    const list = await questions('group=recharge')
    expect(list).toContainEqual({ id: 64, title: '如何申请退款或取消自动续费？', group: 'recharge' })
  })

  test('answers in English for en_US', async () => {
    const list = await questions('group=recharge', 'en_US')
    expect(list.find((question) => question.id === 64)?.title).toBe('How do I get a refund or cancel auto-renewal?')
  })

  test('serves the Chinese text to zh_TW and zh_HK', async () => {
    const [simplified, taiwan, hongKong] = await Promise.all(['zh_CN', 'zh_TW', 'zh_HK'].map((lang) => questions('group=other', lang)))
    expect([taiwan, hongKong]).toEqual([simplified, simplified])
  })

  test('serves the English text to vi_VN', async () => {
    expect(await questions('group=other', 'vi_VN')).toEqual(await questions('group=other', 'en_US'))
  })

  test('a keyword searches titles and answers across the groups, in tab order', async () => {
    const list = await questions(`keyword=${encodeURIComponent('退款')}`)
    expect(list.map((question) => question.id)).toContain(64)
    const groups = list.map((question) => GROUPS.indexOf(question.group))
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
  })

  test('a keyword matches English text without regard to case', async () => {
    const list = await questions('keyword=REFUND', 'en_US')
    expect(list.map((question) => question.id)).toContain(64)
  })

  test('a keyword within a group finds only that group', async () => {
    const list = await questions(`group=membership&keyword=${encodeURIComponent('VIP')}`)
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((question) => question.group === 'membership')).toBe(true)
  })

  test('a keyword found nowhere answers an empty list', async () => {
    expect(await questions(`keyword=${encodeURIComponent('不存在的关键词')}`)).toEqual([])
  })

  test('the code of a pasted script is not searchable text', async () => {
    expect(await questions('keyword=__helpScriptRan')).toEqual([])
  })

  test('an unknown group is refused with 10301 in the request language', async () => {
    const answer = await call('/wordpress/list?group=vip', { lang: 'en_US' })
    expect([answer.code, answer.msg]).toEqual([10301, 'Please choose a valid question group'])
  })

  test('neither a group nor a keyword is a bad request', async () => {
    expect((await call('/wordpress/list')).code).toBe(400)
  })

  test('needs no login', async () => {
    expect((await call('/wordpress/list?group=other')).code).toBe(200)
  })
})

describe('GET /wordpress/info', () => {
  test('answers without encryption (spec 7)', async () => {
    const answer = await call('/wordpress/info?id=64')
    expect([answer.code, answer.encrypted]).toEqual([200, false])
  })

  test('the refund question (id 64) explains refunds within 7 days and cancelling auto-renewal', async () => {
    const refund = await article(64)
    expect([refund.id, refund.group, refund.title]).toEqual([64, 'recharge', '如何申请退款或取消自动续费？'])
    expect(refund.content).toContain('<strong>7 天内</strong>')
    expect(refund.content).toContain('取消自动续费')
    expect(refund.updatedAt).toBeGreaterThan(0)
  })

  test('the refund question is in English for en_US', async () => {
    const refund = await article(64, 'en_US')
    expect(refund.content).toContain('<strong>within 7 days</strong>')
    expect(refund.content).toContain('Cancelling auto-renewal')
  })

  test('the first speed-up answer carries a pasted script and an image with onerror, for the sanitiser to remove', async () => {
    const pasted = await article(11)
    expect(pasted.content).toContain('<script>window.__helpScriptRan = true')
    expect(pasted.content).toMatch(/<img src=x onerror="window.__helpOnerrorRan = true/)
  })

  test.each(GROUPS)('every answer of the %s group is HTML with paragraphs or lists', async (group) => {
    const list = await questions(`group=${group}`)
    const articles = await Promise.all(list.map((question) => article(question.id)))
    for (const item of articles) expect(item.content).toMatch(/<(p|ol|ul|table)>/)
  })

  test('an unknown id is answered with 10302 in the request language', async () => {
    const answer = await call('/wordpress/info?id=48', { lang: 'en_US' })
    expect([answer.code, answer.msg]).toEqual([10302, 'This question does not exist or has been removed'])
  })

  test.each([['abc'], ['-64'], ['6.4'], ['']])('an id of %p is answered with 10302', async (id) => {
    expect((await call(`/wordpress/info?id=${id}`)).code).toBe(10302)
  })
})

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
