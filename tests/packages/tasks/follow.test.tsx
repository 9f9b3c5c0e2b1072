import { fireEvent, screen, waitFor } from '@testing-library/react'
import FollowTaskPage from '@/packages/tasks/follow'
import { host } from '@/platform'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake, type FakeRequestOptions } from '../../support/taro-fake'
import { answerPaths, FOLLOW_COINS, FOLLOW_TASK, type Envelope } from '../../support/tasks'
import { signedInSession, welfareStores } from '../../support/welfare'

function claimRequests(): FakeRequestOptions[] {
  return taroFake.requests.filter((request) => String(request.url).endsWith('/welfare/tasks/follow/claim'))
}

function renderPage(session = signedInSession(), translation = translationIn('zh_CN')) {
  return renderWithStores(<FollowTaskPage />, { session, translation, ...welfareStores() })
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('follow task page', () => {
  test('names the account, its WeChat id and the four steps', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    const { container } = renderPage()
    expect(await screen.findByTestId('follow-account-id')).toHaveProperty('textContent', 'speedup_official')
    expect(container.querySelectorAll('.task__step')).toHaveLength(4)
    expect(screen.getByText('在公众号对话中发送「绑定」，按提示登录本账号完成绑定')).toBeTruthy()
  })

  test('offers the 30 coins or the 1 hour of VIP', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage()
    expect(await screen.findByText('30 金币 或 1 小时会员')).toBeTruthy()
  })

  test('asks to follow first while the account is not followed', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: { ...FOLLOW_TASK, followed: false } } })
    renderPage()
    expect(await screen.findByText('我已关注，刷新')).toBeTruthy()
    expect(screen.queryByText('立即领取')).toBeNull()
  })

  test('claims the chosen VIP hour and says what was received', async () => {
    answerPaths({
      '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK },
      '/welfare/tasks/follow/claim': { code: 200, data: { ...FOLLOW_COINS, rewardCoins: 0, rewardVipHours: 1, remainCoins: 1280 } },
    })
    renderPage()
    fireEvent.click(await screen.findByText('1 小时会员'))
    fireEvent.click(screen.getByText('立即领取'))
    expect(await screen.findByTestId('task-received')).toHaveProperty('textContent', '已领取：1 小时会员')
    expect(await screen.findByText('领取成功，获得 1 小时会员')).toBeTruthy()
  })

  test('a double tap on claim sends one request', async () => {
    const answer = deferred<Envelope>()
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK }, '/welfare/tasks/follow/claim': () => answer.promise })
    renderPage()
    const button = await screen.findByText('立即领取')
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(claimRequests()).toHaveLength(1))
    answer.resolve({ code: 200, data: FOLLOW_COINS })
    await screen.findByTestId('task-received')
    expect(claimRequests()).toHaveLength(1)
  })

  test('says the reward was already taken when the server refuses so', async () => {
    answerPaths({
      '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK },
      '/welfare/tasks/follow/claim': { code: 10151, msg: 'already' },
    })
    renderPage()
    fireEvent.click(await screen.findByText('立即领取'))
    expect(await screen.findByText('奖励已经领取过了')).toBeTruthy()
  })

  test('says the network failed and keeps the claim button for a retry', async () => {
    answerPaths({
      '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK },
      '/welfare/tasks/follow/claim': () => Promise.reject({ errMsg: 'request:fail' }),
    })
    renderPage()
    fireEvent.click(await screen.findByText('立即领取'))
    expect(await screen.findByText('网络错误，请检查网络后重试')).toBeTruthy()
    expect(screen.getByText('立即领取')).toBeTruthy()
  })

  test('shows the error with a retry when the task fails to load', async () => {
    answerPaths({ '/welfare/tasks/follow': () => Promise.reject({ errMsg: 'request:fail' }) })
    renderPage()
    expect(await screen.findByText('任务信息加载失败')).toBeTruthy()
  })

  test('asks a visitor to log in', async () => {
    const session = startedSession()
    session.setToken(undefined)
    renderPage(session)
    expect(await screen.findByText('登录后完成任务领取奖励')).toBeTruthy()
  })

  test('tells a blacklisted account why it cannot join and where to appeal', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 10141 } })
    renderPage(signedInSession({ riskStatus: 1 }))
    expect(await screen.findByTestId('restricted-notice')).toBeTruthy()
    expect(screen.queryByText('立即领取')).toBeNull()
  })

  test('reports the follow-missions page view', async () => {
    const monitor = jest.spyOn(host, 'h5Monitor')
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage()
    await screen.findByTestId('follow-task')
    expect(monitor).toHaveBeenCalledWith('pageView', 'GuanZhuRenWu_PV', expect.any(Object))
  })

  test('tells an English reader what the Chinese word to send means, keeping the word', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage(signedInSession(), translationIn('en_US'))
    expect(await screen.findByText(/^Send "绑定" \(Chinese for "bind"\) in the account's chat/)).toBeTruthy()
  })

  test("tells an English reader what the account's Chinese name means, keeping the name", async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage(signedInSession(), translationIn('en_US'))
    expect(await screen.findByText('SpeedUp 加速器服务号 (Chinese for "our accelerator\'s service account")')).toBeTruthy()
  })

  test('tells a Vietnamese reader what the Chinese word to send means, keeping the word', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage(signedInSession(), translationIn('vi_VN'))
    expect(await screen.findByText(/^Gửi "绑定" \(tiếng Trung nghĩa là "liên kết"\)/)).toBeTruthy()
  })

  test('speaks English when the session does', async () => {
    answerPaths({ '/welfare/tasks/follow': { code: 200, data: FOLLOW_TASK } })
    renderPage(signedInSession(), translationIn('en_US'))
    expect(await screen.findByText('Follow the official account', { selector: '.page-shell__title' })).toBeTruthy()
    expect(await screen.findByText('30 coins or 1 h VIP')).toBeTruthy()
  })
})
