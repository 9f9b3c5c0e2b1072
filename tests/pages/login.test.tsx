import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { loginByEmail, loginByPhone, sendSmsCode, type LoginResult } from '@/api/login'
import LoginPage from '@/pages/login'
import { Refusal } from '@/lib/refusal'
import { stores } from '@/stores'
import { resetAppStores, renderWithStores } from '../support/render'
import { taroFake } from '../support/taro-fake'
import { deferred } from '../support/deferred'

jest.mock('@/api/user', () => ({ fetchUserInfo: jest.fn() }))
jest.mock('@/api/login', () => ({
  sendSmsCode: jest.fn(),
  loginByPhone: jest.fn(),
  loginByEmail: jest.fn(),
  loginByWechat: jest.fn(),
  linkWechatByPhoneNumber: jest.fn(),
  linkWechatBySmsCode: jest.fn(),
}))

const mockedLoginByPhone = jest.mocked(loginByPhone)
const mockedLoginByEmail = jest.mocked(loginByEmail)
const mockedSendSmsCode = jest.mocked(sendSmsCode)

const PHONE = '13800138000'
const CODE = '123456'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
})

afterEach(() => {
  resetAppStores()
})

function input(placeholder: string): HTMLInputElement {
  return screen.getByPlaceholderText<HTMLInputElement>(placeholder)
}

// Taro's H5 Input answers the input event, with detail.value
function type(placeholder: string, value: string): void {
  fireEvent.input(input(placeholder), { target: { value } })
}

function atButton(text: string): HTMLElement {
  const button = screen.getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!button) throw new Error(`${text} is not an AtButton`)
  return button
}

function submitButton(): HTMLElement {
  return atButton('登录')
}

function fieldErrors(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.login__error'), (error) => error.textContent ?? '')
}

describe('login page', () => {
  test('submitting the empty phone form asks for the phone number and the code', () => {
    const { container } = renderWithStores(<LoginPage />)
    fireEvent.click(submitButton())
    expect(fieldErrors(container)).toEqual(['请输入手机号', '请输入验证码'])
  })

  test('submitting the empty phone form does not call the server', () => {
    renderWithStores(<LoginPage />)
    fireEvent.click(submitButton())
    expect(mockedLoginByPhone).not.toHaveBeenCalled()
  })

  test('an invalid phone number shows 请输入正确的手机号', () => {
    const { container } = renderWithStores(<LoginPage />)
    type('请输入手机号', '12345')
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    expect(fieldErrors(container)).toEqual(['请输入正确的手机号'])
  })

  test('an invalid phone number stays in its field', () => {
    renderWithStores(<LoginPage />)
    type('请输入手机号', '12345')
    fireEvent.click(submitButton())
    expect(input('请输入手机号').value).toBe('12345')
  })

  test('an invalid phone number marks its field as in error', () => {
    renderWithStores(<LoginPage />)
    type('请输入手机号', '12345')
    fireEvent.click(submitButton())
    const field = input('请输入手机号').closest('.at-input__container')
    expect(field?.classList.contains('at-input--error')).toBe(true)
  })

  test('a code of fewer than six digits shows 请输入正确的验证码', () => {
    const { container } = renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', '123')
    fireEvent.click(submitButton())
    expect(fieldErrors(container)).toEqual(['请输入正确的验证码'])
  })

  test('switching to email shows the email and password fields', () => {
    renderWithStores(<LoginPage />)
    fireEvent.click(screen.getByText('邮箱登录'))
    expect(input('请输入邮箱')).toBeTruthy()
    expect(input('请输入密码').type).toBe('password')
    expect(screen.queryByPlaceholderText('请输入手机号')).toBeNull()
  })

  test('submitting a bad email shows 请输入正确的邮箱地址', () => {
    const { container } = renderWithStores(<LoginPage />)
    fireEvent.click(screen.getByText('邮箱登录'))
    type('请输入邮箱', 'someone@')
    type('请输入密码', 'abc12345')
    fireEvent.click(submitButton())
    expect(fieldErrors(container)).toEqual(['请输入正确的邮箱地址'])
    expect(mockedLoginByEmail).not.toHaveBeenCalled()
  })

  test('a valid email and password are sent to the server', async () => {
    mockedLoginByEmail.mockResolvedValueOnce({ token: 'token-1', uid: 'u1' })
    renderWithStores(<LoginPage />)
    fireEvent.click(screen.getByText('邮箱登录'))
    type('请输入邮箱', ' someone@speedup.example ')
    type('请输入密码', 'abc12345')
    fireEvent.click(submitButton())
    await waitFor(() => expect(mockedLoginByEmail).toHaveBeenCalledWith('someone@speedup.example', 'abc12345'))
  })

  test('a valid phone and code call the server once even when submit is tapped twice in one frame', async () => {
    const answer = deferred<LoginResult>()
    mockedLoginByPhone.mockReturnValueOnce(answer.promise)
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    const submit = submitButton()
    // both taps land before React re-renders the button as disabled
    act(() => {
      submit.click()
      submit.click()
    })
    await act(async () => answer.resolve({ token: 'token-1', uid: 'u1' }))
    expect(mockedLoginByPhone).toHaveBeenCalledTimes(1)
    expect(mockedLoginByPhone).toHaveBeenCalledWith(PHONE, CODE)
  })

  test('a second tap while the login is in flight does not call the server again', () => {
    mockedLoginByPhone.mockReturnValueOnce(deferred<LoginResult>().promise)
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    expect(mockedLoginByPhone).toHaveBeenCalledTimes(1)
  })

  test('the submit button is disabled while the login is in flight', () => {
    mockedLoginByPhone.mockReturnValueOnce(deferred<LoginResult>().promise)
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    expect(submitButton().classList.contains('at-button--disabled')).toBe(true)
  })

  test('a successful login keeps the token and goes to the home page', async () => {
    mockedLoginByPhone.mockResolvedValueOnce({ token: 'token-1', uid: 'u1' })
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    await waitFor(() => expect(taroFake.calls).toContainEqual({ api: 'redirectTo', args: { url: '/welfare' } }))
    expect(stores.session.token).toBe('token-1')
  })

  test("a failed login shows the server's message in the toast", async () => {
    mockedLoginByPhone.mockRejectedValueOnce(new Refusal(10010, '验证码错误或已过期'))
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    const message = await screen.findByText('验证码错误或已过期')
    expect(message.closest('.toast')).not.toBeNull()
    expect(stores.ui.toast?.text).toBe('验证码错误或已过期')
  })

  test('a failed login keeps what was typed', async () => {
    mockedLoginByPhone.mockRejectedValueOnce(new Refusal(10010, '验证码错误或已过期'))
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    await screen.findByText('验证码错误或已过期')
    expect(input('请输入手机号').value).toBe(PHONE)
    expect(input('请输入验证码').value).toBe(CODE)
  })

  test('a failed login lets the user submit again', async () => {
    mockedLoginByPhone.mockRejectedValueOnce(new Refusal(10010, '验证码错误或已过期'))
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    await screen.findByText('验证码错误或已过期')
    await waitFor(() => expect(submitButton().classList.contains('at-button--disabled')).toBe(false))
  })

  test('getting a code for a valid phone asks the server and starts the countdown', async () => {
    mockedSendSmsCode.mockResolvedValueOnce(undefined)
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    fireEvent.click(atButton('获取验证码'))
    expect(await screen.findByText('60秒后重发')).toBeTruthy()
    expect(mockedSendSmsCode).toHaveBeenCalledWith(PHONE)
  })

  test('getting a code without a phone number asks for it and does not call the server', () => {
    const { container } = renderWithStores(<LoginPage />)
    fireEvent.click(atButton('获取验证码'))
    expect(fieldErrors(container)).toEqual(['请输入手机号'])
    expect(mockedSendSmsCode).not.toHaveBeenCalled()
  })

  test('editing the phone number clears its error', () => {
    const { container } = renderWithStores(<LoginPage />)
    type('请输入手机号', '12345')
    fireEvent.click(submitButton())
    type('请输入手机号', '123456')
    expect(fieldErrors(container)).not.toContain('请输入正确的手机号')
  })

  test('an international phone number with its plus sign can be typed', () => {
    renderWithStores(<LoginPage />)
    type('请输入手机号', '+85291234567')
    expect(input('请输入手机号').value).toBe('+85291234567')
  })

  test('offers no WeChat login outside the mini-program', () => {
    renderWithStores(<LoginPage />)
    expect(screen.queryByText('微信一键登录')).toBeNull()
  })

  test('a failed login without a server message says the login failed', async () => {
    mockedLoginByPhone.mockRejectedValueOnce(new Refusal(10002, ''))
    renderWithStores(<LoginPage />)
    type('请输入手机号', PHONE)
    type('请输入验证码', CODE)
    fireEvent.click(submitButton())
    await waitFor(() => expect(stores.ui.toast?.text).toBe('登录失败，请稍后重试'))
  })
})
