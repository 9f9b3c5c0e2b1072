import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchMoreWelfare, type WelfareEntry } from '@/api/events'
import MoreWelfarePage from '@/packages/events/more-welfare'
import { HttpError } from '@/services/http/errors'
import { findBySentence, getBySentence, keptWhole } from '../../support/dates'
import { everythingOnScreen } from '../../support/on-screen'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/events', () => ({
  ...jest.requireActual<object>('@/api/events'),
  fetchMoreWelfare: jest.fn(),
}))

const fetchEntries = jest.mocked(fetchMoreWelfare)

function entry(path: WelfareEntry['path'], title: string, overrides: Partial<WelfareEntry> = {}): WelfareEntry {
  return { path, title, description: '', rewardCoins: 0, endAt: 0, ...overrides }
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  fetchEntries.mockReset().mockResolvedValue([
    entry('/sportsQuiz', '世界杯竞猜', { rewardCoins: 88, description: '开赛前预测比赛结果，猜中得金币' }),
    entry('/pointEvent', '节日福利', { endAt: Date.parse('2030-10-07T23:59:59.999+08:00') }),
    entry('/displayJson', '数据展示'),
  ])
})

everythingOnScreen()

function navigations(): unknown[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => call.args)
}

describe('more welfare page', () => {
  test('lists the entries whose screens this build has, in order (/displayJson has none)', async () => {
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    await screen.findByText('世界杯竞猜')
    const paths = Array.from(document.querySelectorAll('[data-path]'), (row) => row.getAttribute('data-path'))
    expect(paths).toEqual(['/sportsQuiz', '/pointEvent'])
  })

  test('shows an entry’s coins and its end date in China time', async () => {
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    expect([await screen.findByText('最高 88 金币'), getBySentence('2030-10-07 结束')]).toHaveLength(2)
  })

  test('keeps an entry’s end date on one line', async () => {
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    expect(keptWhole(await findBySentence('2030-10-07 结束'))).toEqual(['2030-10-07'])
  })

  test('shows an entry’s picture on its card', async () => {
    fetchEntries.mockResolvedValue([entry('/sportsQuiz', '世界杯竞猜', { image: '/images/event-sports-quiz.svg' })])
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    const card = (await screen.findByText('世界杯竞猜')).closest('[data-path]') as HTMLElement
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/images/event-sports-quiz.svg')
  })

  test('shows the star on its tile for an entry without a picture', async () => {
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    const card = (await screen.findByText('节日福利')).closest('[data-path]') as HTMLElement
    expect([card.querySelector('img'), card.querySelector('.item-image .at-icon-star')?.isConnected]).toEqual([null, true])
  })

  test('marks an event that is over as ended', async () => {
    fetchEntries.mockResolvedValue([entry('/pointEvent', '节日福利', { endAt: Date.now() - 1000 })])
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    expect(await screen.findByText('已结束')).toBeTruthy()
  })

  test('opens the entry’s own screen', async () => {
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    fireEvent.click(await screen.findByText('节日福利'))
    await waitFor(() => expect(navigations()).toEqual([{ url: '/pointEvent' }]))
  })

  test('says so when no entry has a screen here', async () => {
    fetchEntries.mockResolvedValue([entry('/displayJson', '数据展示')])
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    expect(await screen.findByText('暂无更多福利活动')).toBeTruthy()
  })

  test('shows "list load failed" with a retry that works', async () => {
    fetchEntries.mockReset().mockRejectedValueOnce(HttpError.network()).mockResolvedValue([entry('/sportsQuiz', '世界杯竞猜')])
    renderWithStores(<MoreWelfarePage />, { session: signedInSession() })
    await screen.findByText('列表加载失败')
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('世界杯竞猜')).toBeTruthy()
  })
})
