import { fetchInviteSummary } from '@/api/invite'
import { ApiError } from '@/services/http/errors'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest } from './wire'

beforeEach(() => taroFake.reset())

const SUMMARY = {
  inviteCode: 'SU10001',
  inviteLink: 'https://www.speedup.example/invite?code=SU10001',
  nickname: 'Demo',
  invitedCount: 2,
  earnedCoins: 220,
}

describe('fetchInviteSummary', () => {
  it('reads the code, the link and the figures', async () => {
    answerWith({ code: 200, data: SUMMARY })
    await expect(fetchInviteSummary()).resolves.toEqual(SUMMARY)
  })

  it('gets /invite/summary', async () => {
    answerWith({ code: 200, data: SUMMARY })
    await fetchInviteSummary()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/invite/summary'])
  })

  it('takes a missing name and missing figures as empty and 0', async () => {
    answerWith({ code: 200, data: { inviteCode: 'SU10002', inviteLink: SUMMARY.inviteLink } })
    await expect(fetchInviteSummary()).resolves.toEqual({ ...SUMMARY, inviteCode: 'SU10002', nickname: '', invitedCount: 0, earnedCoins: 0 })
  })

  it('refuses a link to a site that is not ours: the poster would advertise it', async () => {
    answerWith({ code: 200, data: { ...SUMMARY, inviteLink: 'https://evil.example/invite?code=SU10001' } })
    await expect(fetchInviteSummary()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('refuses a link that is not a web link', async () => {
    answerWith({ code: 200, data: { ...SUMMARY, inviteLink: 'javascript:alert(1)' } })
    await expect(fetchInviteSummary()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('refuses a code with characters the poster and the share path cannot carry', async () => {
    answerWith({ code: 200, data: { ...SUMMARY, inviteCode: 'SU 1&x=2' } })
    await expect(fetchInviteSummary()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('refuses a negative count', async () => {
    answerWith({ code: 200, data: { ...SUMMARY, invitedCount: -1 } })
    await expect(fetchInviteSummary()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('passes a refusal on as the server said it', async () => {
    answerWith({ code: 10141, msg: 'restricted' })
    const error: unknown = await fetchInviteSummary().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 10141 })
  })
})
