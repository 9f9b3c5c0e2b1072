import { fireEvent, screen, waitFor } from '@testing-library/react'
import { claimCoinEventDay, claimFestivalGift, fetchCoinEvent, fetchFestivalGift, type CoinEvent, type FestivalGift } from '@/api/events'
import { chinaDateOf } from '@/lib/calendar'
import { eventDates } from '@/lib/point-events'
import CoinEventPage from '@/packages/events/coin-event'
import FestivalGiftPage from '@/packages/events/festival-gift'
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
  fetchFestivalGift: jest.fn(),
  claimFestivalGift: jest.fn(),
  fetchCoinEvent: jest.fn(),
  claimCoinEventDay: jest.fn(),
}))

const HOUR = 3_600_000
const DAY = 24 * HOUR
const fetchGift = jest.mocked(fetchFestivalGift)
const claimGift = jest.mocked(claimFestivalGift)
const fetchEvent = jest.mocked(fetchCoinEvent)
const claimDay = jest.mocked(claimCoinEventDay)

function gift(overrides: Partial<FestivalGift> = {}): FestivalGift {
  const now = Date.now()
  return { id: 'nationalDay', name: '国庆节日礼包', startAt: now - DAY, endAt: now + DAY, rewardCoins: 30, claimed: false, ...overrides }
}

function coinEvent(overrides: Partial<CoinEvent> = {}): CoinEvent {
  const now = Date.now()
  const dates = eventDates(chinaDateOf(now - 3 * DAY), 7)
  return {
    id: 'springCoins',
    name: '新春金币节',
    startAt: now - 4 * DAY,
    endAt: now + 4 * DAY,
    days: dates.map((date, index) => ({ date, coins: [10, 10, 20, 10, 10, 20, 50][index] })),
    claimedDates: [dates[0], dates[2]],
    ...overrides,
  }
}

everythingOnScreen()

function coins(): { coins: CoinStore } {
  return { coins: new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 0, expiringAt: 0, todayIncome: 0, totalIncome: 0 })) }
}

function claimButton(selector: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(selector)
  if (!button) throw new Error(`no ${selector}`)
  return button
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  fetchGift.mockReset().mockResolvedValue(gift())
  claimGift.mockReset().mockResolvedValue({ coins: 30, date: chinaDateOf(Date.now()), remainCoins: 1310, expireCoins: 0 })
  fetchEvent.mockReset().mockResolvedValue(coinEvent())
  claimDay.mockReset().mockResolvedValue({ coins: 10, date: chinaDateOf(Date.now()), remainCoins: 1290, expireCoins: 0 })
})

describe('festival gift page', () => {
  test('shows the gift, its coins and its period in China time', async () => {
    fetchGift.mockResolvedValue(gift({ startAt: Date.parse('2026-10-01T00:00+08:00') }))
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('国庆节日礼包')
    expect([screen.getByText('30 金币').textContent, document.querySelector('.event-period')?.textContent]).toEqual(['30 金币', expect.stringMatching(/^活动时间：2026-10-01 00:00 至/)])
  })

  test('shows the gift’s picture on its header card', async () => {
    fetchGift.mockResolvedValue(gift({ image: '/images/event-festival.svg' }))
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('国庆节日礼包')
    expect(heroPicture()).toEqual({ src: '/api/images/event-festival.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the gift has no picture', async () => {
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('国庆节日礼包')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('receives the gift once and says the new balance', async () => {
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('立即领取')
    fireEvent.click(claimButton('.festival-gift__claim'))
    await screen.findByText('已领取')
    expect(appStores.ui.toast?.text).toBe('领取成功，金币余额 1310')
  })

  test('sends one claim for a double tap, with a request id', async () => {
    const answer = deferred<{ coins: number; date: string; remainCoins: number; expireCoins: number }>()
    claimGift.mockReturnValue(answer.promise)
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('立即领取')
    fireEvent.click(claimButton('.festival-gift__claim'))
    fireEvent.click(claimButton('.festival-gift__claim'))
    answer.resolve({ coins: 30, date: '', remainCoins: 1310, expireCoins: 0 })
    await screen.findByText('已领取')
    expect([claimGift.mock.calls.length, claimGift.mock.calls[0][1]]).toEqual([1, expect.stringMatching(/^[0-9a-f]{32}$/)])
  })

  test('says "receive failed" when the claim fails without a reason, and keeps the button', async () => {
    claimGift.mockRejectedValueOnce(new Refusal(500, ''))
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('立即领取')
    fireEvent.click(claimButton('.festival-gift__claim'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('领取失败'))
    expect(screen.getByText('立即领取')).toBeTruthy()
  })

  test('shows "event ended" when the event is over, with no button', async () => {
    fetchGift.mockResolvedValue(gift({ startAt: Date.now() - 8 * DAY, endAt: Date.now() - HOUR }))
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByTestId('event-ended')
    expect([screen.getByText('活动已结束'), document.querySelector('.festival-gift__claim')]).toEqual([expect.anything(), null])
  })

  test('says when an upcoming event starts', async () => {
    fetchGift.mockResolvedValue(gift({ startAt: Date.parse('2030-10-01T00:00+08:00'), endAt: Date.parse('2030-10-08T00:00+08:00') }))
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await waitFor(() => expect(document.querySelector('.event-starts')?.textContent).toBe('活动将于 2030-10-01 开始'))
  })

  test('asks a visitor to log in and offers no claim', async () => {
    renderWithStores(<FestivalGiftPage />, { session: startedSession(), ...coins() })
    await screen.findByText('国庆节日礼包')
    expect([screen.getByText('登录后领取节日福利'), document.querySelector('.festival-gift__claim')]).toEqual([expect.anything(), null])
  })

  test('shows a blacklisted account why it cannot join', async () => {
    renderWithStores(<FestivalGiftPage />, { session: signedInSession({ riskStatus: 1 }), ...coins() })
    await screen.findByTestId('restricted-notice')
    expect(document.querySelector('.festival-gift__claim')).toBeNull()
  })

  test('shows "loading failed, retry later" with a retry that works', async () => {
    fetchGift.mockReset().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(gift())
    renderWithStores(<FestivalGiftPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('加载失败，请稍后重试')
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('国庆节日礼包')).toBeTruthy()
  })
})

describe('coin event page', () => {
  function dayStates(): Array<string | null> {
    return Array.from(document.querySelectorAll('.coin-event-day'), (day) => day.getAttribute('data-state'))
  }

  test('shows each day claimed, missed, today or to come, and the coins received', async () => {
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春金币节')
    expect(dayStates()).toEqual(['claimed', 'missed', 'claimed', 'today', 'upcoming', 'upcoming', 'upcoming'])
    expect(screen.getByTestId('coin-event-progress').textContent).toBe('已领取 30 / 130 金币')
  })

  test('shows the event’s picture on its header card', async () => {
    fetchEvent.mockResolvedValue(coinEvent({ image: '/images/event-coin-week.svg' }))
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春金币节')
    expect(heroPicture()).toEqual({ src: '/api/images/event-coin-week.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the event has no picture', async () => {
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春金币节')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('shows the star on the header card’s tile once the event’s picture fails to load', async () => {
    fetchEvent.mockResolvedValue(coinEvent({ image: '/images/missing.svg' }))
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('新春金币节')
    fireEvent.error(document.querySelector('.event-hero__image img') as HTMLImageElement)
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('receives today’s coins and marks the day', async () => {
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('领取今日 10 金币')
    fireEvent.click(claimButton('.coin-event__claim'))
    await screen.findByText('今日已领取，明天再来')
    expect([dayStates()[3], appStores.ui.toast?.text]).toEqual(['claimed', '领取成功，金币余额 1290'])
  })

  test('shows "event ended" after the last day', async () => {
    fetchEvent.mockResolvedValue(coinEvent({ endAt: Date.now() - HOUR }))
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByTestId('event-ended')
    expect(document.querySelector('.coin-event__claim')).toBeNull()
  })

  test('asks a visitor to log in', async () => {
    renderWithStores(<CoinEventPage />, { session: startedSession(), ...coins() })
    await screen.findByText('登录后参与金币活动')
    expect(document.querySelector('.coin-event__claim')).toBeNull()
  })

  test('shows "loading failed, retry later" with a retry that works', async () => {
    fetchEvent.mockReset().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(coinEvent())
    renderWithStores(<CoinEventPage />, { session: signedInSession(), ...coins() })
    await screen.findByText('加载失败，请稍后重试')
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('新春金币节')).toBeTruthy()
  })
})
