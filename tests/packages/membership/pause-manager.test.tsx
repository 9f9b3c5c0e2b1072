import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchPauseStatus, resumePause, startPause, type PauseChange } from '@/api/membership'
import { chinaDateTimeOf } from '@/lib/calendar'
import { CODE_PAUSE_RUNNING, PAUSE_MAX_DAYS, PAUSE_MIN_DAYS, PAUSES_PER_YEAR } from '@/lib/membership'
import PauseManagerPage from '@/packages/membership/pause-manager'
import { host } from '@/platform'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import type { SessionStore } from '@/stores/session'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { DAY_MS, NOW, PAUSE, pauseStatus } from './fixtures'

jest.mock('@/api/membership', () => ({ fetchPauseStatus: jest.fn(), startPause: jest.fn(), resumePause: jest.fn() }))

const mockedStatus = jest.mocked(fetchPauseStatus)
const mockedStart = jest.mocked(startPause)
const mockedResume = jest.mocked(resumePause)

function signedIn(): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  session.setUserInfo({ uid: '10001', accountType: 1, nickname: 'Demo', phone: '', email: '', vipExpireAt: NOW + 45 * DAY_MS, superVipExpireAt: 0, riskStatus: 0 })
  return session
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedStatus.mockResolvedValue(pauseStatus())
  mockedStart.mockImplementation(async ({ days }) => ({ pause: { ...PAUSE, days, plannedEndAt: NOW + days * DAY_MS }, vipExpireAt: NOW + (45 + days) * DAY_MS, superVipExpireAt: 0 }))
  mockedResume.mockResolvedValue({ pause: { ...PAUSE, resumedAt: NOW + 1000 }, vipExpireAt: NOW + 45 * DAY_MS + 1000, superVipExpireAt: 0 })
  window.history.replaceState(null, '', '/pauseManager')
})

afterEach(() => {
  jest.restoreAllMocks()
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

async function renderPage(session = signedIn()) {
  const view = renderWithStores(<PauseManagerPage />, { session })
  await waitFor(() => expect(view.container.querySelector('.pause__expiry')).not.toBeNull())
  return { ...view, session }
}

function choose(days: number) {
  fireEvent.click(screen.getByText(`${days} 天`))
}

function tapStart(container: HTMLElement) {
  fireEvent.click(container.querySelector('.pause__start') as HTMLElement)
}

function confirm(container: HTMLElement) {
  fireEvent.click(container.querySelector('.pause__confirm .confirm-sheet__confirm') as HTMLElement)
}

describe('/pauseManager', () => {
  test('asks a visitor to log in and reads nothing', () => {
    renderWithStores(<PauseManagerPage />, { session: startedSession('https://api.test.example') })
    expect(screen.getByText('登录后即可暂停会员')).toBeTruthy()
    expect(mockedStatus).not.toHaveBeenCalled()
  })

  test('shows the VIP end in China time, the pauses left and the rules with the figures of the config', async () => {
    const { container } = await renderPage()
    expect(container.querySelector('.pause__expiry-vip')?.textContent).toBe(chinaDateTimeOf(NOW + 45 * DAY_MS))
    expect(screen.getByText(`本年度还可暂停 ${PAUSES_PER_YEAR} 次`)).toBeTruthy()
    expect(screen.getByText(`每次可暂停 ${PAUSE_MIN_DAYS} 至 ${PAUSE_MAX_DAYS} 天`)).toBeTruthy()
  })

  test('previews the end the chosen days lead to', async () => {
    const { container } = await renderPage()
    choose(15)
    expect(container.querySelector('.pause__preview')?.textContent).toBe(`暂停后，会员到期时间将顺延至 ${chinaDateTimeOf(NOW + 60 * DAY_MS)}`)
    expect(screen.getByText('15 天').getAttribute('aria-pressed')).toBe('true')
  })

  test('pauses after the confirm: the running pause shows, and the user info has the new end', async () => {
    const { container, session } = await renderPage()
    choose(15)
    tapStart(container)
    expect(screen.getByText('将暂停 15 天。暂停期间会员权益不可用，连续包月的下次扣费日同步顺延。')).toBeTruthy()
    confirm(container)
    await waitFor(() => expect(screen.getByText('会员已暂停')).toBeTruthy())
    expect(mockedStart).toHaveBeenCalledWith({ days: 15, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(container.querySelector('.pause-running')).not.toBeNull()
    expect(session.userInfo?.vipExpireAt).toBe(NOW + 60 * DAY_MS)
  })

  test('resumes early after the confirm', async () => {
    mockedStatus.mockResolvedValue(pauseStatus({ running: PAUSE, pausesThisYear: 1 }))
    const { container } = await renderPage()
    fireEvent.click(container.querySelector('.pause__resume') as HTMLElement)
    confirm(container)
    await waitFor(() => expect(screen.getByText('会员已恢复')).toBeTruthy())
    expect(mockedResume).toHaveBeenCalledWith({ pauseNo: 'P1', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(container.querySelector('.pause__start')).not.toBeNull()
  })

  test('sends one pause for a double tap', async () => {
    const answer = deferred<PauseChange>()
    mockedStart.mockReturnValue(answer.promise)
    const { container } = await renderPage()
    tapStart(container)
    confirm(container)
    confirm(container)
    await act(async () => answer.resolve({ pause: PAUSE, vipExpireAt: NOW, superVipExpireAt: 0 }))
    expect(mockedStart).toHaveBeenCalledTimes(1)
  })

  test('says "operation failed" when no answer came, and the retry sends the same request id', async () => {
    mockedStart.mockRejectedValueOnce(HttpError.network())
    const { container } = await renderPage()
    tapStart(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('操作失败')).toBeTruthy())
    tapStart(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('会员已暂停')).toBeTruthy())
    const [first, second] = mockedStart.mock.calls.map(([request]) => request.requestId)
    expect(second).toBe(first)
  })

  test('shows the server’s refusal and the pause it knows of', async () => {
    mockedStart.mockRejectedValue(new Refusal(CODE_PAUSE_RUNNING, '会员已在暂停中'))
    mockedStatus.mockResolvedValueOnce(pauseStatus()).mockResolvedValueOnce(pauseStatus({ running: PAUSE, pausesThisYear: 1 }))
    const { container } = await renderPage()
    tapStart(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('会员已在暂停中')).toBeTruthy())
    await waitFor(() => expect(container.querySelector('.pause-running')).not.toBeNull())
  })

  test('says the year’s pauses are used, with no pause button', async () => {
    mockedStatus.mockResolvedValue(pauseStatus({ pausesThisYear: PAUSES_PER_YEAR }))
    const { container } = await renderPage()
    expect(screen.getByText('本年度暂停次数已用完')).toBeTruthy()
    expect(container.querySelector('.pause__start')).toBeNull()
  })

  test('says a member without time cannot pause', async () => {
    mockedStatus.mockResolvedValue(pauseStatus({ vipExpireAt: NOW - DAY_MS }))
    await renderPage()
    expect(screen.getByText('当前没有生效中的会员，无法暂停')).toBeTruthy()
  })

  test('refuses an enterprise sub-account without sending, and tells the host', async () => {
    const told = jest.spyOn(host, 'enterpriseSubAccount').mockImplementation(() => undefined)
    mockedStatus.mockResolvedValue(pauseStatus({ enterpriseSubAccount: true }))
    const { container } = await renderPage()
    tapStart(container)
    await waitFor(() => expect(screen.getAllByText('企业子账号无法进行此操作').length).toBe(2))
    expect(told).toHaveBeenCalledTimes(1)
    expect(mockedStart).not.toHaveBeenCalled()
  })

  test('says loading failed, and the retry shows the pause manager', async () => {
    mockedStatus.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<PauseManagerPage />, { session: signedIn() })
    await waitFor(() => expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy())
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(screen.getByText('暂停规则')).toBeTruthy())
  })
})
