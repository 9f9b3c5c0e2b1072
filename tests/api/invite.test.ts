import { fetchInviteCoinRecords, fetchInviteRecords, fetchInviteSummary } from '@/api/invite'
import { Refusal } from '@/lib/refusal'
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
    expect(error).toBeInstanceOf(Refusal)
    expect(error).toMatchObject({ code: 10141 })
  })
})

const RECORD = { id: 'inv1', friend: '138****5566', state: 'completed', invitedAt: 1763179200000, rewardCoins: 100, rewardVipDays: 0 }

describe('fetchInviteRecords', () => {
  it('gets one state of /invite/records page by page', async () => {
    answerWith({ code: 200, data: { list: [RECORD], page: 2, hasMore: false, total: 11 } })
    await fetchInviteRecords('completed', 2, 10)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/invite/records?state=completed&page=2&pageSize=10'])
  })

  it('reads the rows, taking missing rewards as 0', async () => {
    answerWith({ code: 200, data: { list: [{ ...RECORD, rewardCoins: null, rewardVipDays: undefined }], page: 1, hasMore: true } })
    await expect(fetchInviteRecords('completed', 1, 10)).resolves.toEqual({
      list: [{ ...RECORD, rewardCoins: 0, rewardVipDays: 0 }],
      page: 1,
      hasMore: true,
      total: 0,
    })
  })

  it('refuses a friend whose number is not masked', async () => {
    answerWith({ code: 200, data: { list: [{ ...RECORD, friend: '13812345566' }], page: 1, hasMore: false } })
    await expect(fetchInviteRecords('completed', 1, 10)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('refuses a state that is not one of spec 4', async () => {
    answerWith({ code: 200, data: { list: [{ ...RECORD, state: 'paid' }], page: 1, hasMore: false } })
    await expect(fetchInviteRecords('completed', 1, 10)).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchInviteCoinRecords', () => {
  it('asks the coin records for the invite types 2, 3 and 10', async () => {
    answerWith({ code: 200, data: { list: [], page: 1, hasMore: false } })
    await fetchInviteCoinRecords(1, 10)
    expect(lastRequest().url).toBe('/api/welfare/coinRecords?page=1&pageSize=10&types=2%2C3%2C10')
  })

  it('reads the rows as the welfare coin records', async () => {
    const row = { id: 'cr9', type: 2, amount: 100, createdAt: 1763179200000 }
    answerWith({ code: 200, data: { list: [row], page: 1, hasMore: false, total: 1 } })
    await expect(fetchInviteCoinRecords(1, 10)).resolves.toEqual({ list: [row], page: 1, hasMore: false, total: 1 })
  })
})
