import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchIdentityStatus, verifyIdentity, type IdentityStatus } from '@/api/identity'
import RealNamePage from '@/packages/account/real-name'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { deferred } from '../../support/deferred'
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

const mockedStatus = jest.mocked(fetchIdentityStatus)
const mockedVerify = jest.mocked(verifyIdentity)

const UNVERIFIED: IdentityStatus = { verified: false, name: '', idNumber: '', verifiedAt: 0 }
const VERIFIED: IdentityStatus = { verified: true, name: '*三', idNumber: `1${'*'.repeat(16)}X`, verifiedAt: Date.UTC(2026, 10, 20, 2, 0) }

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`.at-input input[name="${name}"], .at-input [name="${name}"] input`)
  if (!element) throw new Error(`no ${name} input`)
  return element
}

function fill(name: string, idNumber: string) {
  fireEvent.input(input('realName'), { target: { value: name } })
  fireEvent.input(input('idNumber'), { target: { value: idNumber } })
}

function submit() {
  fireEvent.click(document.querySelector('.real-name__submit') as HTMLElement)
}

async function renderForm() {
  renderWithStores(<RealNamePage />, { session: signedInSession() })
  await screen.findByTestId('identity-form')
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedStatus.mockReset().mockResolvedValue(UNVERIFIED)
  mockedVerify.mockReset().mockResolvedValue(VERIFIED)
})

afterEach(() => resetAppStores())

describe('real-name verification page', () => {
  test('asks a visitor to log in and reads nothing', () => {
    renderWithStores(<RealNamePage />)
    expect(screen.getByText('登录后即可进行实名认证')).toBeTruthy()
    expect(mockedStatus).not.toHaveBeenCalled()
  })

  test('shows a verified account its masked identity in China time', async () => {
    mockedStatus.mockResolvedValue(VERIFIED)
    renderWithStores(<RealNamePage />, { session: signedInSession() })
    const card = await screen.findByTestId('identity-verified')
    expect(card.textContent).toContain(`1${'*'.repeat(16)}X`)
    expect(card.textContent).toContain('2026-11-20 10:00')
  })

  test('says a mistyped check digit and sends nothing', async () => {
    await renderForm()
    fill('张三', '11010519491231003X')
    submit()
    expect(await screen.findByText('身份证号码有误，请检查是否输错')).toBeTruthy()
    expect(mockedVerify).not.toHaveBeenCalled()
  })

  test('tells a Hong Kong resident to contact support and sends nothing', async () => {
    await renderForm()
    fill('陈大文', '810000198001011236')
    submit()
    expect((await screen.findByTestId('id-error')).textContent).toBe('非中国大陆身份请联系客服完成认证')
    expect(document.querySelector('.real-name__support--stressed')).not.toBeNull()
    expect(mockedVerify).not.toHaveBeenCalled()
  })

  test('verifies and shows the verified card', async () => {
    await renderForm()
    fill('张三', '11010519491231002x')
    submit()
    await screen.findByTestId('identity-verified')
    expect(mockedVerify).toHaveBeenCalledWith(expect.objectContaining({ name: '张三', idNumber: '11010519491231002X' }))
  })

  test.each([
    [10500, '身份认证失败'],
    [10501, '认证已取消'],
  ])('says the refusal %p as %p and keeps what was typed', async (code, text) => {
    mockedVerify.mockRejectedValue(new Refusal(code, 'server words'))
    await renderForm()
    fill('张三', '11010519491231002x')
    submit()
    expect((await screen.findByTestId('identity-failure')).textContent).toBe(text)
    expect([input('realName').value, input('idNumber').value]).toEqual(['张三', '11010519491231002x'])
  })

  test('says an enterprise sub-account cannot verify', async () => {
    mockedVerify.mockRejectedValue(new Refusal(10505, ''))
    await renderForm()
    fill('张三', '11010519491231002x')
    submit()
    expect((await screen.findByTestId('identity-failure')).textContent).toBe('企业子账号无法进行此操作')
  })

  test('says a lost answer in the transport’s words', async () => {
    mockedVerify.mockRejectedValue(new HttpError('network', 'Network Error'))
    await renderForm()
    fill('张三', '11010519491231002x')
    submit()
    expect((await screen.findByTestId('identity-failure')).getAttribute('data-refusal')).toBe('transport')
  })

  test('sends one verification for a double tap', async () => {
    const answer = deferred<IdentityStatus>()
    mockedVerify.mockReturnValue(answer.promise)
    await renderForm()
    fill('张三', '11010519491231002x')
    submit()
    submit()
    answer.resolve(VERIFIED)
    await screen.findByTestId('identity-verified')
    expect(mockedVerify).toHaveBeenCalledTimes(1)
  })

  test('offers a retry when the status cannot be read', async () => {
    mockedStatus.mockRejectedValueOnce(new HttpError('server', ''))
    renderWithStores(<RealNamePage />, { session: signedInSession() })
    fireEvent.click(await screen.findByText('重试'))
    await waitFor(() => expect(screen.getByTestId('identity-form')).toBeTruthy())
  })
})
