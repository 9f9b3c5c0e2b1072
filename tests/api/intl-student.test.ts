import { applyForStudentOffer, fetchStudentOffer } from '@/api/intl-student'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

const APPLICATION = {
  id: 'stu2',
  school: 'MIT',
  schoolEmail: 'li@mit.edu',
  state: 'reviewing',
  appliedAt: 1763179200000,
  decidedAt: 0,
}
const OFFER = { vipDays: 90, enterpriseSubAccount: false, application: APPLICATION }

describe('fetchStudentOffer', () => {
  it('gets /intlStudent/offer and reads the application', async () => {
    answerWith({ code: 200, data: OFFER })
    await expect(fetchStudentOffer()).resolves.toEqual(OFFER)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/intlStudent/offer'])
  })

  it('takes a missing application and flags as none', async () => {
    answerWith({ code: 200, data: { vipDays: 90 } })
    await expect(fetchStudentOffer()).resolves.toEqual({ vipDays: 90, enterpriseSubAccount: false, application: null })
  })

  it('refuses an application state it does not know', async () => {
    answerWith({ code: 200, data: { ...OFFER, application: { ...APPLICATION, state: 'pending' } } })
    await expect(fetchStudentOffer()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('refuses negative VIP days', async () => {
    answerWith({ code: 200, data: { ...OFFER, vipDays: -90 } })
    await expect(fetchStudentOffer()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('applyForStudentOffer', () => {
  const REQUEST = { school: 'MIT', schoolEmail: 'li@mit.edu', requestId: 'a'.repeat(32) }

  it('posts the school, the email and the request id', async () => {
    answerWith({ code: 200, data: OFFER })
    await applyForStudentOffer(REQUEST)
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/intlStudent/apply', REQUEST])
  })

  it('passes a refusal on with its code', async () => {
    answerWith({ code: 10451, msg: '请填写海外学校的学校邮箱' })
    const error: unknown = await applyForStudentOffer(REQUEST).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Refusal)
    expect(error).toMatchObject({ code: 10451 })
  })
})
