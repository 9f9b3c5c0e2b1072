import type { LoginResult, WechatLink, WechatLogin } from '@/api/login'
import { LoginFormStore, RESEND_CODE_SECONDS, type LoginApi } from '@/stores/login-form'
import { deferred } from '../support/deferred'

const PHONE = '13800138000'
const CODE = '123456'
const RESULT: LoginResult = { token: 'tok-new', uid: 'u-1' }
const SIGNED_IN: WechatLogin = { result: 'signedIn', token: 'tok-wechat', uid: 'u-1' }
const PHONE_NEEDED: WechatLogin = { result: 'phoneNeeded', linkTicket: 'wl-1' }
const LINKED: WechatLink = { result: 'linked', token: 'tok-linked', uid: 'u-1', account: 'existing', phone: '138****8000' }

function fakeApi() {
  let codes = 0
  return {
    sendSmsCode: jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined),
    loginByPhone: jest.fn<Promise<LoginResult>, [string, string]>().mockResolvedValue(RESULT),
    loginByEmail: jest.fn<Promise<LoginResult>, [string, string]>().mockResolvedValue(RESULT),
    // WeChat gives a new code each time
    wechatLoginCode: jest.fn<Promise<string | undefined>, []>(async () => `wx-${++codes}`),
    loginByWechat: jest.fn<Promise<WechatLogin>, [string]>().mockResolvedValue(SIGNED_IN),
    linkWechatByPhoneNumber: jest.fn<Promise<WechatLink>, [string, string]>().mockResolvedValue(LINKED),
    linkWechatBySmsCode: jest.fn<Promise<WechatLink>, [string, string, string]>().mockResolvedValue(LINKED),
  } satisfies LoginApi
}

function setUp() {
  const api = fakeApi()
  const session = { signIn: jest.fn<void, [string]>() }
  const form = new LoginFormStore(api, session)
  return { api, session, form }
}

function filledPhoneForm() {
  const parts = setUp()
  parts.form.setPhone(` ${PHONE} `)
  parts.form.setCode(CODE)
  return parts
}

afterEach(() => jest.useRealTimers())

describe('LoginFormStore submit', () => {
  test('an empty phone form asks for the phone and the code and sends nothing', async () => {
    const { api, form } = setUp()
    await expect(form.submit()).resolves.toBe(false)
    expect([form.phoneErrors, api.loginByPhone.mock.calls.length]).toEqual([{ phone: 'phoneRequired', code: 'codeRequired' }, 0])
  })

  test('typing in a field clears only that field’s error', async () => {
    const { form } = setUp()
    await form.submit()
    form.setPhone('1')
    expect(form.phoneErrors).toEqual({ phone: undefined, code: 'codeRequired' })
  })

  test('logs in with the trimmed phone and code and gives the session the token', async () => {
    const { api, session, form } = filledPhoneForm()
    await expect(form.submit()).resolves.toBe(true)
    expect([api.loginByPhone.mock.calls[0], session.signIn.mock.calls[0]]).toEqual([[PHONE, CODE], ['tok-new']])
  })

  test('logs in by email with the email method', async () => {
    const { api, form } = setUp()
    form.setMethod('email')
    form.setEmail(' ann@example.com ')
    form.setPassword('secret123')
    await form.submit()
    expect(api.loginByEmail).toHaveBeenCalledWith('ann@example.com', 'secret123')
  })

  test('checks only the fields of the chosen method', async () => {
    const { form } = setUp()
    form.setMethod('email')
    await form.submit()
    expect([form.emailErrors, form.phoneErrors]).toEqual([{ email: 'emailRequired', password: 'passwordRequired' }, {}])
  })

  test('is submitting while the login is on its way', () => {
    const { api, form } = filledPhoneForm()
    api.loginByPhone.mockReturnValueOnce(new Promise(() => undefined))
    void form.submit()
    expect(form.submitting).toBe(true)
  })

  test('a failed login rejects with the server’s reason and may be tried again', async () => {
    const { api, session, form } = filledPhoneForm()
    const refused = new Error('wrong code')
    api.loginByPhone.mockRejectedValueOnce(refused)
    await expect(form.submit()).rejects.toBe(refused)
    expect([form.submitting, session.signIn.mock.calls.length]).toEqual([false, 0])
    await expect(form.submit()).resolves.toBe(true)
  })

  test('a login answered after the page left keeps the token but tells the page nothing', async () => {
    const { api, session, form } = filledPhoneForm()
    const answer = deferred<LoginResult>()
    api.loginByPhone.mockReturnValueOnce(answer.promise)
    const submitted = form.submit()
    form.dispose()
    answer.resolve(RESULT)
    expect([await submitted, session.signIn.mock.calls[0]]).toEqual([false, ['tok-new']])
  })
})

describe('LoginFormStore requestCode', () => {
  test('an invalid phone gets its error and no code', async () => {
    const { api, form } = setUp()
    form.setPhone('12')
    await expect(form.requestCode()).resolves.toBe(false)
    expect([form.phoneErrors.phone, api.sendSmsCode.mock.calls.length]).toEqual(['phoneInvalid', 0])
  })

  test('sends the code to the trimmed phone and waits 60 seconds before another', async () => {
    jest.useFakeTimers()
    const { api, form } = filledPhoneForm()
    await expect(form.requestCode()).resolves.toBe(true)
    expect([api.sendSmsCode.mock.calls[0], form.codeRequest.resendIn, form.codeRequest.canRequest]).toEqual([[PHONE], RESEND_CODE_SECONDS, false])
  })

  test('counts the wait down a second at a time and then allows another code', async () => {
    jest.useFakeTimers()
    const { form } = filledPhoneForm()
    await form.requestCode()
    jest.advanceTimersByTime(1000)
    const afterOne = form.codeRequest.resendIn
    jest.advanceTimersByTime((RESEND_CODE_SECONDS - 1) * 1000)
    expect([afterOne, form.codeRequest.resendIn, form.codeRequest.canRequest]).toEqual([RESEND_CODE_SECONDS - 1, 0, true])
  })

  test('sends nothing while the wait runs', async () => {
    jest.useFakeTimers()
    const { api, form } = filledPhoneForm()
    await form.requestCode()
    await expect(form.requestCode()).resolves.toBe(false)
    expect(api.sendSmsCode).toHaveBeenCalledTimes(1)
  })

  test('a double tap sends one code', async () => {
    const { api, form } = filledPhoneForm()
    const sent = deferred()
    api.sendSmsCode.mockReturnValueOnce(sent.promise)
    const first = form.requestCode()
    const second = form.requestCode()
    sent.resolve()
    expect([await first, await second, api.sendSmsCode.mock.calls.length]).toEqual([true, false, 1])
    form.dispose()
  })

  test('a failed send rejects, starts no wait and may be tried again', async () => {
    const { api, form } = filledPhoneForm()
    const offline = new Error('offline')
    api.sendSmsCode.mockRejectedValueOnce(offline)
    await expect(form.requestCode()).rejects.toBe(offline)
    expect([form.codeRequest.resendIn, form.codeRequest.canRequest]).toEqual([0, true])
  })

  test('the wait stops when the page leaves', async () => {
    jest.useFakeTimers()
    const { form } = filledPhoneForm()
    await form.requestCode()
    form.dispose()
    jest.advanceTimersByTime(5000)
    expect([form.codeRequest.resendIn, jest.getTimerCount()]).toEqual([RESEND_CODE_SECONDS, 0])
  })

  test('a code sent after the page left starts no wait', async () => {
    jest.useFakeTimers()
    const { api, form } = filledPhoneForm()
    const sent = deferred()
    api.sendSmsCode.mockReturnValueOnce(sent.promise)
    const requested = form.requestCode()
    form.dispose()
    sent.resolve()
    expect([await requested, jest.getTimerCount()]).toEqual([false, 0])
  })
})

describe('LoginFormStore WeChat login', () => {
  test('signs a linked WeChat user in with the token the code was exchanged for', async () => {
    const { api, session, form } = setUp()
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'signedIn' })
    expect([api.loginByWechat.mock.calls, session.signIn.mock.calls]).toEqual([[['wx-1']], [['tok-wechat']]])
  })

  test('asks for a phone to link a WeChat user that no account has yet', async () => {
    const { api, session, form } = setUp()
    form.setMethod('email')
    api.loginByWechat.mockResolvedValueOnce(PHONE_NEEDED)
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'phoneNeeded' })
    expect([form.linkingWechat, form.method, session.signIn.mock.calls.length]).toEqual([true, 'phone', 0])
  })

  test('replaces a WeChat code the server refused with a new one, once', async () => {
    const { api, form } = setUp()
    api.loginByWechat.mockResolvedValueOnce({ result: 'codeRefused' })
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'signedIn' })
    expect(api.loginByWechat.mock.calls).toEqual([['wx-1'], ['wx-2']])
  })

  test('says the WeChat login failed when the new code is refused too, and asks no third time', async () => {
    const { api, session, form } = setUp()
    api.loginByWechat.mockResolvedValue({ result: 'codeRefused' })
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'wechatFailed' })
    expect([api.loginByWechat.mock.calls.length, session.signIn.mock.calls.length]).toEqual([2, 0])
  })

  test('says the WeChat login failed, asking the server nothing, when WeChat gives no code', async () => {
    const { api, form } = setUp()
    api.wechatLoginCode.mockResolvedValueOnce(undefined)
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'wechatFailed' })
    expect(api.loginByWechat).not.toHaveBeenCalled()
  })

  test('starts no WeChat login while a phone login is on its way', async () => {
    const { api, form } = filledPhoneForm()
    api.loginByPhone.mockReturnValueOnce(new Promise(() => undefined))
    void form.submit()
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'none' })
    expect(api.wechatLoginCode).not.toHaveBeenCalled()
  })

  test('a failed request rejects, keeps what was typed and may be tried again', async () => {
    const { api, form } = filledPhoneForm()
    const offline = new Error('offline')
    api.loginByWechat.mockRejectedValueOnce(offline)
    await expect(form.loginWithWechat()).rejects.toBe(offline)
    expect([form.submitting, form.phone, form.code]).toEqual([false, ` ${PHONE} `, CODE])
    await expect(form.loginWithWechat()).resolves.toEqual({ kind: 'signedIn' })
  })

  test('a WeChat login answered after the page left keeps the token but tells the page nothing', async () => {
    const { api, session, form } = setUp()
    const answer = deferred<WechatLogin>()
    api.loginByWechat.mockReturnValueOnce(answer.promise)
    const loggingIn = form.loginWithWechat()
    form.dispose()
    answer.resolve(SIGNED_IN)
    expect([await loggingIn, session.signIn.mock.calls[0]]).toEqual([{ kind: 'none' }, ['tok-wechat']])
  })
})

describe('LoginFormStore linking a WeChat user to a phone', () => {
  async function linking() {
    const parts = setUp()
    parts.api.loginByWechat.mockResolvedValueOnce(PHONE_NEEDED)
    await parts.form.loginWithWechat()
    return parts
  }

  test('links with the code of WeChat’s phone-number button and signs in', async () => {
    const { api, session, form } = await linking()
    await expect(form.linkWithWechatPhone({ kind: 'code', code: 'phone-1' })).resolves.toEqual({ kind: 'linked', existingAccount: true, phone: '138****8000' })
    expect([api.linkWechatByPhoneNumber.mock.calls, session.signIn.mock.calls, form.linkingWechat]).toEqual([[['wl-1', 'phone-1']], [['tok-linked']], false])
  })

  test('tells the page when the link made a new account for a phone no account had', async () => {
    const { api, form } = await linking()
    api.linkWechatByPhoneNumber.mockResolvedValueOnce({ ...LINKED, account: 'registered', phone: '136****6000' })
    await expect(form.linkWithWechatPhone({ kind: 'code', code: 'phone-1' })).resolves.toEqual({ kind: 'linked', existingAccount: false, phone: '136****6000' })
  })

  test('a refused phone-number sheet leaves the phone-code form to link, asking the server nothing', async () => {
    const { api, form } = await linking()
    await expect(form.linkWithWechatPhone({ kind: 'refused' })).resolves.toEqual({ kind: 'phoneRefused' })
    expect([api.linkWechatByPhoneNumber.mock.calls.length, form.linkingWechat]).toEqual([0, true])
  })

  test('a phone number WeChat did not confirm keeps the link step for the phone-code form', async () => {
    const { api, form } = await linking()
    api.linkWechatByPhoneNumber.mockResolvedValueOnce({ result: 'phoneRefused' })
    await expect(form.linkWithWechatPhone({ kind: 'code', code: 'phone-1' })).resolves.toEqual({ kind: 'phoneRefused' })
    expect(form.linkingWechat).toBe(true)
  })

  test('links with the trimmed phone and its SMS code', async () => {
    const { api, form } = await linking()
    form.setPhone(` ${PHONE} `)
    form.setCode(CODE)
    await expect(form.linkWithSmsCode()).resolves.toMatchObject({ kind: 'linked' })
    expect(api.linkWechatBySmsCode.mock.calls).toEqual([['wl-1', PHONE, CODE]])
  })

  test('checks the phone and the code before linking with them', async () => {
    const { api, form } = await linking()
    await expect(form.linkWithSmsCode()).resolves.toEqual({ kind: 'none' })
    expect([form.phoneErrors, api.linkWechatBySmsCode.mock.calls.length]).toEqual([{ phone: 'phoneRequired', code: 'codeRequired' }, 0])
  })

  test('a lapsed link ticket ends the link step and keeps what was typed', async () => {
    const { api, form } = await linking()
    form.setPhone(PHONE)
    form.setCode(CODE)
    api.linkWechatBySmsCode.mockResolvedValueOnce({ result: 'ticketExpired' })
    await expect(form.linkWithSmsCode()).resolves.toEqual({ kind: 'linkExpired' })
    expect([form.linkingWechat, form.phone, form.code]).toEqual([false, PHONE, CODE])
  })

  test('leaving the link step shows the login methods again', async () => {
    const { form } = await linking()
    form.cancelWechatLink()
    expect(form.linkingWechat).toBe(false)
  })

  test('links nothing before a WeChat login asked for a phone', async () => {
    const { api, form } = filledPhoneForm()
    await expect(form.linkWithSmsCode()).resolves.toEqual({ kind: 'none' })
    expect(api.linkWechatBySmsCode).not.toHaveBeenCalled()
  })
})
