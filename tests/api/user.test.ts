import { fetchUserInfo } from '@/api/user'
import { HttpError } from '@/services/http/errors'
import { failureText } from '@/services/notify'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest } from './wire'

const SERVER_USER = {
  uid: 'u-7',
  accountType: 2,
  nickname: 'Ann',
  phone: '138****8000',
  email: 'ann@example.com',
  isVip: 1,
  vipExpireAt: '1735000000000',
  superVipExpireAt: 0,
  coins: 120,
  riskStatus: 1,
}

beforeEach(() => taroFake.reset())

describe('fetchUserInfo', () => {
  it('asks GET /user/info', async () => {
    answerWith({ code: 200, data: SERVER_USER })
    await fetchUserInfo()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/user/info'])
  })

  it('sends the caller query parameters', async () => {
    answerWith({ code: 200, data: SERVER_USER })
    await fetchUserInfo({ from: 'welfare', n: 2 })
    expect(lastRequest().url).toBe('/api/user/info?from=welfare&n=2')
  })

  it('maps the server fields to the user info', async () => {
    answerWith({ code: 200, data: SERVER_USER })
    await expect(fetchUserInfo()).resolves.toEqual({
      uid: 'u-7',
      accountType: 2,
      nickname: 'Ann',
      phone: '138****8000',
      email: 'ann@example.com',
      vipExpireAt: 1735000000000,
      superVipExpireAt: 0,
      riskStatus: 1,
    })
  })

  it('fills the optional fields with defaults', async () => {
    answerWith({ code: 200, data: { uid: 'u-7', accountType: 1 } })
    await expect(fetchUserInfo()).resolves.toEqual({
      uid: 'u-7',
      accountType: 1,
      nickname: '',
      phone: '',
      email: '',
      vipExpireAt: 0,
      superVipExpireAt: 0,
      riskStatus: 0,
    })
  })

  it('rejects user info without accountType as bad-response', async () => {
    answerWith({ code: 200, data: { uid: 'u-7' } })
    await expect(fetchUserInfo()).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-response' })
  })

  it('rejects user info that is a list as bad-response', async () => {
    answerWith({ code: 200, data: [SERVER_USER] })
    await expect(fetchUserInfo()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a wrong shape with an HttpError', async () => {
    answerWith({ code: 200, data: { uid: 'u-7', accountType: 'vip' } })
    await expect(fetchUserInfo()).rejects.toBeInstanceOf(HttpError)
  })

  it('rejects a non-200 code with an Refusal carrying the code and message', async () => {
    answerWith({ code: 50001, msg: '账号异常', data: null }, true)
    await expect(fetchUserInfo()).rejects.toMatchObject({ name: 'Refusal', code: 50001, message: '账号异常' })
  })

  it('reads a numeric uid as its text', async () => {
    answerWith({ code: 200, data: { ...SERVER_USER, uid: 7 } })
    await expect(fetchUserInfo()).resolves.toMatchObject({ uid: '7' })
  })

  it('keeps neither a coin figure nor a VIP flag: the coin store and the expiry time say those', async () => {
    answerWith({ code: 200, data: SERVER_USER })
    const info = await fetchUserInfo()
    expect(['coins' in info, 'isVip' in info]).toEqual([false, false])
  })

  it('names the bad field in the error message for the log', async () => {
    answerWith({ code: 200, data: { ...SERVER_USER, vipExpireAt: 'soon' } })
    await expect(fetchUserInfo()).rejects.toHaveProperty('message', expect.stringContaining('vipExpireAt'))
  })

  it('shows the user the localized bad-response text, not the field', async () => {
    answerWith({ code: 200, data: { ...SERVER_USER, vipExpireAt: 'soon' } })
    const error = await fetchUserInfo().catch((reason: unknown) => reason)
    expect(failureText(error)).toBe('服务器返回的数据无法识别，请稍后重试')
  })
})
