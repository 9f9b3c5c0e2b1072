import { fireEvent, screen, waitFor } from '@testing-library/react'
import {
  claimLetter,
  claimRankingReward,
  fetchMailActivity,
  fetchMiniGame,
  fetchWeeklyReward,
  playMiniGame,
  type GameResult,
  type MailActivity,
  type MiniGame,
  type WeeklyReward,
} from '@/api/events'
import { addDays } from '@/lib/calendar'
import { chinaWeekOf } from '@/lib/event-rewards'
import MailActivityPage from '@/packages/events/mail-activity'
import MiniGamePage from '@/packages/events/mini-game'
import WeeklyRewardPage from '@/packages/events/weekly-reward'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { CoinStore } from '@/stores/coins'
import { deferred } from '../../support/deferred'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { everythingOnScreen } from '../../support/on-screen'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'
import { heroPicture } from '../../support/events'

jest.mock('@/api/events', () => ({
  ...jest.requireActual<object>('@/api/events'),
  fetchWeeklyReward: jest.fn(),
  claimRankingReward: jest.fn(),
  fetchMailActivity: jest.fn(),
  claimLetter: jest.fn(),
  fetchMiniGame: jest.fn(),
  playMiniGame: jest.fn(),
}))

const HOUR = 3_600_000
const DAY = 24 * HOUR
const fetchWeekly = jest.mocked(fetchWeeklyReward)
const claimWeek = jest.mocked(claimRankingReward)
const fetchMail = jest.mocked(fetchMailActivity)
const claimMail = jest.mocked(claimLetter)
const fetchGame = jest.mocked(fetchMiniGame)
const play = jest.mocked(playMiniGame)

function weekly(overrides: Partial<WeeklyReward> = {}): WeeklyReward {
  const now = Date.now()
  const thisWeek = chinaWeekOf(now)
  const lastWeek = addDays(thisWeek, -7)
  return {
    id: 'weeklyCoins',
    name: '金币周榜',
    startAt: now - 30 * DAY,
    endAt: now + 30 * DAY,
    tiers: [
      { fromRank: 1, toRank: 1, coins: 500 },
      { fromRank: 4, toRank: 10, coins: 50 },
    ],
    weeks: [
      { weekStart: thisWeek, rank: 5, score: 120, rewardCoins: 50, claimed: false },
      { weekStart: lastWeek, rank: 2, score: 900, rewardCoins: 300, claimed: false },
      { weekStart: addDays(thisWeek, -14), rank: null, score: 0, rewardCoins: 0, claimed: false },
    ],
    leadersWeek: lastWeek,
    leaders: [
      { rank: 1, name: '138****2071', score: 1010, mine: false },
      { rank: 2, name: '演示用户', score: 900, mine: true },
    ],
    ...overrides,
  }
}

function mail(overrides: Partial<MailActivity> = {}): MailActivity {
  const now = Date.now()
  return {
    id: 'springMail',
    name: '新春来信',
    startAt: now - 5 * DAY,
    endAt: now + 5 * DAY,
    letters: [
      { id: 'newYear', title: '除夕红包', body: '除夕快乐！', coins: 50, sentAt: now - DAY, claimed: false },
      { id: 'lines', title: '春节线路提示', body: '', coins: 0, sentAt: now - 2 * DAY, claimed: false },
      { id: 'welcome', title: '新春来信开启', body: '', coins: 20, sentAt: now - 3 * DAY, claimed: true },
    ],
    ...overrides,
  }
}

function game(overrides: Partial<MiniGame> = {}): MiniGame {
  const now = Date.now()
  return { id: 'flipCards', name: '翻牌赢金币', startAt: now - DAY, endAt: now + DAY, playsPerDay: 3, prizes: [0, 5, 10, 20, 50, 88], plays: [], ...overrides }
}

function dealt(coins = 50): GameResult {
  return { card: 3, cards: [5, 10, 20, coins, 88, 0], play: { playedAt: Date.now(), coins }, remainCoins: 1280 + coins, expireCoins: 0 }
}

everythingOnScreen()

function coins(): { coins: CoinStore } {
  return { coins: new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 0, expiringAt: 0, todayIncome: 0, totalIncome: 0 })) }
}

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`no ${selector}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  fetchWeekly.mockReset().mockResolvedValue(weekly())
  claimWeek.mockReset().mockResolvedValue({ coins: 300, date: null, remainCoins: 1580, expireCoins: 0 })
  fetchMail.mockReset().mockResolvedValue(mail())
  claimMail.mockReset().mockResolvedValue({ coins: 50, date: null, remainCoins: 1330, expireCoins: 0 })
  fetchGame.mockReset().mockResolvedValue(game())
  play.mockReset().mockResolvedValue(dealt())
})

describe('weekly reward page', () => {
  function weekState(index: number): string | null {
    return document.querySelectorAll('.weekly-week')[index]?.getAttribute('data-state') ?? null
  }

  test('shows this week’s rank, the tiers, the weeks by state and last week’s leaders', async () => {
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('金币周榜')
    expect([weekState(0), weekState(1), weekState(2)]).toEqual(['ranking', 'claimable', 'noReward'])
    expect(screen.getByTestId('weekly-this-week').textContent).toBe('本周已获得 120 金币，当前第 5 名')
    expect([screen.getByText('第 4-10 名'), screen.getByText('演示用户（我）'), screen.getByTestId('weekly-unclaimed')]).toHaveLength(3)
  })

  test('shows the event’s picture on its header card', async () => {
    fetchWeekly.mockResolvedValue(weekly({ image: '/images/event-weekly-ranking.svg' }))
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('金币周榜')
    expect(heroPicture()).toEqual({ src: '/api/images/event-weekly-ranking.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the event has no picture', async () => {
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('金币周榜')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('receives last week’s reward once for a double tap and says the new balance', async () => {
    const answer = deferred<{ coins: number; date: null; remainCoins: number; expireCoins: number }>()
    claimWeek.mockReturnValue(answer.promise)
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取 300 金币')
    fireEvent.click(element('.weekly-week__claim'))
    fireEvent.click(element('.weekly-week__claim'))
    answer.resolve({ coins: 300, date: null, remainCoins: 1580, expireCoins: 0 })
    await waitFor(() => expect(weekState(1)).toBe('claimed'))
    expect([claimWeek.mock.calls.length, appStores.ui.toast?.text]).toEqual([1, '领取成功，金币余额 1580'])
  })

  test('says the server’s reason when a claim is refused, and reads the weeks again', async () => {
    claimWeek.mockRejectedValueOnce(new Refusal(10192, '该周奖励已过领取期限'))
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取 300 金币')
    fireEvent.click(element('.weekly-week__claim'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('该周奖励已过领取期限'))
    await waitFor(() => expect(fetchWeekly).toHaveBeenCalledTimes(2))
  })

  test('says "network error" after a lost answer and keeps the button', async () => {
    claimWeek.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取 300 金币')
    fireEvent.click(element('.weekly-week__claim'))
    await waitFor(() => expect(appStores.ui.toast?.text).toMatch(/^网络错误/))
    expect(weekState(1)).toBe('claimable')
  })

  test('shows "event ended" and no claim once the event is over', async () => {
    fetchWeekly.mockResolvedValue(weekly({ endAt: Date.now() - HOUR }))
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByTestId('event-ended')
    expect([document.querySelector('.weekly-week__claim'), weekState(1)]).toEqual([null, 'expired'])
  })

  test('shows a visitor the tiers and leaders with a login prompt, without weeks', async () => {
    fetchWeekly.mockResolvedValue(weekly({ weeks: [] }))
    renderWithStores(<WeeklyRewardPage />, { session: startedSession(), ...coins() })
    await screen.findByText('登录后查看您的排名并领取奖励')
    expect([document.querySelector('.weekly-week'), document.querySelectorAll('.weekly-leader').length]).toEqual([null, 2])
  })

  test('shows a blacklisted account why it cannot join', async () => {
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession({ riskStatus: 1 }), ...coins() })
    await screen.findByTestId('restricted-notice')
    expect(document.querySelector('.weekly-week__claim')).toBeNull()
  })

  test('shows "loading failed, retry later" with a retry that works', async () => {
    fetchWeekly.mockReset().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(weekly())
    renderWithStores(<WeeklyRewardPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('加载失败，请稍后重试')
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('金币周榜')).toBeTruthy()
  })
})

describe('mail activity page', () => {
  test('shows the letters, the coins received and a claim on the letter with coins', async () => {
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('除夕红包')
    expect(screen.getByTestId('mail-progress').textContent).toBe('已领取 20 / 70 金币')
    expect(document.querySelectorAll('.mail-letter__claim')).toHaveLength(1)
  })

  test('shows the event’s picture on its header card', async () => {
    fetchMail.mockResolvedValue(mail({ image: '/images/event-mail.svg' }))
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春来信')
    expect(heroPicture()).toEqual({ src: '/api/images/event-mail.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the event has no picture', async () => {
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春来信')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('receives a letter’s coins and says the new balance', async () => {
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取 50 金币')
    fireEvent.click(element('.mail-letter__claim'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('领取成功，金币余额 1330'))
    expect([document.querySelector('.mail-letter__claim'), screen.getAllByText('已领取')]).toEqual([null, expect.any(Array)])
  })

  test('says "receive failed" when the claim fails without a reason', async () => {
    claimMail.mockRejectedValueOnce(new Refusal(500, ''))
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取 50 金币')
    fireEvent.click(element('.mail-letter__claim'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('领取失败'))
    expect(screen.getByText('领取 50 金币')).toBeTruthy()
  })

  test('shows "event ended" and letters not claimed as expired', async () => {
    fetchMail.mockResolvedValue(mail({ endAt: Date.now() - HOUR }))
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    await screen.findByTestId('event-ended')
    expect([document.querySelector('.mail-letter__claim'), screen.getByText('已过期')]).toEqual([null, expect.anything()])
  })

  test('says there are no letters yet', async () => {
    fetchMail.mockResolvedValue(mail({ letters: [] }))
    renderWithStores(<MailActivityPage />, { session: signedInSession(), ...coins() })
    expect(await screen.findByText('暂无来信')).toBeTruthy()
  })

  test('asks a visitor to log in', async () => {
    fetchMail.mockResolvedValue(mail({ letters: [] }))
    renderWithStores(<MailActivityPage />, { session: startedSession(), ...coins() })
    await screen.findByText('登录后查看来信并领取金币')
    expect(screen.queryByText('暂无来信')).toBeNull()
  })
})

describe('mini game page', () => {
  test('shows the plays left today and six face-down cards', async () => {
    fetchGame.mockResolvedValue(game({ plays: [{ playedAt: Date.now(), coins: 0 }] }))
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('翻牌赢金币')
    expect([screen.getByTestId('game-plays-left').textContent, document.querySelectorAll('.game-card[role="button"]').length]).toEqual([
      '今日剩余 2 / 3 次',
      6,
    ])
  })

  test('shows the game’s picture on its header card', async () => {
    fetchGame.mockResolvedValue(game({ image: '/images/event-mini-game.svg' }))
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('翻牌赢金币')
    expect(heroPicture()).toEqual({ src: '/api/images/event-mini-game.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the game has no picture', async () => {
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('翻牌赢金币')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('turns a card once for a double tap, shows the cards and says the coins won', async () => {
    const answer = deferred<GameResult>()
    play.mockReturnValue(answer.promise)
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('选一张牌翻开')
    fireEvent.click(element('.game-card[data-card="3"]'))
    fireEvent.click(element('.game-card[data-card="3"]'))
    answer.resolve(dealt())
    await screen.findByTestId('game-result')
    expect([play.mock.calls.length, appStores.ui.toast?.text, element('.game-card--turned').textContent]).toEqual([
      1,
      '恭喜获得 50 金币，金币余额 1330',
      '50 金币',
    ])
  })

  test('deals again for the next play', async () => {
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('选一张牌翻开')
    fireEvent.click(element('.game-card[data-card="0"]'))
    await screen.findByText('再玩一次')
    fireEvent.click(element('.mini-game__again'))
    await screen.findByText('选一张牌翻开')
    expect(screen.getByTestId('game-plays-left').textContent).toBe('今日剩余 2 / 3 次')
  })

  test('says "operation failed" when a play fails without a reason, the cards still face down', async () => {
    play.mockRejectedValueOnce(new Refusal(500, ''))
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('选一张牌翻开')
    fireEvent.click(element('.game-card[data-card="0"]'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('操作失败'))
    expect(document.querySelectorAll('.game-card[role="button"]')).toHaveLength(6)
  })

  test('says the plays are used up and offers no card', async () => {
    const now = Date.now()
    fetchGame.mockResolvedValue(game({ plays: [0, 1, 2].map((index) => ({ playedAt: now - index * 1000, coins: 0 })) }))
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByText('今日次数已用完，明天再来')
    expect(document.querySelectorAll('.game-card[role="button"]')).toHaveLength(0)
  })

  test('shows "event ended" once the game is over', async () => {
    fetchGame.mockResolvedValue(game({ endAt: Date.now() - HOUR }))
    renderWithStores(<MiniGamePage />, { session: signedInSession(), ...coins() })
    await screen.findByTestId('event-ended')
    expect(document.querySelectorAll('.game-card[role="button"]')).toHaveLength(0)
  })

  test('asks a visitor to log in and offers no card', async () => {
    renderWithStores(<MiniGamePage />, { session: startedSession(), ...coins() })
    await screen.findByText('登录后参与小游戏')
    expect(document.querySelectorAll('.game-card[role="button"]')).toHaveLength(0)
  })
})
