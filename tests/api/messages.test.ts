import { claimMessageReward, claimRefusal, fetchMessages, markMessageRead } from '@/api/messages'
import { CODE_REWARD_ALREADY_CLAIMED } from '@/lib/answer-codes'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const GIFT = {
  id: 'm6',
  kind: 'reward',
  title: '中秋节福利已送达',
  content: '中秋快乐！送您 66 金币。',
  createdAt: 1726300000000,
  read: false,
  reward: { coins: 66, vipHours: 0 },
  claimed: false,
}

const NOTICE = {
  id: 'm3',
  kind: 'system',
  title: '线路维护通知',
  content: '香港线路维护。',
  createdAt: 1726000000000,
  read: true,
  reward: null,
  claimed: false,
}

function page(list: unknown[], extra: Record<string, unknown> = {}) {
  return { list, page: 1, pageSize: 10, total: list.length, hasMore: false, unread: 1, ...extra }
}

beforeEach(() => taroFake.reset())

describe('fetchMessages', () => {
  it('asks GET /message/list for the page, 10 rows by default (spec 9)', async () => {
    answerWith({ code: 200, data: page([GIFT]) })
    await fetchMessages(2)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/message/list?page=2&pageSize=10'])
  })

  it('returns the messages, page, more flag and unread count', async () => {
    answerWith({ code: 200, data: page([GIFT, NOTICE], { hasMore: true, unread: 3 }) })
    await expect(fetchMessages(1)).resolves.toEqual({ list: [GIFT, NOTICE], page: 1, hasMore: true, unread: 3 })
  })

  it('shows a kind it does not know as a system notice', async () => {
    answerWith({ code: 200, data: page([{ ...NOTICE, kind: 'lottery' }]) })
    const result = await fetchMessages(1)
    expect(result.list[0].kind).toBe('system')
  })

  it('reads a message without a reward field as having none', async () => {
    const { reward: _reward, ...withoutReward } = NOTICE
    answerWith({ code: 200, data: page([withoutReward]) })
    const result = await fetchMessages(1)
    expect(result.list[0].reward).toBeNull()
  })

  it('fills a reward missing one of its parts with 0', async () => {
    answerWith({ code: 200, data: page([{ ...GIFT, reward: { vipHours: 24 } }]) })
    const result = await fetchMessages(1)
    expect(result.list[0].reward).toEqual({ coins: 0, vipHours: 24 })
  })

  it('rejects a negative reward as bad-response', async () => {
    answerWith({ code: 200, data: page([{ ...GIFT, reward: { coins: -66, vipHours: 0 } }]) })
    await expect(fetchMessages(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a message without a title as bad-response', async () => {
    const { title: _title, ...withoutTitle } = GIFT
    answerWith({ code: 200, data: page([withoutTitle]) })
    await expect(fetchMessages(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a message with an empty id as bad-response', async () => {
    answerWith({ code: 200, data: page([{ ...GIFT, id: '' }]) })
    await expect(fetchMessages(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a page without a list as bad-response', async () => {
    answerWith({ code: 200, data: { page: 1, hasMore: false } })
    await expect(fetchMessages(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a visitor with the 401 code', async () => {
    answerWith({ code: 401, msg: '暂未登录' })
    await expect(fetchMessages(1)).rejects.toMatchObject({ name: 'Refusal', code: 401 })
  })

  it('takes a page without its number as the page asked for', async () => {
    const { page: _page, ...withoutPage } = page([NOTICE])
    answerWith({ code: 200, data: withoutPage })
    await expect(fetchMessages(4)).resolves.toMatchObject({ page: 4 })
  })

  it('rejects a kind that is not text as bad-response', async () => {
    answerWith({ code: 200, data: page([{ ...NOTICE, kind: { name: 'system' } }]) })
    await expect(fetchMessages(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('markMessageRead', () => {
  it('posts the id encrypted to /message/read', async () => {
    answerWith({ code: 200, data: { id: 'm6', unread: 2 } })
    await markMessageRead('m6')
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/message/read', { id: 'm6' }])
  })

  it('answers the new unread count', async () => {
    answerWith({ code: 200, data: { id: 'm6', unread: 2 } })
    await expect(markMessageRead('m6')).resolves.toBe(2)
  })
})

describe('claimMessageReward', () => {
  it('posts the id encrypted to /message/claim', async () => {
    answerWith({ code: 200, data: { id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 0 } })
    await claimMessageReward('m6')
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/message/claim', { id: 'm6' }])
  })

  it('returns the reward and the new balance', async () => {
    answerWith({ code: 200, data: { id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 1730000000000 } })
    await expect(claimMessageReward('m6')).resolves.toEqual({ id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 1730000000000 })
  })

  it('rejects an answer without the new balance as bad-response', async () => {
    answerWith({ code: 200, data: { id: 'm6', coins: 66 } })
    await expect(claimMessageReward('m6')).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a second claim with the already-claimed refusal and the server message', async () => {
    answerWith({ code: CODE_REWARD_ALREADY_CLAIMED, msg: '该奖励已领取，请勿重复领取' })
    const failure: unknown = await claimMessageReward('m6').catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'Refusal', code: 10311, message: '该奖励已领取，请勿重复领取' })
    expect(claimRefusal(failure)).toBe('alreadyClaimed')
  })

  it('takes a claim answer without an id as the answer for the message claimed', async () => {
    answerWith({ code: 200, data: { coins: 66, remainCoins: 1346 } })
    await expect(claimMessageReward('m6')).resolves.toEqual({ id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 0 })
  })
})
