import { CODE_HELP_QUESTION_NOT_FOUND, fetchHelpAnswer, fetchHelpQuestions } from '@/api/help'
import { taroFake } from '../support/taro-fake'
import { answerWith, failTransport, lastRequest } from './wire'

const QUESTIONS = [
  { id: 61, title: '支持哪些支付方式？', group: 'recharge' },
  { id: 64, title: '如何申请退款或取消自动续费？', group: 'recharge' },
]

const ANSWER = {
  id: 64,
  title: '如何申请退款或取消自动续费？',
  group: 'recharge',
  content: '<p>购买后 <strong>7 天内</strong>可申请退款。</p>',
  updatedAt: 1733796000000,
}

beforeEach(() => taroFake.reset())

describe('fetchHelpQuestions', () => {
  it('asks GET /wordpress/list for the group', async () => {
    answerWith({ code: 200, data: QUESTIONS }, true)
    await fetchHelpQuestions({ group: 'recharge' })
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/wordpress/list?group=recharge'])
  })

  it('reads the unencrypted list (spec 7)', async () => {
    answerWith({ code: 200, data: QUESTIONS }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).resolves.toEqual(QUESTIONS)
  })

  it('sends a search keyword normalised, without a group', async () => {
    answerWith({ code: 200, data: QUESTIONS }, true)
    await fetchHelpQuestions({ keyword: '  自动   续费 ' })
    expect(lastRequest().url).toBe(`/api/wordpress/list?keyword=${encodeURIComponent('自动 续费')}`)
  })

  it('leaves a blank keyword out of the query', async () => {
    answerWith({ code: 200, data: QUESTIONS }, true)
    await fetchHelpQuestions({ group: 'other', keyword: '   ' })
    expect(lastRequest().url).toBe('/api/wordpress/list?group=other')
  })

  it('reads numeric ids written as strings', async () => {
    answerWith({ code: 200, data: [{ id: '12', title: '如何选择线路？', group: 'speedUp' }] }, true)
    await expect(fetchHelpQuestions({ group: 'speedUp' })).resolves.toEqual([{ id: 12, title: '如何选择线路？', group: 'speedUp' }])
  })

  it('leaves out a question of a group the client does not know', async () => {
    answerWith({ code: 200, data: [...QUESTIONS, { id: 90, title: '新栏目', group: 'events' }] }, true)
    await expect(fetchHelpQuestions({ keyword: '栏目' })).resolves.toEqual(QUESTIONS)
  })

  it('leaves out a question with a blank title', async () => {
    answerWith({ code: 200, data: [{ id: 70, title: '  ', group: 'recharge' }, QUESTIONS[0]] }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).resolves.toEqual([QUESTIONS[0]])
  })

  it('rejects a question without an id as bad-response', async () => {
    answerWith({ code: 200, data: [{ title: '支持哪些支付方式？', group: 'recharge' }] }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-response' })
  })

  it('rejects a question whose id is not a positive whole number as bad-response', async () => {
    answerWith({ code: 200, data: [{ id: -4, title: '支持哪些支付方式？', group: 'recharge' }] }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a list that is not an array as bad-response', async () => {
    answerWith({ code: 200, data: { list: QUESTIONS } }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a refused query with the server code and message', async () => {
    answerWith({ code: 10301, msg: '请选择正确的问题分类' }, true)
    await expect(fetchHelpQuestions({ group: 'recharge' })).rejects.toMatchObject({ name: 'Refusal', code: 10301, message: '请选择正确的问题分类' })
  })

  it('rejects a transport failure as a network error', async () => {
    failTransport()
    await expect(fetchHelpQuestions({ group: 'recharge' })).rejects.toMatchObject({ kind: 'network' })
  })

  it('rejects a question of an unknown group whose id is bad as bad-response', async () => {
    answerWith({ code: 200, data: [{ id: 0, title: '新栏目的问题', group: 'lottery' }] }, true)
    await expect(fetchHelpQuestions({ keyword: '栏目' })).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchHelpAnswer', () => {
  it('asks GET /wordpress/info with the id', async () => {
    answerWith({ code: 200, data: ANSWER }, true)
    await fetchHelpAnswer(64)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/wordpress/info?id=64'])
  })

  it('returns the title, group, HTML and update time as they came', async () => {
    answerWith({ code: 200, data: ANSWER }, true)
    await expect(fetchHelpAnswer(64)).resolves.toEqual(ANSWER)
  })

  it('fills the optional fields', async () => {
    answerWith({ code: 200, data: { id: 64 } }, true)
    await expect(fetchHelpAnswer(64)).resolves.toEqual({ id: 64, title: '', group: undefined, content: '', updatedAt: 0 })
  })

  it('gives no group for an unknown one', async () => {
    answerWith({ code: 200, data: { ...ANSWER, group: 'events' } }, true)
    await expect(fetchHelpAnswer(64)).resolves.toMatchObject({ group: undefined })
  })

  it('rejects an answer that is a list as bad-response', async () => {
    answerWith({ code: 200, data: [ANSWER] }, true)
    await expect(fetchHelpAnswer(64)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects an answer whose content is not text as bad-response', async () => {
    answerWith({ code: 200, data: { ...ANSWER, content: { html: '<p>x</p>' } } }, true)
    await expect(fetchHelpAnswer(64)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a missing question with its own code', async () => {
    answerWith({ code: CODE_HELP_QUESTION_NOT_FOUND, msg: '该问题不存在或已下线' }, true)
    await expect(fetchHelpAnswer(999)).rejects.toMatchObject({ name: 'Refusal', code: 10302 })
  })
})
