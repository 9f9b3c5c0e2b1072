import { fireEvent, screen, waitFor } from '@testing-library/react'
import { SignInRequired } from '@/components/sign-in-required'
import { goLogin } from '@/platform'
import { deferred } from '../support/deferred'
import { renderWithStores, resetAppStores, startedSession, translationIn } from '../support/render'
import { taroFake } from '../support/taro-fake'

jest.mock('@/platform', () => ({ ...jest.requireActual('@/platform'), goLogin: jest.fn() }))

const mockedLogin = jest.mocked(goLogin)

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedLogin.mockReset().mockResolvedValue(undefined)
})

describe('SignInRequired', () => {
  test("shows the page's reason to log in", () => {
    renderWithStores(<SignInRequired reason='登录后即可查看您的会员购买记录' />, { session: startedSession() })
    expect(screen.getByText('登录后即可查看您的会员购买记录')).toBeTruthy()
  })

  test('the button opens the login', async () => {
    renderWithStores(<SignInRequired reason='登录后查看消息' />, { session: startedSession() })
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(1))
  })

  test('a double tap opens the login once', async () => {
    const opening = deferred()
    mockedLogin.mockReturnValue(opening.promise)
    renderWithStores(<SignInRequired reason='登录后查看消息' />, { session: startedSession() })
    fireEvent.click(screen.getByText('去登录'))
    fireEvent.click(screen.getByText('去登录'))
    opening.resolve()
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(1))
  })

  test('opens the login again once the first opening is over (the user came back)', async () => {
    renderWithStores(<SignInRequired reason='登录后查看消息' />, { session: startedSession() })
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(2))
  })

  test('speaks the language of the page', () => {
    const session = startedSession()
    renderWithStores(<SignInRequired reason='Log in to read your messages' />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Log in')).toBeTruthy()
  })

  test('as a banner among other parts, shows the reason and the same login button', async () => {
    const { container } = renderWithStores(<SignInRequired inline className='welfare-centre__visitor' reason='登录后查看金币' />, {
      session: startedSession(),
    })
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(1))
    expect([container.querySelector('.welfare-centre__visitor')?.textContent?.includes('登录后查看金币'), container.querySelector('.notice-card')]).toEqual([
      true,
      null,
    ])
  })
})
