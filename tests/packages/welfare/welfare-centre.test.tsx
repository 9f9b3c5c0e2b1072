import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import WelfareCentrePage from '@/packages/welfare/welfare-centre'
import { host } from '@/platform'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { chinaTime } from '../../support/time-zones'
import { fakeWelfareApi, signedInSession, SUMMARY, TASKS, welfareStores } from '../../support/welfare'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function navigations(): unknown[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => call.args)
}

describe('welfare centre', () => {
  test('shows the coin balance, the coins expiring this month and the income', async () => {
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('1280')
    expect(screen.getByText(/本月将过期 40 金币/)).toBeTruthy()
    expect(screen.getByText('3000')).toBeTruthy()
  })

  test('lists every task with its reward', async () => {
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('关注公众号', { selector: '[data-task] .welfare-task__name' })
    expect(screen.getByText('30 金币 或 1 小时会员')).toBeTruthy()
    expect(screen.getByText('6 小时会员')).toBeTruthy()
    expect(screen.getByText('100 金币 或 1 天会员')).toBeTruthy()
  })

  test('opens the sign-in page from the sign-in task', async () => {
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    const row = (await screen.findByText('每日签到', { selector: '[data-task] .welfare-task__name' })).closest<HTMLElement>('.welfare-task')
    fireEvent.click(row?.querySelector('.at-button') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual([{ url: '/signInV4' }]))
  })

  test('opens the share task from its row, now that its page is built', async () => {
    const { container } = renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('分享截图', { selector: '[data-task] .welfare-task__name' })
    fireEvent.click(container.querySelector('[data-task="shareScreenshot"] .at-button') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual([{ url: '/taskDetailShareV3' }]))
  })

  test('shows a finished task as done', async () => {
    const { container } = renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('绑定邮箱或手机', { selector: '[data-task] .welfare-task__name' })
    expect(container.querySelector('[data-task="bindAccount"]')?.textContent).toContain('已完成')
  })

  test('asks a visitor to log in when signing in', async () => {
    const session = startedSession('/api')
    renderWithStores(<WelfareCentrePage />, { session, ...welfareStores() })
    const row = (await screen.findByText('每日签到', { selector: '[data-task] .welfare-task__name' })).closest<HTMLElement>('.welfare-task')
    fireEvent.click(row?.querySelector('.at-button') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual([{ url: '/login?redirectUrl=%2F' }]))
  })

  test('does not load the balance for a visitor', async () => {
    const stores = welfareStores()
    const summary = jest.spyOn(stores.coins, 'load')
    renderWithStores(<WelfareCentrePage />, { session: startedSession('/api'), ...stores })
    await screen.findByText('登录后查看金币，参与任务赚金币')
    expect(summary).not.toHaveBeenCalled()
  })

  test('tells a blacklisted account it cannot join, with the appeal email', async () => {
    renderWithStores(<WelfareCentrePage />, { session: signedInSession({ riskStatus: 1 }), ...welfareStores() })
    const notice = await screen.findByTestId('restricted-notice')
    expect(notice.textContent).toContain('appeal@speedup.example')
  })

  test('does not open a task for a blacklisted account', async () => {
    renderWithStores(<WelfareCentrePage />, { session: signedInSession({ riskStatus: 2 }), ...welfareStores() })
    const row = (await screen.findByText('每日签到', { selector: '[data-task] .welfare-task__name' })).closest<HTMLElement>('.welfare-task')
    fireEvent.click(row?.querySelector('.at-button') as HTMLElement)
    expect(navigations()).toEqual([])
  })

  test('shows an error with a retry when the balance fails, and the retry loads it', async () => {
    const summary = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({
      remainCoins: 99,
      expiringCoins: 0,
      expiringAt: 0,
      todayIncome: 0,
      totalIncome: 99,
    })
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), summary) })
    await screen.findByText('金币余额加载失败')
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findAllByText('99')).toHaveLength(2)
  })

  test('lists the tasks while the balance shows its own error', async () => {
    const summary = jest.fn().mockRejectedValue(new Error('offline'))
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), summary) })
    await screen.findByText('金币余额加载失败')
    expect(await screen.findByText('关注公众号', { selector: '[data-task] .welfare-task__name' })).toBeTruthy()
  })

  test('shows an error with a retry when the tasks fail', async () => {
    const api = fakeWelfareApi({ fetchTasks: jest.fn().mockRejectedValue(new Error('offline')) })
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores(api) })
    expect(await screen.findByText('任务列表加载失败')).toBeTruthy()
  })

  test('reports the welfare check-in page view', async () => {
    const monitor = jest.spyOn(host, 'h5Monitor')
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('1280')
    expect(monitor).toHaveBeenCalledWith('pageView', 'FuLiQianDao_PV', expect.any(Object))
  })

  test('speaks English when the session does', async () => {
    const session = signedInSession()
    renderWithStores(<WelfareCentrePage />, { session, translation: translationIn('en_US'), ...welfareStores() })
    expect(await screen.findByText('Welfare Centre', { selector: '.page-shell__title' })).toBeTruthy()
    expect(screen.getByText('Daily sign-in')).toBeTruthy()
  })

  describe('while the balance and the tasks are on their way', () => {
    test('the balance card keeps its place, busy, with the income hidden', () => {
      const summary = deferred<typeof SUMMARY>()
      const { container } = renderWithStores(<WelfareCentrePage />, {
        session: signedInSession(),
        ...welfareStores(fakeWelfareApi(), () => summary.promise),
      })
      const card = container.querySelector('.coin-balance[aria-busy="true"]')
      expect([card?.textContent?.includes('我的金币'), card?.querySelector('.coin-balance__pending-part') !== null]).toEqual([true, true])
    })

    test('every task has its pending row with no button to tap', () => {
      const tasks = deferred<typeof TASKS>()
      const { container } = renderWithStores(<WelfareCentrePage />, {
        session: signedInSession(),
        ...welfareStores(fakeWelfareApi({ fetchTasks: jest.fn(() => tasks.promise) })),
      })
      const pending = container.querySelectorAll('.welfare-task--pending')
      expect([pending.length, container.querySelectorAll('.welfare-task .at-button').length]).toEqual([TASKS.length, 0])
    })

    test('the pending rows give way to the tasks when they come late', async () => {
      const tasks = deferred<typeof TASKS>()
      const { container } = renderWithStores(<WelfareCentrePage />, {
        session: signedInSession(),
        ...welfareStores(fakeWelfareApi({ fetchTasks: jest.fn(() => tasks.promise) })),
      })
      await new Promise((resolve) => setTimeout(resolve, 150))
      tasks.resolve(TASKS)
      await screen.findByText('30 金币 或 1 小时会员')
      expect(container.querySelectorAll('.welfare-task--pending')).toHaveLength(0)
    })
  })
})

describe('welfare centre across midnight China time', () => {
  afterEach(() => jest.useRealTimers())

  test('asks for the tasks and the income again when the China day turns, and again the next night', async () => {
    jest.useFakeTimers({ now: chinaTime('2026-11-22T23:50') })
    const api = fakeWelfareApi()
    const summary = jest.fn(async () => SUMMARY)
    renderWithStores(<WelfareCentrePage />, { session: signedInSession(), ...welfareStores(api, summary) })
    await screen.findByText('1280')
    act(() => jest.advanceTimersByTime(9 * 60 * 1000))
    expect([api.fetchTasks.mock.calls.length, summary.mock.calls.length]).toEqual([1, 1])
    act(() => jest.advanceTimersByTime(2 * 60 * 1000))
    await waitFor(() => expect([api.fetchTasks.mock.calls.length, summary.mock.calls.length]).toEqual([2, 2]))
    act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000))
    await waitFor(() => expect([api.fetchTasks.mock.calls.length, summary.mock.calls.length]).toEqual([3, 3]))
  })
})
