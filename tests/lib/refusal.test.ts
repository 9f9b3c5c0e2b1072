/** @jest-environment node */
import { isRefusal, Refusal, refusalMessage, refusalReader } from '@/lib/refusal'
import { refusalTextKey } from '@/lib/refusal-texts'
import { redeemRefusalOf } from '@/lib/shop'
import { HttpError } from '@/services/http/errors'

describe('refusals as values', () => {
  it('tells a refusal of the server from a transport failure, by its codes when given', () => {
    const used = new Refusal(10172, '兑换码已使用')
    expect([isRefusal(used), isRefusal(used, 10170, 10172), isRefusal(used, 10170), isRefusal(HttpError.network())]).toEqual([true, true, false, false])
  })

  it('gives the server’s own words only when it said any', () => {
    expect([refusalMessage(new Refusal(10042, '金币不足')), refusalMessage(new Refusal(10042, '')), refusalMessage(new Error('x'))]).toEqual([
      '金币不足',
      undefined,
      undefined,
    ])
  })

  it('names a refusal in its domain, and nothing for another domain’s code or a transport failure', () => {
    const redeemRefusal = refusalReader(redeemRefusalOf)
    expect([redeemRefusal(new Refusal(10172, '')), redeemRefusal(new Refusal(10401, '')), redeemRefusal(HttpError.timeout(1000))]).toEqual([
      'used',
      undefined,
      undefined,
    ])
  })

  it('says a refusal in the words of its domain, an enterprise sub-account in the host’s shared words', () => {
    expect([refusalTextKey('redeem', 'used'), refusalTextKey('exchange', 'enterpriseSubAccount'), refusalTextKey('share', 'tooLarge')]).toEqual([
      'redeem.refusal.used',
      'host.enterpriseSubAccount',
      'tasks.share.error.tooLarge',
    ])
  })
})
