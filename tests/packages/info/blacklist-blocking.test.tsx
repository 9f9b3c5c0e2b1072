import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { APPEAL_EMAIL } from '@/config'
import BlacklistBlockingPage from '@/packages/info/blacklist-blocking'
import { copyText } from '@/platform'
import { stores } from '@/stores'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/platform', () => ({
  ...jest.requireActual('@/platform'),
  copyText: jest.fn(),
}))

const mockedCopy = jest.mocked(copyText)

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedCopy.mockReset()
})

afterEach(() => {
  resetAppStores()
})

function copyButton(): HTMLElement {
  const found = screen.getByText('复制邮箱', { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!found) throw new Error('no copy button')
  return found
}

describe('blacklist blocking page', () => {
  test('is titled 账号受限', () => {
    const { container } = renderWithStores(<BlacklistBlockingPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('账号受限')
  })

  test('says welfare tasks and redeem codes are closed to the account', () => {
    const { container } = renderWithStores(<BlacklistBlockingPage />)
    expect(Array.from(container.querySelectorAll('.blacklist-limits__item'), (item) => item.textContent)).toEqual([
      '参与福利任务（签到、邀请好友、分享截图等）',
      '使用兑换码兑换会员',
    ])
  })

  test('gives the appeal address from the config in the spec 6 message', () => {
    renderWithStores(<BlacklistBlockingPage />)
    expect(screen.getByText(`如有疑问，请发送邮件至 ${APPEAL_EMAIL} 申诉`)).toBeTruthy()
  })

  test('shows the appeal address on its own', () => {
    const { container } = renderWithStores(<BlacklistBlockingPage />)
    expect(container.querySelector('.blacklist-appeal__value')?.textContent).toBe(APPEAL_EMAIL)
  })

  test('the copy button copies the appeal address', async () => {
    mockedCopy.mockResolvedValue(true)
    renderWithStores(<BlacklistBlockingPage />)
    fireEvent.click(copyButton())
    await waitFor(() => expect(mockedCopy).toHaveBeenCalledWith(APPEAL_EMAIL))
  })

  test('says the address was copied', async () => {
    mockedCopy.mockResolvedValue(true)
    renderWithStores(<BlacklistBlockingPage />)
    fireEvent.click(copyButton())
    await waitFor(() => expect(stores.ui.toast?.text).toBe('已复制'))
  })

  test('says copying failed when the clipboard refuses', async () => {
    mockedCopy.mockResolvedValue(false)
    renderWithStores(<BlacklistBlockingPage />)
    fireEvent.click(copyButton())
    await waitFor(() => expect(stores.ui.toast?.text).toBe('复制失败，请手动复制'))
  })

  test('copies once for a double tap', async () => {
    let finish: (copied: boolean) => void = () => undefined
    mockedCopy.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderWithStores(<BlacklistBlockingPage />)
    fireEvent.click(copyButton())
    fireEvent.click(copyButton())
    await act(async () => finish(true))
    expect(mockedCopy).toHaveBeenCalledTimes(1)
  })

  test('disables the copy button while copying', async () => {
    let finish: (copied: boolean) => void = () => undefined
    mockedCopy.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderWithStores(<BlacklistBlockingPage />)
    fireEvent.click(copyButton())
    await waitFor(() => expect(copyButton().className).toContain('at-button--disabled'))
    await act(async () => finish(true))
    expect(copyButton().className).not.toContain('at-button--disabled')
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<BlacklistBlockingPage />, { session, translation: translationIn('zh_HK') })
    expect(screen.getByText(`如有疑問，請發送電郵至 ${APPEAL_EMAIL} 申訴`)).toBeTruthy()
  })
})
