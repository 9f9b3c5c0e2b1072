import { fireEvent, screen, waitFor } from '@testing-library/react'
import { bindEmail, fetchBoundEmail, sendEmailCode } from '@/api/identity'
import BindEmailPage from '@/packages/account/bind-email'
import { Refusal } from '@/lib/refusal'
import { stores as appStores } from '@/stores'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/identity', () => ({
  ...jest.requireActual<typeof import('@/api/identity')>('@/api/identity'),
  fetchIdentityStatus: jest.fn(),
  verifyIdentity: jest.fn(),
  fetchBoundEmail: jest.fn(),
  sendEmailCode: jest.fn(),
  bindEmail: jest.fn(),
}))

const mockedEmail = jest.mocked(fetchBoundEmail)
const mockedSend = jest.mocked(sendEmailCode)
const mockedBind = jest.mocked(bindEmail)

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`.at-input input[name="${name}"], .at-input [name="${name}"] input`)
  if (!element) throw new Error(`no ${name} input`)
  return element
}

function type(name: string, value: string) {
  fireEvent.input(input(name), { target: { value } })
}

function bindNow() {
  fireEvent.click(screen.getByText('立即绑定'))
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedEmail.mockReset().mockResolvedValue({ email: '' })
  mockedSend.mockReset().mockResolvedValue(undefined)
  mockedBind.mockReset().mockResolvedValue({ email: 'ne***@example.com' })
})

afterEach(() => resetAppStores())

describe('bind email page', () => {
  test('asks a visitor to log in', () => {
    renderWithStores(<BindEmailPage />)
    expect(screen.getByText('登录后即可绑定邮箱')).toBeTruthy()
  })

  test('checks the email with the bind form’s own rule before sending a code', async () => {
    renderWithStores(<BindEmailPage />, { session: signedInSession() })
    await screen.findByTestId('email-form')
    type('email', 'new@')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy()
    expect(mockedSend).not.toHaveBeenCalled()
  })

  test('binds an email to an account without one and shows it masked', async () => {
    renderWithStores(<BindEmailPage />, { session: signedInSession() })
    await screen.findByTestId('email-form')
    type('email', ' new@example.com ')
    type('code', '123456')
    bindNow()
    expect((await screen.findByTestId('bound-email')).textContent).toBe('ne***@example.com')
    expect(mockedBind).toHaveBeenCalledWith('email', 'new@example.com', '123456')
  })

  test('shows a bound email and opens the change form on request', async () => {
    mockedEmail.mockResolvedValue({ email: 'de***@example.com' })
    renderWithStores(<BindEmailPage />, { session: signedInSession() })
    expect((await screen.findByTestId('bound-email')).textContent).toBe('de***@example.com')
    expect(screen.queryByTestId('email-form')).toBeNull()
    fireEvent.click(screen.getByText('更换邮箱'))
    expect(screen.getByTestId('email-form')).toBeTruthy()
    expect(screen.getByText('新邮箱')).toBeTruthy()
  })

  test('says another account’s email is taken and keeps it typed', async () => {
    mockedSend.mockRejectedValue(new Refusal(10507, ''))
    renderWithStores(<BindEmailPage />, { session: signedInSession() })
    await screen.findByTestId('email-form')
    type('email', 'special@example.com')
    fireEvent.click(screen.getByText('获取验证码'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('该邮箱已绑定其他账号'))
    expect(input('email').value).toBe('special@example.com')
  })
})
