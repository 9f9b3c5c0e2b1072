/** @jest-environment node */
// The help-centre CMS endpoints of the mock over real HTTP (docs/api.md, "Help and message
// endpoints"); the message centre: messages.test.ts.
import { setupMockServer } from '../support/mock-server'

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

const { call, ok } = setupMockServer()

function questions(query: string, lang = 'zh_CN'): Promise<Question[]> {
  return ok<Question[]>(`/wordpress/list?${query}`, { lang })
}

function article(id: number | string, lang = 'zh_CN'): Promise<Article> {
  return ok<Article>(`/wordpress/info?id=${id}`, { lang })
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
