import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { claimMessageReward, fetchMessages, markMessageRead, type ClaimResult, type InboxMessage, type MessagePage } from '@/api/messages'
import NoticePage from '@/packages/info/notice'
import { trackPageView } from '@/services/analytics'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores } from '@/stores'
import { resetAppStores, renderWithStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { deferred } from '../../support/deferred'
import { chinaTime } from '../../support/time-zones'

jest.mock('@/services/analytics', () => ({ configureAnalytics: jest.fn(), trackPageView: jest.fn() }))
jest.mock('@/api/messages', () => ({
  ...jest.requireActual<object>('@/api/messages'),
  fetchMessages: jest.fn(),
  markMessageRead: jest.fn(),
  claimMessageReward: jest.fn(),
}))

const mockedTrackPageView = jest.mocked(trackPageView)

const HOUR = 3600 * 1000
const NOW = Date.now()

/** A message as the API gives it: unread, no reward, unless said otherwise. */
function message(id: string, fields: Pick<InboxMessage, 'kind' | 'title' | 'content' | 'createdAt'> & Partial<InboxMessage>): InboxMessage {
  return { id, read: false, reward: null, claimed: false, ...fields }
}

const GIFT = message('m6', {
  kind: 'reward',
  title: '中秋节福利已送达',
  content: '中秋快乐！送您 66 金币。',
  createdAt: NOW - 2 * HOUR,
  reward: { coins: 66, vipHours: 0 },
})
const MEMBERSHIP = message('m5', { kind: 'membership', title: '会员到期提醒', content: '您的 VIP 会员将于 2025-01-20 到期。', createdAt: NOW - 5 * HOUR })
const QUIZ = message('m4', {
  kind: 'sportsQuiz',
  title: '世界杯竞猜奖励',
  content: '恭喜您在「阿根廷 vs 法国」的竞猜中预测正确。',
  createdAt: NOW - 27 * HOUR,
  reward: { coins: 88, vipHours: 0 },
})
const COMPENSATION = message('m2', {
  kind: 'reward',
  title: '线路故障补偿',
  content: '特补偿 24 小时 VIP 时长。',
  createdAt: NOW - 240 * HOUR,
  read: true,
  reward: { coins: 0, vipHours: 24 },
  claimed: true,
})
const NOTICE = message('m3', { kind: 'system', title: '线路维护通知', content: '香港、东京线路维护。', createdAt: NOW - 72 * HOUR, read: true })

const INBOX = [GIFT, MEMBERSHIP, QUIZ, NOTICE, COMPENSATION]
const CLAIMED_GIFT: ClaimResult = { id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 0 }

function pageOf(list: InboxMessage[], extra: Partial<MessagePage> = {}): MessagePage {
  return { list: list.map((item) => ({ ...item })), page: 1, hasMore: false, unread: list.filter((item) => !item.read).length, ...extra }
}

/** The message endpoints the page's store calls, reset for each test. */
function fakeApi() {
  const api = { list: jest.mocked(fetchMessages), markRead: jest.mocked(markMessageRead), claim: jest.mocked(claimMessageReward) }
  Object.values(api).forEach((endpoint) => endpoint.mockReset())
  return api
}

function renderSignedIn() {
  stores.session.setToken('demo-token')
  return renderWithStores(<NoticePage />)
}

/** Signs in and waits until the whole inbox is shown; `api` may already hold a test's other answers. */
async function openInbox(api = fakeApi()) {
  api.list.mockResolvedValue(pageOf(INBOX))
  const view = renderSignedIn()
  await screen.findByText(GIFT.title)
  return { api, ...view }
}

function card(title: string): HTMLElement {
  const element = screen.getByText(title).closest<HTMLElement>('.message-card')
  if (!element) throw new Error(`${title} is not in a message card`)
  return element
}

function button(scope: HTMLElement, text: string): HTMLElement {
  const element = within(scope).getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!element) throw new Error(`${text} is not an AtButton`)
  return element
}

function tap(title: string, text: string): void {
  fireEvent.click(button(card(title), text))
}

/** A finger pulling the list down 160 px from its top and letting go: past the refresh threshold. */
function pullDown(container: HTMLElement): void {
  const list = container.querySelector<HTMLElement>('.scroll-list')
  if (!list) throw new Error('no .scroll-list rendered')
  fireEvent.touchStart(list, { touches: [{ clientY: 100 }] })
  fireEvent.touchMove(list, { touches: [{ clientY: 180 }] })
  fireEvent.touchMove(list, { touches: [{ clientY: 260 }] })
  fireEvent.touchEnd(list)
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  window.history.replaceState(null, '', '/notice')
})

afterEach(() => {
  jest.restoreAllMocks()
})

afterAll(() => {
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

describe('message centre for a visitor', () => {
  test('asks the visitor to log in instead of listing messages', () => {
    const api = fakeApi()
    renderWithStores(<NoticePage />)
    expect(screen.getByText('登录后即可查看消息、领取奖励')).toBeTruthy()
    expect(api.list).not.toHaveBeenCalled()
  })

  test('the login button goes to login and back to the message centre', async () => {
    renderWithStores(<NoticePage />)
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(navigations()).toEqual(['/login?redirectUrl=/notice']))
  })

  test('tracks the message-centre page view', () => {
    renderWithStores(<NoticePage />)
    expect(mockedTrackPageView).toHaveBeenCalledWith('XiaoXiZhongXin_PV')
  })
})

describe('message centre', () => {
  test('is titled 消息中心', async () => {
    const api = fakeApi()
    api.list.mockResolvedValue(pageOf(INBOX))
    const { container } = renderSignedIn()
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('消息中心')
    await screen.findByText('中秋节福利已送达')
  })

  test('tracks the message-centre page view once', async () => {
    await openInbox()
    expect(mockedTrackPageView.mock.calls).toEqual([['XiaoXiZhongXin_PV']])
  })

  test('shows the loading state while the messages load', () => {
    const api = fakeApi()
    api.list.mockReturnValue(new Promise(() => undefined))
    const { container } = renderSignedIn()
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('loading')
  })

  test('lists the messages newest first with their kind, time and text', async () => {
    const { container } = await openInbox()
    const titles = Array.from(container.querySelectorAll('.message-card__title'), (title) => title.textContent)
    expect(titles).toEqual(['中秋节福利已送达', '会员到期提醒', '世界杯竞猜奖励', '线路维护通知', '线路故障补偿'])
    expect(within(card('世界杯竞猜奖励')).getByText('世界杯竞猜')).toBeTruthy()
    expect(within(card('线路维护通知')).getByText('香港、东京线路维护。')).toBeTruthy()
    expect(card('线路维护通知').querySelector('.message-card__time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })

  test('marks the unread messages and counts them', async () => {
    const { container } = await openInbox()
    expect(await screen.findByText('3 条未读')).toBeTruthy()
    expect(container.querySelectorAll('.message-card__dot')).toHaveLength(3)
    expect(card('线路维护通知').querySelector('.message-card__dot')).toBeNull()
  })

  test('tapping an unread message marks it read', async () => {
    const api = fakeApi()
    api.markRead.mockResolvedValue(2)
    await openInbox(api)
    fireEvent.click(screen.getByText('会员到期提醒'))
    await waitFor(() => expect(card('会员到期提醒').querySelector('.message-card__dot')).toBeNull())
    expect(api.markRead).toHaveBeenCalledWith('m5')
    expect(screen.getByText('2 条未读')).toBeTruthy()
  })

  test('shows the empty state when there is no message', async () => {
    const api = fakeApi()
    api.list.mockResolvedValue(pageOf([]))
    renderSignedIn()
    expect(await screen.findByText('暂无消息')).toBeTruthy()
  })

  test('shows the error state with a retry, and the retry lists the messages', async () => {
    const api = fakeApi()
    api.list.mockRejectedValueOnce(HttpError.network()).mockResolvedValueOnce(pageOf(INBOX))
    renderSignedIn()
    expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('中秋节福利已送达')).toBeTruthy()
  })

  test('rewards show what they give', async () => {
    await openInbox()
    expect(within(card('中秋节福利已送达')).getByText('66 金币')).toBeTruthy()
    expect(within(card('线路故障补偿')).getByText('1 天会员')).toBeTruthy()
  })

  test('a message without a reward has no claim button', async () => {
    await openInbox()
    expect(card('线路维护通知').querySelector('.at-button')).toBeNull()
  })

  test('a reward claimed before shows as claimed and cannot be tapped', async () => {
    const { api } = await openInbox()
    const claimed = button(card('线路故障补偿'), '已领取')
    expect(claimed.classList.contains('at-button--disabled')).toBe(true)
    fireEvent.click(claimed)
    expect(api.claim).not.toHaveBeenCalled()
  })

  test('claiming a reward turns its button into 已领取 and tells the new balance', async () => {
    const { api } = await openInbox()
    api.claim.mockResolvedValue(CLAIMED_GIFT)
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(within(card('中秋节福利已送达')).getByText('已领取')).toBeTruthy())
    expect(api.claim).toHaveBeenCalledWith('m6')
    expect(stores.ui.toast?.text).toBe('领取成功，金币余额 1346')
  })

  test('claiming moves the welfare coin balance to the server figure', async () => {
    const { api } = await openInbox()
    api.claim.mockResolvedValue(CLAIMED_GIFT)
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(stores.coins.remainCoins).toBe(1346))
  })

  test('two taps in one frame send one claim', async () => {
    const answer = deferred<ClaimResult>()
    const { api } = await openInbox()
    api.claim.mockReturnValueOnce(answer.promise)
    const claim = button(card('中秋节福利已送达'), '领取')
    act(() => {
      claim.click()
      claim.click()
    })
    await act(async () => answer.resolve(CLAIMED_GIFT))
    expect(api.claim).toHaveBeenCalledTimes(1)
  })

  test('ten taps on a claim, answered late, send one claim and one read', async () => {
    const read = deferred<number>()
    const claimed = deferred<ClaimResult>()
    const { api } = await openInbox()
    api.markRead.mockReturnValueOnce(read.promise)
    api.claim.mockReturnValueOnce(claimed.promise)
    const claim = button(card('中秋节福利已送达'), '领取')
    act(() => {
      for (let tap = 0; tap < 10; tap += 1) claim.click()
    })
    await act(async () => {
      read.resolve(2)
      claimed.resolve(CLAIMED_GIFT)
    })
    await waitFor(() => expect(within(card('中秋节福利已送达')).getByText('已领取')).toBeTruthy())
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length]).toEqual([1, 1])
  })

  test('taps on a claim spread over its late answer send one claim and one read', async () => {
    const read = deferred<number>()
    const claimed = deferred<ClaimResult>()
    const { api } = await openInbox()
    api.markRead.mockReturnValueOnce(read.promise)
    api.claim.mockReturnValueOnce(claimed.promise)
    for (let tap = 0; tap < 5; tap += 1) {
      fireEvent.click(button(card('中秋节福利已送达'), '领取'))
      await act(async () => undefined)
    }
    await act(async () => read.resolve(2))
    for (let tap = 0; tap < 5; tap += 1) {
      fireEvent.click(button(card('中秋节福利已送达'), '领取'))
      await act(async () => undefined)
    }
    await act(async () => claimed.resolve(CLAIMED_GIFT))
    await waitFor(() => expect(within(card('中秋节福利已送达')).getByText('已领取')).toBeTruthy())
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length]).toEqual([1, 1])
  })

  test('the claim button is disabled while the claim runs', async () => {
    const { api } = await openInbox()
    api.claim.mockReturnValueOnce(new Promise(() => undefined))
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(button(card('中秋节福利已送达'), '领取').classList.contains('at-button--disabled')).toBe(true))
  })

  test('a tap on 已领取 after a claim sends nothing', async () => {
    const { api } = await openInbox()
    api.claim.mockResolvedValue(CLAIMED_GIFT)
    tap('中秋节福利已送达', '领取')
    const claimed = await waitFor(() => button(card('中秋节福利已送达'), '已领取'))
    fireEvent.click(claimed)
    expect(api.claim).toHaveBeenCalledTimes(1)
  })

  test('a failed claim shows the reason and keeps the claim button', async () => {
    const { api } = await openInbox()
    api.claim.mockRejectedValueOnce(new Refusal(10141, '账号存在风险，暂时无法领取'))
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(stores.ui.toast?.text).toBe('账号存在风险，暂时无法领取'))
    // the toast comes first; the button leaves its busy state on the next render
    await waitFor(() => expect(button(card('中秋节福利已送达'), '领取').classList.contains('at-button--disabled')).toBe(false))
  })

  test('a claim that fails without a reason says 领取失败', async () => {
    const { api } = await openInbox()
    api.claim.mockRejectedValueOnce(new Error('unexpected'))
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(stores.ui.toast?.text).toBe('领取失败'))
  })

  test('a reward the server says was already claimed shows the reason and the claimed state', async () => {
    const { api } = await openInbox()
    api.claim.mockRejectedValueOnce(new Refusal(10311, '该奖励已领取，请勿重复领取'))
    tap('中秋节福利已送达', '领取')
    await waitFor(() => expect(within(card('中秋节福利已送达')).getByText('已领取')).toBeTruthy())
    expect(stores.ui.toast?.text).toBe('该奖励已领取，请勿重复领取')
  })

  test('the sports-quiz reward is claimed here', async () => {
    const { api } = await openInbox()
    api.claim.mockResolvedValue({ id: 'm4', coins: 88, vipHours: 0, remainCoins: 1368, vipExpireAt: 0 })
    tap('世界杯竞猜奖励', '领取')
    await waitFor(() => expect(within(card('世界杯竞猜奖励')).getByText('已领取')).toBeTruthy())
    expect(api.claim).toHaveBeenCalledWith('m4')
  })

  test('a VIP reward tells the hours received', async () => {
    const api = fakeApi()
    const vipGift: InboxMessage = { ...COMPENSATION, id: 'm7', claimed: false }
    api.list.mockResolvedValue(pageOf([vipGift]))
    api.claim.mockResolvedValue({ id: 'm7', coins: 0, vipHours: 24, remainCoins: 1280, vipExpireAt: NOW + 24 * HOUR })
    renderSignedIn()
    await screen.findByText('线路故障补偿')
    tap('线路故障补偿', '领取')
    await waitFor(() => expect(stores.ui.toast?.text).toBe('领取成功，已获得 24 小时 VIP'))
  })

  test('recharge now on a membership message opens the membership benefits page', async () => {
    await openInbox()
    tap('会员到期提醒', '立即充值')
    await waitFor(() => expect(navigations()).toEqual(['/memberi']))
  })

  test('only membership messages offer recharge now', async () => {
    await openInbox()
    expect(screen.getAllByText('立即充值')).toHaveLength(1)
  })

  test('loads the next page when the end of the list is in view, and the list says all is loaded', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf([GIFT], { hasMore: true })).mockResolvedValueOnce(pageOf([NOTICE], { page: 2 }))
    const { container } = renderSignedIn()
    expect(await screen.findByText('线路维护通知')).toBeTruthy()
    expect(api.list.mock.calls).toEqual([
      [1, 10],
      [2, 10],
    ])
    await waitFor(() => expect(container.querySelector('.scroll-list__footer')?.textContent).toBe('已加载全部'))
  })

  test('a failed next page is told and keeps the messages shown', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf([GIFT], { hasMore: true })).mockRejectedValueOnce(HttpError.network())
    const { container } = renderSignedIn()
    await waitFor(() => expect(stores.ui.toast?.text).toBe('网络错误，请检查网络后重试'))
    expect(Array.from(container.querySelectorAll('.message-card__title'), (title) => title.textContent)).toEqual(['中秋节福利已送达'])
  })

  test('pulling the list down loads the first page again and shows it', async () => {
    const api = fakeApi()
    const fresh: InboxMessage = { ...NOTICE, id: 'm8', title: '新版本上线', read: false }
    api.list.mockResolvedValueOnce(pageOf(INBOX)).mockResolvedValueOnce(pageOf([fresh, ...INBOX]))
    const { container } = renderSignedIn()
    await screen.findByText('中秋节福利已送达')
    pullDown(container)
    expect(await screen.findByText('新版本上线')).toBeTruthy()
    expect(api.list.mock.calls).toEqual([
      [1, 10],
      [1, 10],
    ])
    expect(screen.getByText('4 条未读')).toBeTruthy()
  })

  test('a failed pull to refresh is told and keeps the messages shown', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf(INBOX)).mockRejectedValueOnce(HttpError.network())
    const { container } = renderSignedIn()
    await screen.findByText('中秋节福利已送达')
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    pullDown(container)
    await waitFor(() => expect(stores.ui.toast?.text).toBe('网络错误，请检查网络后重试'))
    expect(container.querySelectorAll('.message-card')).toHaveLength(5)
  })

  test('loads the messages again in the new language when the language changes', async () => {
    const { api } = await openInbox()
    act(() => stores.translation.setLanguage('en_US'))
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2))
    expect(await screen.findByText('Messages')).toBeTruthy()
  })
})

describe('message times in China time', () => {
  test.each([
    { when: '23:30 UTC on 29 April', createdAt: Date.UTC(2026, 3, 29, 23, 30), shown: '2026-04-30 07:30' },
    { when: 'the last minute of 2025 in China', createdAt: chinaTime('2025-12-31T23:59:59'), shown: '2025-12-31 23:59' },
  ])('shows a message sent at $when as $shown', async ({ createdAt, shown }) => {
    const api = fakeApi()
    api.list.mockResolvedValue(pageOf([{ ...NOTICE, createdAt }]))
    renderSignedIn()
    await screen.findByText(NOTICE.title)
    expect(card(NOTICE.title).querySelector('.message-card__time')?.textContent).toBe(shown)
  })
})
