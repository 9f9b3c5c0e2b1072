import type { LoginResult } from '@/api/user'
import { LoginFormStore, RESEND_CODE_SECONDS, type LoginApi } from '@/stores/login-form'
import { deferred } from '../support/deferred'

const PHONE = '13800138000'
const CODE = '123456'
const RESULT: LoginResult = { token: 'tok-new', uid: 'u-1' }

function fakeApi() {
  return {
    sendSmsCode: jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined),
    loginByPhone: jest.fn<Promise<LoginResult>, [string, string]>().mockResolvedValue(RESULT),
    loginByEmail: jest.fn<Promise<LoginResult>, [string, string]>().mockResolvedValue(RESULT),
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

  test('a double tap sends one login', async () => {
    const { api, form } = filledPhoneForm()
    const answer = deferred<LoginResult>()
    api.loginByPhone.mockReturnValueOnce(answer.promise)
    const first = form.submit()
    const second = form.submit()
    answer.resolve(RESULT)
    expect([await first, await second, api.loginByPhone.mock.calls.length]).toEqual([true, false, 1])
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
