import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { WelfareSummary } from '@/api/welfare'
import SignInPage from '@/packages/welfare/sign-in'
import { Refusal } from '@/lib/refusal'
import { stores as appStores } from '@/stores'
import { findBySentence, keptWhole } from '../../support/dates'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { chinaTime } from '../../support/time-zones'
import { SIGN_IN_RESULT, SIGN_IN_STATUS, SUMMARY, fakeWelfareApi, signedInSession, welfareStores } from '../../support/welfare'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function balanceFailure(): Promise<HTMLElement> {
  return screen.findByTestId('coin-balance-failure')
}

function signInButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.sign-in__action')
  if (!button) throw new Error('no sign-in button')
  return button
}

describe('sign-in page', () => {
  test('shows the streak and the seven days with today in place', async () => {
    const { container } = renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('已连续签到 2 天')
    const states = Array.from(container.querySelectorAll('.sign-in-day'), (cell) => cell.getAttribute('data-state'))
    expect(states).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])
  })

  test('shows the seventh day’s extra VIP time and freight coupon', async () => {
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('运费券 满500减50')
    expect(screen.getByText('1 天会员')).toBeTruthy()
  })

  test('marks the seventh day with a star named 额外奖励', async () => {
    const { container } = renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('运费券 满500减50')
    const marked = Array.from(container.querySelectorAll('[data-day] .sign-in-day__extra'), (star) => [
      star.closest('[data-day]')?.getAttribute('data-day'),
      star.getAttribute('aria-label'),
    ])
    expect(marked).toEqual([['7', '额外奖励']])
  })

  test('keeps both dates of the sign-in event on one line while it runs', async () => {
    const api = fakeWelfareApi({ fetchSignInStatus: jest.fn(async () => ({ ...SIGN_IN_STATUS, today: '2024-12-28', signedDates: [] })) })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    expect(keptWhole(await findBySentence('签到活动进行中：2024-12-24 至 2025-01-02'))).toEqual(['2024-12-24', '2025-01-02'])
  })

  test('signs in and shows the new balance and streak', async () => {
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('立即签到 +2')
    fireEvent.click(signInButton())
    await screen.findByText('已连续签到 3 天')
    expect(screen.getByTestId('coin-balance').textContent).toBe('1282')
  })

  test('says how many coins the sign-in gave', async () => {
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    fireEvent.click(await screen.findByText('立即签到 +2'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('签到成功，获得 2 金币'))
  })

  test('sends one sign-in for a double tap', async () => {
    const api = fakeWelfareApi()
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    await screen.findByText('立即签到 +2')
    fireEvent.click(signInButton())
    fireEvent.click(signInButton())
    await screen.findByText('今日已签到')
    expect(api.signIn).toHaveBeenCalledTimes(1)
  })

  test('shows today as signed and the button disabled once signed', async () => {
    const api = fakeWelfareApi({
      fetchSignInStatus: jest.fn(async () => ({ ...SIGN_IN_STATUS, signedDates: [...SIGN_IN_STATUS.signedDates, '2026-11-22'] })),
    })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    await screen.findByText('今日已签到')
    expect(signInButton().className).toContain('at-button--disabled')
  })

  test('shows the server’s reason when the sign-in is refused', async () => {
    const api = fakeWelfareApi({ signIn: jest.fn().mockRejectedValue(new Refusal(10140, '今日已签到，明天再来')) })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    fireEvent.click(await screen.findByText('立即签到 +2'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('今日已签到，明天再来'))
  })

  test('names the new-user bonus in the success message', async () => {
    const api = fakeWelfareApi({ signIn: jest.fn(async () => ({ ...SIGN_IN_RESULT, newUserBonusCoins: 100 })) })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    fireEvent.click(await screen.findByText('立即签到 +2'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('签到成功，获得 2 金币，新人奖励 100 金币'))
  })

  test('shows the new-user offer to an account in its first week', async () => {
    const registeredAt = Date.UTC(2026, 10, 21, 2)
    const api = fakeWelfareApi({ fetchSignInStatus: jest.fn(async () => ({ ...SIGN_IN_STATUS, registeredAt })) })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    const offer = await screen.findByTestId('new-user-bonus')
    expect(offer.textContent).toContain('（2/3）')
  })

  test('opens the rules with the new-user bonus', async () => {
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores() })
    fireEvent.click(await screen.findByText('签到规则'))
    expect(await screen.findByText(/连续签到 3 天，额外奖励 100 金币/)).toBeTruthy()
  })

  test('waits for the app to hand over its token before asking to log in', () => {
    const { container } = renderWithStores(<SignInPage />, { session: startedSession('/api'), ...welfareStores() })
    expect([container.querySelector('[data-status="loading"]') !== null, screen.queryByText('去登录')]).toEqual([true, null])
  })

  test('sends a visitor to login', async () => {
    const session = startedSession('/api')
    session.setToken(undefined)
    renderWithStores(<SignInPage />, { session, ...welfareStores() })
    fireEvent.click(await screen.findByText('去登录'))
    await waitFor(() =>
      expect(taroFake.calls.filter((call) => call.api === 'navigateTo')).toEqual([
        { api: 'navigateTo', args: { url: '/login?redirectUrl=%2F' } },
      ]),
    )
  })

  test('does not send a sign-in for a blacklisted account', async () => {
    const api = fakeWelfareApi()
    renderWithStores(<SignInPage />, { session: signedInSession({ riskStatus: 1 }), ...welfareStores(api) })
    fireEvent.click(await screen.findByText('立即签到 +2'))
    await waitFor(() => expect(appStores.ui.toast?.text).toContain('appeal@speedup.example'))
    expect(api.signIn).not.toHaveBeenCalled()
  })

  test('shows an error with a retry when the status fails', async () => {
    const api = fakeWelfareApi({
      fetchSignInStatus: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(SIGN_IN_STATUS),
    })
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api) })
    fireEvent.click(await screen.findByText('重试'))
    expect(await screen.findByText('已连续签到 2 天')).toBeTruthy()
  })

  test('shows the balance’s own error with a retry when the summary fails, beside the sign-in status', async () => {
    const summary = jest.fn<Promise<WelfareSummary>, []>().mockRejectedValue(new Error('offline'))
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), summary) })
    const failure = await balanceFailure()
    expect(failure.textContent).toBe('金币余额加载失败重试')
    expect(screen.getByText('已连续签到 2 天')).toBeTruthy()
    expect(signInButton().textContent).toBe('立即签到 +2')
  })

  test('the balance retry loads the balance and leaves the sign-in status as it was', async () => {
    const api = fakeWelfareApi()
    const summary = jest.fn<Promise<WelfareSummary>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(SUMMARY)
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api, summary) })
    fireEvent.click(within(await balanceFailure()).getByText('重试'))
    await waitFor(() => expect(screen.getByTestId('coin-balance').textContent).toBe(String(SUMMARY.remainCoins)))
    expect([screen.queryByTestId('coin-balance-failure'), summary.mock.calls.length, api.fetchSignInStatus.mock.calls.length]).toEqual([
      null,
      2,
      1,
    ])
  })

  test('a balance retry that fails again keeps the balance’s error and its retry', async () => {
    const summary = jest.fn<Promise<WelfareSummary>, []>().mockRejectedValue(new Error('offline'))
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), summary) })
    fireEvent.click(within(await balanceFailure()).getByText('重试'))
    await waitFor(() => expect(summary).toHaveBeenCalledTimes(2))
    expect(within(await balanceFailure()).getByText('重试')).toBeTruthy()
  })

  test('shows the balance when its answer comes after the sign-in status', async () => {
    const answer = deferred<WelfareSummary>()
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), () => answer.promise) })
    await screen.findByText('已连续签到 2 天')
    expect([screen.queryByTestId('coin-balance'), screen.queryByTestId('coin-balance-failure')]).toEqual([null, null])
    answer.resolve(SUMMARY)
    expect((await screen.findByTestId('coin-balance')).textContent).toBe(String(SUMMARY.remainCoins))
  })

  test('shows the balance’s error when the summary fails after the sign-in status came', async () => {
    const answer = deferred<WelfareSummary>()
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), () => answer.promise) })
    await screen.findByText('已连续签到 2 天')
    answer.reject(new Error('timeout of 180000ms exceeded'))
    expect(within(await balanceFailure()).getByText('金币余额加载失败')).toBeTruthy()
  })

  test('speaks Vietnamese when the session does', async () => {
    const session = signedInSession()
    renderWithStores(<SignInPage />, { session, translation: translationIn('vi_VN'), ...welfareStores() })
    expect(await screen.findByText('Đã điểm danh 2 ngày liên tiếp')).toBeTruthy()
  })

  test('keeps the balance line in place while the balance is on its way, then shows it', async () => {
    const summary = deferred<WelfareSummary>()
    const { container } = renderWithStores(<SignInPage />, {
      session: signedInSession(),
      ...welfareStores(fakeWelfareApi(), () => summary.promise),
    })
    await screen.findByTestId('sign-in-streak')
    expect(container.querySelector('.sign-in__coins[aria-busy="true"]')).not.toBeNull()
    summary.resolve(SUMMARY)
    expect((await screen.findByTestId('coin-balance')).textContent).toBe(String(SUMMARY.remainCoins))
  })
})

describe('sign-in page left open across midnight China time', () => {
  afterEach(() => jest.useRealTimers())

  test('asks again when the China day turns, and offers the new day’s sign-in', async () => {
    jest.useFakeTimers({ now: chinaTime('2026-11-22T23:50') })
    const signed = { ...SIGN_IN_STATUS, signedDates: [...SIGN_IN_STATUS.signedDates, '2026-11-22'] }
    const api = fakeWelfareApi({
      fetchSignInStatus: jest.fn().mockResolvedValueOnce(signed).mockResolvedValue({ ...signed, today: '2026-11-23' }),
    })
    const summary = jest.fn(async () => SUMMARY)
    renderWithStores(<SignInPage />, { session: signedInSession(), ...welfareStores(api, summary) })
    await screen.findByText('今日已签到')
    act(() => jest.advanceTimersByTime(9 * 60 * 1000))
    expect(api.fetchSignInStatus).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(2 * 60 * 1000))
    expect(await screen.findByText('立即签到 +2')).toBeTruthy()
    expect([api.fetchSignInStatus.mock.calls.length, summary.mock.calls.length]).toEqual([2, 2])
  })
})
