import {
  linkWechatByPhoneNumber,
  linkWechatBySmsCode,
  loginByEmail,
  loginByPhone,
  loginByWechat,
  sendSmsCode,
} from '@/api/login'
import { CODE_WECHAT_CODE_REFUSED, CODE_WECHAT_LINK_EXPIRED, CODE_WECHAT_PHONE_REFUSED } from '@/lib/wechat-login'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

describe('sendSmsCode', () => {
  it('posts the phone encrypted to /user/sendSmsCode', async () => {
    answerWith({ code: 200 })
    await sendSmsCode('13800138000')
    expect([lastRequest().url, sentBody()]).toEqual(['/api/user/sendSmsCode', { phone: '13800138000' }])
  })

  it('rejects a refused code request with an Refusal', async () => {
    answerWith({ code: 10028, msg: '发送过于频繁', data: null })
    await expect(sendSmsCode('13800138000')).rejects.toBeInstanceOf(Refusal)
  })
})

describe('loginByPhone', () => {
  it('posts the phone and code encrypted to /user/loginByPhone', async () => {
    answerWith({ code: 200, data: { token: 'tok-1', uid: 'u-7' } })
    await loginByPhone('13800138000', '123456')
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual([
      'POST',
      '/api/user/loginByPhone',
      { phone: '13800138000', code: '123456' },
    ])
  })

  it('sends the body only inside the encrypted wrapper', async () => {
    answerWith({ code: 200, data: { token: 'tok-1', uid: 'u-7' } })
    await loginByPhone('13800138000', '123456')
    expect(Object.keys(lastRequest().data as object)).toEqual(['data'])
  })

  it('returns the token and uid', async () => {
    answerWith({ code: 200, data: { token: 'tok-1', uid: 77 } })
    await expect(loginByPhone('13800138000', '123456')).resolves.toEqual({ token: 'tok-1', uid: '77' })
  })

  it('rejects a login answer without a token as bad-response', async () => {
    answerWith({ code: 200, data: { uid: 'u-7' } })
    await expect(loginByPhone('13800138000', '123456')).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a wrong code with the server message', async () => {
    answerWith({ code: 10048, msg: '验证码错误', data: null })
    await expect(loginByPhone('13800138000', '000000')).rejects.toMatchObject({ code: 10048, message: '验证码错误' })
  })
})

describe('loginByEmail', () => {
  it('posts the email and password encrypted to /user/loginByEmail', async () => {
    answerWith({ code: 200, data: { token: 'tok-2', uid: 'u-8' } })
    await loginByEmail('ann@example.com', 'abc12345')
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual([
      'POST',
      '/api/user/loginByEmail',
      { email: 'ann@example.com', password: 'abc12345' },
    ])
  })

  it('does not send the password in clear text', async () => {
    answerWith({ code: 200, data: { token: 'tok-2', uid: 'u-8' } })
    await loginByEmail('ann@example.com', 'abc12345')
    expect(JSON.stringify(lastRequest())).not.toContain('abc12345')
  })

  it('returns the token and uid', async () => {
    answerWith({ code: 200, data: { token: 'tok-2', uid: 'u-8' } })
    await expect(loginByEmail('ann@example.com', 'abc12345')).resolves.toEqual({ token: 'tok-2', uid: 'u-8' })
  })
})

describe('loginByWechat', () => {
  it('posts the WeChat code encrypted to /user/loginByWechat', async () => {
    answerWith({ code: 200, data: { result: 'signedIn', token: 'tok-3', uid: 10001 } })
    await loginByWechat('wx-code-1')
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/user/loginByWechat', { code: 'wx-code-1' }])
  })

  it('reads a signed-in answer as the token and uid', async () => {
    answerWith({ code: 200, data: { result: 'signedIn', token: 'tok-3', uid: 10001 } })
    await expect(loginByWechat('wx-code-1')).resolves.toEqual({ result: 'signedIn', token: 'tok-3', uid: '10001' })
  })

  it('reads a WeChat user linked to no account as the ticket a phone links it with', async () => {
    answerWith({ code: 200, data: { result: 'phoneNeeded', linkTicket: 'wl-1' } })
    await expect(loginByWechat('wx-code-1')).resolves.toEqual({ result: 'phoneNeeded', linkTicket: 'wl-1' })
  })

  it('answers a code the server refused as refused, not as an error', async () => {
    answerWith({ code: CODE_WECHAT_CODE_REFUSED, msg: '微信登录凭证无效或已过期' })
    await expect(loginByWechat('wx-code-1')).resolves.toEqual({ result: 'codeRefused' })
  })

  it('rejects a phone-needed answer without its ticket as bad-response', async () => {
    answerWith({ code: 200, data: { result: 'phoneNeeded', linkTicket: '' } })
    await expect(loginByWechat('wx-code-1')).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects an answer of a kind it does not know as bad-response', async () => {
    answerWith({ code: 200, data: { result: 'welcome', token: 'tok-3', uid: 10001 } })
    await expect(loginByWechat('wx-code-1')).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects another refusal with the server message (a cancelled account)', async () => {
    answerWith({ code: 10528, msg: '账号已注销' })
    await expect(loginByWechat('wx-code-1')).rejects.toMatchObject({ name: 'Refusal', code: 10528, message: '账号已注销' })
  })
})

describe('linkWechatByPhoneNumber', () => {
  const LINKED = { token: 'tok-4', uid: 10001, account: 'existing', phone: '138****8000' }

  it('posts the link ticket and the phone-number code encrypted to /user/linkWechatByPhoneNumber', async () => {
    answerWith({ code: 200, data: LINKED })
    await linkWechatByPhoneNumber('wl-1', 'phone-code-1')
    expect([lastRequest().url, sentBody()]).toEqual(['/api/user/linkWechatByPhoneNumber', { linkTicket: 'wl-1', phoneCode: 'phone-code-1' }])
  })

  it('reads the link as the token of the account and whether it already owned the phone', async () => {
    answerWith({ code: 200, data: LINKED })
    await expect(linkWechatByPhoneNumber('wl-1', 'phone-code-1')).resolves.toEqual({
      result: 'linked',
      token: 'tok-4',
      uid: '10001',
      account: 'existing',
      phone: '138****8000',
    })
  })

  it('answers a lapsed link ticket as expired, not as an error', async () => {
    answerWith({ code: CODE_WECHAT_LINK_EXPIRED, msg: '关联已超时' })
    await expect(linkWechatByPhoneNumber('wl-1', 'phone-code-1')).resolves.toEqual({ result: 'ticketExpired' })
  })

  it('answers a phone number WeChat did not confirm as refused, not as an error', async () => {
    answerWith({ code: CODE_WECHAT_PHONE_REFUSED, msg: '未能获取微信手机号' })
    await expect(linkWechatByPhoneNumber('wl-1', 'phone-code-1')).resolves.toEqual({ result: 'phoneRefused' })
  })

  it('rejects an account kind it does not know as bad-response', async () => {
    answerWith({ code: 200, data: { ...LINKED, account: 'merged' } })
    await expect(linkWechatByPhoneNumber('wl-1', 'phone-code-1')).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('linkWechatBySmsCode', () => {
  it('posts the link ticket, the phone and its code encrypted to /user/linkWechatBySmsCode', async () => {
    answerWith({ code: 200, data: { token: 'tok-5', uid: 10004, account: 'registered', phone: '136****6000' } })
    await linkWechatBySmsCode('wl-1', '13600136000', '123456')
    expect([lastRequest().url, sentBody()]).toEqual(['/api/user/linkWechatBySmsCode', { linkTicket: 'wl-1', phone: '13600136000', code: '123456' }])
  })

  it('answers a lapsed link ticket as expired', async () => {
    answerWith({ code: CODE_WECHAT_LINK_EXPIRED, msg: '关联已超时' })
    await expect(linkWechatBySmsCode('wl-1', '13600136000', '123456')).resolves.toEqual({ result: 'ticketExpired' })
  })

  it('rejects a wrong SMS code with the server message, as the phone login does', async () => {
    answerWith({ code: 10002, msg: '验证码错误' })
    await expect(linkWechatBySmsCode('wl-1', '13600136000', '000000')).rejects.toMatchObject({ code: 10002, message: '验证码错误' })
  })
})
