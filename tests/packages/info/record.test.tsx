import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchMemberRecords, type MemberRecord, type MemberRecordPage } from '@/api/records'
import { environment } from '@/config'
import RecordPage from '@/packages/info/record'
import { copyText } from '@/platform'
import { trackPageView } from '@/services/analytics'
import { Refusal } from '@/lib/refusal'
import { stores } from '@/stores'
import { SessionStore } from '@/stores/session'
import { getBySentence, keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { deferred } from '../../support/deferred'
import { chinaTime } from '../../support/time-zones'

jest.mock('@/api/records', () => ({ fetchMemberRecords: jest.fn() }))
jest.mock('@/services/analytics', () => ({ configureAnalytics: jest.fn(), trackPageView: jest.fn() }))
jest.mock('@/platform', () => ({
  ...jest.requireActual('@/platform'),
  copyText: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchMemberRecords)
const mockedTrack = jest.mocked(trackPageView)
const mockedCopy = jest.mocked(copyText)

const DAY_MS = 24 * 60 * 60 * 1000
const JAN_1 = chinaTime('2025-01-01T12:00')

function record(index: number, overrides: Partial<MemberRecord> = {}): MemberRecord {
  const obtainedAt = JAN_1 - index * 30 * DAY_MS
  return {
    orderNo: `M${String(1000 + index)}`,
    level: 'vip',
    paymentMethod: 'chatApp',
    obtainedAt,
    addedDays: 30,
    benefitStart: obtainedAt,
    benefitEnd: obtainedAt + 30 * DAY_MS,
    gifted: false,
    giftActivated: false,
    refundState: 'notRefundable',
    refundableUntil: 0,
    refundedAt: 0,
    ...overrides,
  }
}

// rows made here have no wire form to keep: no copy is kept of them
function page(list: MemberRecord[], hasMore = false, pageNumber = 1): MemberRecordPage & { wire: null } {
  return { list, page: pageNumber, total: list.length, hasMore, wire: null }
}

function signedInSession(): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  return session
}

function renderSignedIn(session = signedInSession(), translation = translationIn('zh_CN')) {
  return renderWithStores(<RecordPage />, { session, translation })
}

function statusOf(container: HTMLElement): string | null | undefined {
  return container.querySelector('.status-view')?.getAttribute('data-status')
}

function orderNumbers(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.record'), (card) => card.getAttribute('data-order-no') ?? '')
}

function card(container: HTMLElement, orderNo: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.record[data-order-no="${orderNo}"]`)
  if (!found) throw new Error(`no record ${orderNo}`)
  return found
}

/** The card's fields as label → value. */
function fields(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(element.querySelectorAll('.record-field'), (field) => [
      field.querySelector('.record-field__label')?.textContent ?? '',
      field.querySelector('.record-field__value')?.textContent ?? '',
    ]),
  )
}

function tags(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('.at-tag'), (item) => item.textContent ?? '')
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  window.history.replaceState(null, '', '/record')
})

afterEach(() => {
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

describe('record page for a visitor', () => {
  test('asks the visitor to log in', () => {
    renderWithStores(<RecordPage />)
    expect(screen.getByText('登录后即可查看您的会员购买记录')).toBeTruthy()
  })

  test('loads no records', () => {
    renderWithStores(<RecordPage />)
    expect(mockedFetch).not.toHaveBeenCalled()
  })

  test('the login button goes to login and back to the records', async () => {
    renderWithStores(<RecordPage />)
    fireEvent.click(screen.getByText('去登录'))
    await waitFor(() => expect(navigations()).toEqual(['/login?redirectUrl=/record']))
  })

  test('counts the page view', () => {
    renderWithStores(<RecordPage />)
    expect(mockedTrack).toHaveBeenCalledWith('HuiYuanJiLu_PV')
  })
})

describe('record page for a member', () => {
  test('is titled 会员记录', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderSignedIn()
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('会员记录')
  })

  test('counts the page view once', async () => {
    mockedFetch.mockResolvedValue(page([record(0)]))
    renderSignedIn()
    await screen.findByText('M1000')
    expect(mockedTrack.mock.calls).toEqual([['HuiYuanJiLu_PV']])
  })

  test('shows the loading state while the first page loads', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderSignedIn()
    expect(statusOf(container)).toBe('loading')
  })

  test('asks for the first page of ten', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    renderSignedIn()
    expect(mockedFetch).toHaveBeenCalledWith(1, 10)
  })

  test('lists the records in the order the server gave', async () => {
    mockedFetch.mockResolvedValue(page([record(0), record(1), record(2)]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(orderNumbers(container)).toEqual(['M1000', 'M1001', 'M1002'])
  })

  test("shows a record's level, days, order number, payment method and times", async () => {
    mockedFetch.mockResolvedValue(page([record(0)]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    const element = card(container, 'M1000')
    expect(element.querySelector('.record__title')?.textContent).toBe('VIP · 30 天')
    expect(fields(element)).toEqual({
      订单号: 'M1000复制',
      支付方式: '微信支付',
      获得时间: '2025-01-01',
      增加时长: '30 天',
      权益时间: '2025-01-01 至 2025-01-31',
    })
  })

  test('names a super VIP record', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { level: 'superVip', addedDays: 90 })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(card(container, 'M1000').querySelector('.record__title')?.textContent).toBe('超级 VIP · 90 天')
  })

  test('tags a gifted record and shows no payment method for it', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { gifted: true, paymentMethod: null })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    const element = card(container, 'M1000')
    expect(tags(element)).toEqual(['赠送', '不可退款'])
    expect(fields(element)).not.toHaveProperty('支付方式')
  })

  test('names a payment method the client does not know as other', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { paymentMethod: 'other' })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(fields(card(container, 'M1000'))['支付方式']).toBe('其他方式')
  })

  test("the refund link of a refundable record opens the help centre's refund question", async () => {
    mockedFetch.mockResolvedValue(page([record(0, { refundState: 'refundable', refundableUntil: JAN_1 + 7 * DAY_MS })]))
    renderSignedIn()
    fireEvent.click(await screen.findByText('如何申请退款'))
    await waitFor(() =>
      expect(navigations()).toEqual([`/helpDetails?q=如何申请退款或取消自动续费？&t=recharge&id=${environment.helpRefundQuestionId}`]),
    )
  })

  test('tags a refused refund', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { refundState: 'refused' })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(tags(card(container, 'M1000'))).toEqual(['退款被拒绝'])
    expect(container.querySelector('.record__refund-hint')).toBeNull()
  })

  test('says so when there are no records', async () => {
    mockedFetch.mockResolvedValue(page([]))
    const { container } = renderSignedIn()
    await screen.findByText('暂无会员记录')
    expect(statusOf(container)).toBe('empty')
  })

  test('shows the load-failed state when the first page fails', async () => {
    mockedFetch.mockRejectedValue(new Refusal(50001, '服务繁忙'))
    const { container } = renderSignedIn()
    await screen.findByText('会员记录加载失败，请稍后重试')
    expect(statusOf(container)).toBe('error')
  })

  test('retry loads the first page again', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page([record(0)]))
    renderSignedIn()
    fireEvent.click(await screen.findByText('重试'))
    expect(await screen.findByText('M1000')).toBeTruthy()
    expect(mockedFetch.mock.calls).toEqual([
      [1, 10],
      [1, 10],
    ])
  })

  test('loads the next page when the end of the list is in view', async () => {
    const first = Array.from({ length: 10 }, (_, index) => record(index))
    mockedFetch.mockResolvedValueOnce(page(first, true)).mockResolvedValueOnce(page([record(10)], false, 2))
    const { container } = renderSignedIn()
    await screen.findByText('M1010')
    expect(mockedFetch.mock.calls).toEqual([
      [1, 10],
      [2, 10],
    ])
    expect(orderNumbers(container)).toHaveLength(11)
  })

  test('asks for no further page once the last one arrived', async () => {
    mockedFetch.mockResolvedValueOnce(page([record(0)], true)).mockResolvedValueOnce(page([record(1)], false, 2))
    renderSignedIn()
    await screen.findByText('M1001')
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(mockedFetch).toHaveBeenCalledTimes(2)
  })

  test('keeps the rows and says so when a further page fails', async () => {
    mockedFetch.mockResolvedValueOnce(page([record(0)], true)).mockRejectedValueOnce(new Error('offline'))
    const { container } = renderSignedIn()
    await waitFor(() => expect(stores.ui.toast?.text).toBe('会员记录加载失败，请稍后重试'))
    expect(orderNumbers(container)).toEqual(['M1000'])
  })

  test('loads the records once the user logs in', async () => {
    mockedFetch.mockResolvedValue(page([record(0)]))
    const session = startedSession('https://api.test.example')
    renderWithStores(<RecordPage />, { session })
    expect(mockedFetch).not.toHaveBeenCalled()
    act(() => session.setToken('demo-token'))
    expect(await screen.findByText('M1000')).toBeTruthy()
  })

  test('copies the order number', async () => {
    mockedCopy.mockResolvedValue(true)
    mockedFetch.mockResolvedValue(page([record(0)]))
    renderSignedIn()
    await screen.findByText('M1000')
    fireEvent.click(screen.getByText('复制'))
    await waitFor(() => expect(stores.ui.toast?.text).toBe('已复制'))
    expect(mockedCopy).toHaveBeenCalledWith('M1000')
  })

  test('follows the session language', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { gifted: true, paymentMethod: null })]))
    const { container } = renderSignedIn(signedInSession(), translationIn('en_US'))
    await screen.findByText('M1000')
    expect(card(container, 'M1000').querySelector('.record__title')?.textContent).toBe('VIP · 30 days')
    expect(tags(card(container, 'M1000'))).toEqual(['Gift', 'Not refundable'])
  })

  test('a slow first page does not leave the loading state early', async () => {
    const first = deferred<MemberRecordPage & { wire: null }>()
    mockedFetch.mockReturnValue(first.promise)
    const { container } = renderSignedIn()
    expect(statusOf(container)).toBe('loading')
    await act(async () => first.resolve(page([record(0)])))
    expect(orderNumbers(container)).toEqual(['M1000'])
  })
})

describe('record dates in China time', () => {
  test('shows the dates of a record obtained early in the China morning', async () => {
    const obtainedAt = chinaTime('2025-01-01T07:30')
    mockedFetch.mockResolvedValue(page([record(0, { obtainedAt, benefitStart: obtainedAt, benefitEnd: chinaTime('2025-01-31T07:30') })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(fields(card(container, 'M1000'))).toMatchObject({ 获得时间: '2025-01-01', 权益时间: '2025-01-01 至 2025-01-31' })
  })

  test('shows until when a refundable record can be refunded, to the last moment of a China day', async () => {
    const refundableUntil = chinaTime('2025-01-08T23:59:59.999')
    mockedFetch.mockResolvedValue(page([record(0, { refundState: 'refundable', refundableUntil })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    expect(tags(card(container, 'M1000'))).toEqual(['可退款'])
    expect(getBySentence('2025-01-08 前可申请退款')).toBeTruthy()
  })

  test('keeps the last day of a refund on one line', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { refundState: 'refundable', refundableUntil: chinaTime('2025-01-08T23:59:59.999') })]))
    renderSignedIn()
    await screen.findByText('M1000')
    expect(keptWhole(getBySentence('2025-01-08 前可申请退款'))).toEqual(['2025-01-08'])
  })

  test('shows the refund time of a refunded record', async () => {
    mockedFetch.mockResolvedValue(page([record(0, { refundState: 'refunded', refundedAt: chinaTime('2025-01-03T09:00') })]))
    const { container } = renderSignedIn()
    await screen.findByText('M1000')
    const element = card(container, 'M1000')
    expect(tags(element)).toEqual(['退款完成'])
    expect(fields(element)['退款时间']).toBe('2025-01-03')
  })
})
