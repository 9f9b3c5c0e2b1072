import { fireEvent, screen, waitFor } from '@testing-library/react'
import { RestrictedNotice, useTellRestricted } from '@/components/restricted-notice'
import { stores } from '@/stores'
import { renderWithStores, resetAppStores, startedSession, translationIn } from '../support/render'
import { taroFake } from '../support/taro-fake'

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)
}

function TellButton() {
  const tell = useTellRestricted()
  return <button type='button' onClick={tell}>参与</button>
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('RestrictedNotice', () => {
  test('says why the account cannot join, with the appeal email', () => {
    renderWithStores(<RestrictedNotice />, { session: startedSession() })
    expect(screen.getByTestId('restricted-notice').textContent).toContain('appeal@speedup.example')
  })

  test('has its heading', () => {
    renderWithStores(<RestrictedNotice />, { session: startedSession() })
    expect(screen.getByText('暂时无法参与福利任务')).toBeTruthy()
  })

  test('its details link opens the restricted-account page', async () => {
    renderWithStores(<RestrictedNotice />, { session: startedSession() })
    fireEvent.click(screen.getByText('查看说明'))
    await waitFor(() => expect(navigations()).toEqual(['/blacklistBlocking']))
  })

  test('speaks the language of the page', () => {
    const session = startedSession()
    renderWithStores(<RestrictedNotice />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Welfare tasks unavailable')).toBeTruthy()
  })
})

describe('useTellRestricted', () => {
  test('tells the same words as a toast', () => {
    renderWithStores(<TellButton />, { session: startedSession() })
    fireEvent.click(screen.getByText('参与'))
    expect(stores.ui.toast?.text).toBe('您的账号存在风险，无法参与福利任务和兑换码活动。如有疑问，请发送邮件至 appeal@speedup.example 申诉。')
  })
})
