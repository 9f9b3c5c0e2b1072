import { endAutoRenew, fetchAutoRenew, fetchPauses, fetchPauseStatus, resumePause, startPause } from '@/api/membership'
import { CODE_CONTRACT_ENDED } from '@/lib/membership'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const NOW = 1_790_000_000_000
const DAY_MS = 24 * 60 * 60 * 1000

const CONTRACT = {
  contractNo: 'W100010001',
  platform: 'chatApp',
  level: 'vip',
  monthlyPriceFen: 2500,
  signedAt: NOW - 90 * DAY_MS,
  nextRenewalAt: NOW + 6 * DAY_MS,
  endedAt: 0,
  consecutiveRenewals: 3,
  paidUntil: NOW + 45 * DAY_MS,
}

const PAUSE = { pauseNo: 'P100010001', startedAt: NOW, plannedEndAt: NOW + 7 * DAY_MS, resumedAt: 0, days: 7 }

beforeEach(() => taroFake.reset())

describe('fetchAutoRenew', () => {
  it('gets /member/autoRenew and reads the contracts', async () => {
    answerWith({ code: 200, data: { enterpriseSubAccount: 0, contracts: [CONTRACT] } })
    await expect(fetchAutoRenew()).resolves.toEqual({ enterpriseSubAccount: false, contracts: [CONTRACT] })
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/member/autoRenew'])
  })

  it('reads absent optional fields as none', async () => {
    const { endedAt: _ended, paidUntil: _paid, consecutiveRenewals: _count, ...bare } = CONTRACT
    answerWith({ code: 200, data: { contracts: [bare] } })
    await expect(fetchAutoRenew()).resolves.toMatchObject({ enterpriseSubAccount: false, contracts: [{ endedAt: 0, paidUntil: 0, consecutiveRenewals: 0 }] })
  })

  it('rejects a platform it does not know as a bad response', async () => {
    answerWith({ code: 200, data: { contracts: [{ ...CONTRACT, platform: 'bank' }] } })
    await expect(fetchAutoRenew()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a negative price', async () => {
    answerWith({ code: 200, data: { contracts: [{ ...CONTRACT, monthlyPriceFen: -1 }] } })
    await expect(fetchAutoRenew()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('endAutoRenew', () => {
  it('posts the contract and the request id, and reads the ended contract', async () => {
    answerWith({ code: 200, data: { contract: { ...CONTRACT, endedAt: NOW, nextRenewalAt: 0 } } })
    const ended = await endAutoRenew({ contractNo: CONTRACT.contractNo, requestId: 'a'.repeat(32) })
    expect(ended.endedAt).toBe(NOW)
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual([
      'POST',
      '/api/member/autoRenew/end',
      { contractNo: CONTRACT.contractNo, requestId: 'a'.repeat(32) },
    ])
  })

  it('rejects with the server’s refusal and its message', async () => {
    answerWith({ code: CODE_CONTRACT_ENDED, msg: '该自动续费已关闭' })
    const refusal = endAutoRenew({ contractNo: 'W1', requestId: 'b'.repeat(32) })
    await expect(refusal).rejects.toBeInstanceOf(Refusal)
    await expect(refusal).rejects.toMatchObject({ code: CODE_CONTRACT_ENDED, message: '该自动续费已关闭' })
  })
})

describe('the pause calls', () => {
  it('reads the status with no pause running', async () => {
    answerWith({ code: 200, data: { now: NOW, vipExpireAt: NOW + DAY_MS, running: null, pausesThisYear: 1 } })
    await expect(fetchPauseStatus()).resolves.toEqual({
      now: NOW,
      enterpriseSubAccount: false,
      vipExpireAt: NOW + DAY_MS,
      superVipExpireAt: 0,
      running: null,
      pausesThisYear: 1,
    })
    expect(lastRequest().url).toBe('/api/member/pause')
  })

  it('rejects a status without the server’s clock', async () => {
    answerWith({ code: 200, data: { vipExpireAt: NOW, running: null } })
    await expect(fetchPauseStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('posts a pause of some days and reads the moved ends', async () => {
    answerWith({ code: 200, data: { pause: PAUSE, vipExpireAt: NOW + 52 * DAY_MS, superVipExpireAt: 0 } })
    await expect(startPause({ days: 7, requestId: 'c'.repeat(32) })).resolves.toEqual({ pause: PAUSE, vipExpireAt: NOW + 52 * DAY_MS, superVipExpireAt: 0 })
    expect([lastRequest().url, sentBody()]).toEqual(['/api/member/pause', { days: 7, requestId: 'c'.repeat(32) }])
  })

  it('posts a resume of the running pause', async () => {
    answerWith({ code: 200, data: { pause: { ...PAUSE, resumedAt: NOW + DAY_MS }, vipExpireAt: NOW + 46 * DAY_MS } })
    await expect(resumePause({ pauseNo: PAUSE.pauseNo, requestId: 'd'.repeat(32) })).resolves.toMatchObject({ pause: { resumedAt: NOW + DAY_MS } })
    expect([lastRequest().url, sentBody()]).toEqual(['/api/member/pause/resume', { pauseNo: PAUSE.pauseNo, requestId: 'd'.repeat(32) }])
  })

  it('reads a page of pauses', async () => {
    answerWith({ code: 200, data: { list: [PAUSE], page: 1, hasMore: false, total: 1 } })
    await expect(fetchPauses(1, 10)).resolves.toMatchObject({ list: [PAUSE], hasMore: false })
    expect(lastRequest().url).toBe('/api/member/pauses?page=1&pageSize=10')
  })

  it('rejects a pause row without its length', async () => {
    const { days: _days, ...row } = PAUSE
    answerWith({ code: 200, data: { list: [row], page: 1, hasMore: false } })
    await expect(fetchPauses(1, 10)).rejects.toMatchObject({ kind: 'bad-response' })
  })
})
