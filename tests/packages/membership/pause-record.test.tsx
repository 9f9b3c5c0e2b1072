import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchPauses } from '@/api/membership'
import { chinaDateTimeOf } from '@/lib/calendar'
import PauseRecordPage from '@/packages/membership/pause-record'
import { HttpError } from '@/services/http/errors'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { DAY_MS, NOW, PAUSE } from './fixtures'

jest.mock('@/api/membership', () => ({ fetchPauses: jest.fn() }))

const mockedPauses = jest.mocked(fetchPauses)
const HOUR_MS = 60 * 60 * 1000

const RESUMED = { pauseNo: 'P2', startedAt: NOW - 40 * DAY_MS, plannedEndAt: NOW - 10 * DAY_MS, resumedAt: NOW - 30 * DAY_MS - 3 * HOUR_MS, days: 30 }
const ENDED = { pauseNo: 'P3', startedAt: NOW - 200 * DAY_MS, plannedEndAt: NOW - 185 * DAY_MS, resumedAt: 0, days: 15 }

function signedIn() {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  return session
}

function row(container: HTMLElement, pauseNo: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.pause-record[data-pause-no="${pauseNo}"]`)
  if (!found) throw new Error(`no pause ${pauseNo}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedPauses.mockResolvedValue({ list: [PAUSE, RESUMED, ENDED], page: 1, total: 3, hasMore: false })
  window.history.replaceState(null, '', '/pauseRecord')
})

afterEach(() => {
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

describe('/pauseRecord', () => {
  test('asks a visitor to log in and reads nothing', () => {
    renderWithStores(<PauseRecordPage />, { session: startedSession('https://api.test.example') })
    expect(screen.getByText('登录后即可查看暂停记录')).toBeTruthy()
    expect(mockedPauses).not.toHaveBeenCalled()
  })

  test('shows each pause with its state, its times in China time and the days it stood still', async () => {
    const { container } = renderWithStores(<PauseRecordPage />, { session: signedIn() })
    await waitFor(() => row(container, 'P1'))
    expect(row(container, 'P1').getAttribute('data-state')).toBe('running')
    expect(row(container, 'P1').textContent).toContain(`预计结束${chinaDateTimeOf(PAUSE.plannedEndAt)}`)
    expect(row(container, 'P2').getAttribute('data-state')).toBe('resumed')
    expect(row(container, 'P2').textContent).toContain(`结束时间${chinaDateTimeOf(RESUMED.resumedAt)}`)
    // 9 days and 21 hours count as 10
    expect(row(container, 'P2').textContent).toContain('实际暂停10 天')
    expect(row(container, 'P3').getAttribute('data-state')).toBe('ended')
    expect(row(container, 'P3').textContent).toContain('暂停 15 天')
  })

  test('says the list failed, and the retry shows it', async () => {
    mockedPauses.mockRejectedValueOnce(HttpError.network())
    const { container } = renderWithStores(<PauseRecordPage />, { session: signedIn() })
    await waitFor(() => expect(screen.getByText('列表加载失败')).toBeTruthy())
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => row(container, 'P1'))
  })

  test('says there are no pauses yet', async () => {
    mockedPauses.mockResolvedValue({ list: [], page: 1, total: 0, hasMore: false })
    renderWithStores(<PauseRecordPage />, { session: signedIn() })
    await waitFor(() => expect(screen.getByText('暂无暂停记录')).toBeTruthy())
  })
})
