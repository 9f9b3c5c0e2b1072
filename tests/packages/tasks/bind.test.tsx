import { fireEvent, screen, waitFor } from '@testing-library/react'
import BindTaskPage from '@/packages/tasks/bind'
import { findBySentence, keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { answerPaths, BIND_REWARD, BIND_TASK } from '../../support/tasks'
import { signedInSession, welfareStores } from '../../support/welfare'

function renderPage(session = signedInSession()) {
  return renderWithStores(<BindTaskPage />, { session, ...welfareStores() })
}

function button(text: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('.at-button')).find((element) => element.textContent === text)
  if (!found) throw new Error(`no button ${text}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('bind task page', () => {
  test('shows the 6 hours of VIP and the masked phone and email', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: BIND_TASK } })
    renderPage()
    expect(await screen.findByText('6 小时会员')).toBeTruthy()
    expect(screen.getByTestId('bound-phone').textContent).toBe('139****9000')
    expect(screen.getByTestId('bound-email').textContent).toBe('sp***@example.com')
  })

  test('shows the event’s end in China time', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: BIND_TASK } })
    renderPage()
    expect(await findBySentence('活动截止：2026-12-23 12:00')).toBeTruthy()
  })

  test('keeps the event’s end on one line', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: BIND_TASK } })
    renderPage()
    expect(keptWhole(await findBySentence('活动截止：2026-12-23 12:00'))).toEqual(['2026-12-23 12:00'])
  })

  test('claims the reward when both are bound', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: BIND_TASK }, '/welfare/tasks/bind/claim': { code: 200, data: BIND_REWARD } })
    renderPage()
    await screen.findByText('已完成绑定，快来领取奖励')
    fireEvent.click(button('立即领取'))
    expect(await screen.findByTestId('task-received')).toBeTruthy()
  })

  test('asks for the missing email with the form', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: { ...BIND_TASK, email: '' } } })
    renderPage()
    expect((await screen.findByTestId('bind-form')).getAttribute('data-kind')).toBe('email')
    expect(screen.getByText('未绑定')).toBeTruthy()
  })

  test('says the email and the code are required before binding', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: { ...BIND_TASK, email: '' } } })
    renderPage()
    await screen.findByTestId('bind-form')
    fireEvent.click(button('立即绑定'))
    expect(await screen.findByText('请输入邮箱', { selector: '.task__error' })).toBeTruthy()
    expect(screen.getByText('请输入验证码', { selector: '.task__error' })).toBeTruthy()
  })

  test('says the event ended', async () => {
    answerPaths({ '/welfare/tasks/bind': { code: 200, data: { ...BIND_TASK, endsAt: Date.now() - 1 } } })
    renderPage()
    expect(await screen.findByTestId('task-ended')).toHaveProperty('textContent', '活动已结束')
  })

  test('shows the error with a retry when the task fails to load', async () => {
    answerPaths({ '/welfare/tasks/bind': () => Promise.reject({ errMsg: 'request:fail' }) })
    renderPage()
    expect(await screen.findByText('任务信息加载失败')).toBeTruthy()
  })

  test('tells a blacklisted account why it cannot join', async () => {
    renderPage(signedInSession({ riskStatus: 1 }))
    await waitFor(() => expect(screen.getByTestId('restricted-notice')).toBeTruthy())
  })
})
