import Taro from '@tarojs/taro'
import { offersWechatLogin, reloginThirdParty, wechatLoginCode, wechatPhoneAnswer } from '@/platform/third-party-login.weapp'

// Taro's H5 APIs, which Jest runs, have no wx.login: each test answers as WeChat would
function answerLogin(answer: () => Promise<{ code: string; errMsg: string }>): void {
  Object.assign(Taro, { login: jest.fn(answer) })
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('WeChat login (weapp)', () => {
  test('is offered', () => {
    expect(offersWechatLogin).toBe(true)
  })

  test('gives wx.login’s one-time code', async () => {
    answerLogin(async () => ({ code: ' 0a1Bc ', errMsg: 'login:ok' }))
    await expect(wechatLoginCode()).resolves.toBe('0a1Bc')
  })

  test('gives no code when wx.login fails', async () => {
    answerLogin(async () => Promise.reject({ errMsg: 'login:fail network error' }))
    await expect(wechatLoginCode()).resolves.toBeUndefined()
  })

  test('gives no code when wx.login answers an empty one', async () => {
    answerLogin(async () => ({ code: '', errMsg: 'login:ok' }))
    await expect(wechatLoginCode()).resolves.toBeUndefined()
  })

  test('gives up after 10 seconds without an answer from WeChat', async () => {
    jest.useFakeTimers()
    answerLogin(() => new Promise(() => undefined))
    const code = wechatLoginCode()
    jest.advanceTimersByTime(10000)
    await expect(code).resolves.toBeUndefined()
  })

  test('re-logs in with the chat app’s own code for a wechat account', async () => {
    answerLogin(async () => ({ code: '0a1Bc', errMsg: 'login:ok' }))
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'code', code: '0a1Bc' })
  })
})

describe('wechatPhoneAnswer', () => {
  test('reads the code of an allowed phone-number sheet', () => {
    expect(wechatPhoneAnswer({ errMsg: 'getPhoneNumber:ok', code: 'phone-code-1' })).toEqual({ kind: 'code', code: 'phone-code-1' })
  })

  test('reads the user’s refusal as refused', () => {
    expect(wechatPhoneAnswer({ errMsg: 'getPhoneNumber:fail user deny' })).toEqual({ kind: 'refused' })
  })

  test('reads a refused privacy consent as refused', () => {
    expect(wechatPhoneAnswer({ errMsg: 'getPhoneNumber:fail privacy permission is not authorized', errno: 104 })).toEqual({ kind: 'refused' })
  })

  test('reads what is not WeChat’s answer as refused', () => {
    expect([wechatPhoneAnswer(null), wechatPhoneAnswer({ code: 7 })]).toEqual([{ kind: 'refused' }, { kind: 'refused' }])
  })
})
