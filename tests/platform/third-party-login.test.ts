import { offersWechatLogin, reloginThirdParty, wechatLoginCode, wechatPhoneAnswer } from '@/platform/third-party-login'
import { hostMessages, installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
})

describe('reloginThirdParty (H5)', () => {
  test('says only the app can, in a plain browser', async () => {
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'in-app-only' })
  })

  test('asks the iOS host for the provider and gives its one-time code', async () => {
    installFakeIosHost({ replies: { thirdPartyLogin: { code: 'tp:wechat:oWx-1' } } })
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'code', code: 'tp:wechat:oWx-1' })
    expect(hostMessages().filter((record) => record.message === 'thirdPartyLogin')).toEqual([
      { message: 'thirdPartyLogin', payload: { provider: 'wechat', callback: expect.any(String) } },
    ])
  })

  test('takes the Android host’s answer', async () => {
    installFakeAndroidHost({ replies: { thirdPartyLogin: { code: 'tp:wechat:oWx-2' } } })
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'code', code: 'tp:wechat:oWx-2' })
  })

  test('takes the desktop host’s answer through the invoke promise', async () => {
    installFakeElectronHost({ answerVia: 'promise', replies: { thirdPartyLogin: { code: 'tp:wechat:oWx-3' } } })
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'code', code: 'tp:wechat:oWx-3' })
  })

  test('gives none when the host signed no account in', async () => {
    installFakeIosHost({ replies: { thirdPartyLogin: { code: '' } } })
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'none' })
  })

  test('asks an app that lacks the message to update', async () => {
    installFakeIosHost({ messages: ['setTitle', 'getToken'] })
    await expect(reloginThirdParty('wechat')).resolves.toEqual({ kind: 'upgrade-needed' })
  })
})

describe('WeChat login (H5)', () => {
  test('is not offered: H5 shows no WeChat button', () => {
    expect(offersWechatLogin).toBe(false)
  })

  test('has no WeChat code to give', async () => {
    await expect(wechatLoginCode()).resolves.toBeUndefined()
  })

  test('reads any phone-number answer as refused, there being no WeChat sheet', () => {
    expect(wechatPhoneAnswer({ code: 'phone-code-1' })).toEqual({ kind: 'refused' })
  })
})
