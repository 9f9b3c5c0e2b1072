import { listProtocolTutorials } from '@/api/agreements'
import { taroFake } from '../support/taro-fake'
import { answerWith, failTransport, lastRequest, sentBody } from './wire'

const DOCUMENTS = [
  { type: 'memberService', title: '会员服务协议', content: '<p>会员</p>', updatedAt: 1735000000000 },
  { type: 'privacy', title: '用户隐私政策', content: '<p>隐私</p>', updatedAt: 1735000001000 },
]

beforeEach(() => taroFake.reset())

describe('listProtocolTutorials', () => {
  it('returns the documents of a code 200 answer', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await expect(listProtocolTutorials(1, { lang: 'zh_CN', version: '' })).resolves.toEqual(DOCUMENTS)
  })

  it('fills missing optional document fields', async () => {
    answerWith({ code: 200, data: [{ type: 'huawei' }] })
    await expect(listProtocolTutorials(1, {})).resolves.toEqual([{ type: 'huawei', title: '', content: '', updatedAt: 0 }])
  })

  it('returns an empty list as an empty list', async () => {
    answerWith({ code: 200, data: [] })
    await expect(listProtocolTutorials(1, {})).resolves.toEqual([])
  })

  it('posts to /sys/protocolTutorial/list', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await listProtocolTutorials(1, {})
    expect([lastRequest().method, lastRequest().url]).toEqual(['POST', '/api/sys/protocolTutorial/list'])
  })

  it('sends the platform type and the caller fields in the encrypted body', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await listProtocolTutorials(2, { lang: 'en_US', version: '3.30.0' })
    expect(sentBody()).toEqual({ platformType: 2, lang: 'en_US', version: '3.30.0' })
  })

  it('sends the caller fields as headers', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await listProtocolTutorials(2, { lang: 'en_US', version: '3.30.0' })
    expect(lastRequest().header).toMatchObject({ lang: 'en_US', version: '3.30.0' })
  })

  it('sends the platform type as a header', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await listProtocolTutorials(4, {})
    expect(lastRequest().header).toHaveProperty('platformType', '4')
  })

  it('sends h5=1 as a header', async () => {
    answerWith({ code: 200, data: DOCUMENTS })
    await listProtocolTutorials(1, {})
    expect(lastRequest().header).toHaveProperty('h5', '1')
  })

  it('returns false on a non-200 code', async () => {
    answerWith({ code: 50001, msg: 'busy', data: null }, true)
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false on a handled code other than 200', async () => {
    answerWith({ code: 10079, data: DOCUMENTS })
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false on a transport failure', async () => {
    failTransport()
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false on an HTTP error status', async () => {
    taroFake.requestHandler = async () => ({ statusCode: 502, data: 'Bad Gateway' })
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false when the list is not an array', async () => {
    answerWith({ code: 200, data: { items: DOCUMENTS } })
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false when a document has no type', async () => {
    answerWith({ code: 200, data: [{ title: 'untitled' }] })
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })

  it('returns false when the data cannot be decrypted', async () => {
    answerWith({ code: 200, data: 'not-encrypted' }, true)
    await expect(listProtocolTutorials(1, {})).resolves.toBe(false)
  })
})
