import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchRefunds, requestRefund, type Refund } from '@/api/order'
import { fetchMemberRecords, type MemberRecord } from '@/api/records'
import ActivationRecordPage from '@/packages/order/activation-record'
import { host } from '@/platform'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { SessionStore } from '@/stores/session'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/api/records', () => ({ fetchMemberRecords: jest.fn() }))
jest.mock('@/api/order', () => ({ fetchRefunds: jest.fn(), requestRefund: jest.fn() }))

const mockedRecords = jest.mocked(fetchMemberRecords)
const mockedRefunds = jest.mocked(fetchRefunds)
const mockedRefund = jest.mocked(requestRefund)

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = Date.now()

function record(orderNo: string, overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    orderNo,
    level: 'vip',
    paymentMethod: 'paymentApp',
    obtainedAt: NOW - 2 * DAY_MS,
    addedDays: 20,
    benefitStart: NOW - 2 * DAY_MS,
    benefitEnd: NOW + 18 * DAY_MS,
    gifted: false,
    giftActivated: false,
    refundState: 'refundable',
    refundableUntil: NOW + 5 * DAY_MS,
    refundedAt: 0,
    ...overrides,
  }
}

const REFUND: Refund = { refundNo: 'R1', orderNo: 'M1', addedDays: 20, reason: '', requestedAt: NOW, outcome: 'refunded', refundedAt: NOW }

function signedIn(): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  return session
}

function card(container: HTMLElement, orderNo: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.order[data-order-no="${orderNo}"]`)
  if (!found) throw new Error(`no order ${orderNo}`)
  return found
}

// Taro's H5 Textarea is a web component that reports typing as an input event with detail.value
function typeReason(value: string) {
  fireEvent.input(screen.getByPlaceholderText('告诉我们退款的原因，帮助我们改进'), { target: { value } })
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedRecords.mockResolvedValue({ list: [record('M1'), record('M2', { giftActivated: true })], page: 1, total: 2, hasMore: false, wire: null })
  mockedRefunds.mockResolvedValue({ serviceUsed: false, list: [] })
  mockedRefund.mockResolvedValue(REFUND)
  window.history.replaceState(null, '', '/activationRecord')
})

afterEach(() => {
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

async function renderOrders() {
  const view = renderWithStores(<ActivationRecordPage />, { session: signedIn() })
  await waitFor(() => card(view.container, 'M1'))
  return view
}

describe('activation records', () => {
  test('asks a visitor to log in and reads nothing', () => {
    renderWithStores(<ActivationRecordPage />)
    expect(screen.getByText('登录后即可查看激活记录并申请退款')).toBeTruthy()
    expect(mockedRecords).not.toHaveBeenCalled()
  })

  test('shows the refund button on a refundable order only', async () => {
    const { container } = await renderOrders()
    expect(card(container, 'M1').querySelector('.order__refund-button')).not.toBeNull()
    expect(card(container, 'M2').querySelector('.order__refund-button')).toBeNull()
  })

  test('says why an order with a gift slot activated on it is not refundable', async () => {
    const { container } = await renderOrders()
    expect(card(container, 'M2').textContent).toContain('已激活赠送名额，本订单不再支持 7 天无理由退款')
  })

  test('shows an order whose window has closed as not refundable though the server said refundable', async () => {
    mockedRecords.mockResolvedValue({ list: [record('M1', { obtainedAt: NOW - 8 * DAY_MS })], page: 1, total: 2, hasMore: false, wire: null })
    const { container } = await renderOrders()
    expect(card(container, 'M1').getAttribute('data-refund-state')).toBe('notRefundable')
    expect(card(container, 'M1').textContent).toContain('已超过 7 天退款期限')
  })

  test('counts the reason live, an emoji once', async () => {
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    typeReason('太慢👩‍💻')
    await waitFor(() => expect(container.querySelector('.refund-sheet__count')?.textContent).toBe('3/50'))
  })

  test('refunds with the trimmed reason and says so', async () => {
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    typeReason('  太慢  ')
    fireEvent.click(container.querySelector('.refund-sheet__submit') as HTMLElement)
    await waitFor(() => expect(mockedRefund).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'M1', reason: '太慢' })))
    await waitFor(() => expect(screen.getByText('退款完成，款项将原路退回')).toBeTruthy())
  })

  test('sends one refund for a double tap on submit', async () => {
    const answer = deferred<Refund>()
    mockedRefund.mockReturnValue(answer.promise)
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    const submit = container.querySelector('.refund-sheet__submit') as HTMLElement
    fireEvent.click(submit)
    fireEvent.click(submit)
    await act(async () => answer.resolve(REFUND))
    expect(mockedRefund).toHaveBeenCalledTimes(1)
  })

  test('says "refund request failed" when no answer came, keeping the reason', async () => {
    mockedRefund.mockRejectedValue(HttpError.network())
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    typeReason('重复扣费')
    fireEvent.click(container.querySelector('.refund-sheet__submit') as HTMLElement)
    await waitFor(() => expect(screen.getByText('退款申请失败')).toBeTruthy())
    expect(container.querySelector('.refund-sheet__count')?.textContent).toBe('4/50')
  })

  test("shows the server's refusal", async () => {
    mockedRefund.mockRejectedValue(new Refusal(10330, '每位用户仅可使用一次退款服务，您已使用过'))
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    fireEvent.click(container.querySelector('.refund-sheet__submit') as HTMLElement)
    await waitFor(() => expect(screen.getAllByText('每位用户仅可使用一次退款服务，您已使用过').length).toBeGreaterThan(0))
  })

  test('tells an enterprise sub-account it cannot ask for a refund, and tells the host', async () => {
    const told = jest.spyOn(host, 'enterpriseSubAccount').mockImplementation(() => undefined)
    mockedRefund.mockRejectedValue(new Refusal(10334, 'An enterprise sub-account cannot perform this operation'))
    const { container } = await renderOrders()
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    fireEvent.click(container.querySelector('.refund-sheet__submit') as HTMLElement)
    await waitFor(() => expect(screen.getAllByText('企业子账号无法进行此操作').length).toBeGreaterThan(0))
    expect(told).toHaveBeenCalledTimes(1)
    told.mockRestore()
  })

  test('says "order refresh failed" when the orders cannot be read after the refund', async () => {
    const { container } = await renderOrders()
    mockedRecords.mockRejectedValue(HttpError.network())
    fireEvent.click(card(container, 'M1').querySelector('.order__refund-button') as HTMLElement)
    fireEvent.click(container.querySelector('.refund-sheet__submit') as HTMLElement)
    await waitFor(() => expect(screen.getByText('订单刷新失败')).toBeTruthy())
    expect(card(container, 'M1').getAttribute('data-refund-state')).toBe('refunded')
  })

  test("titles a refund with its order's level and days, as the order's card is titled", async () => {
    mockedRefunds.mockResolvedValue({ serviceUsed: true, list: [REFUND] })
    const { container } = await renderOrders()
    fireEvent.click(screen.getByText('退款记录'))
    await waitFor(() => expect(container.querySelector('.refund .order__title')?.textContent).toBe('VIP · 20 天'))
  })

  test('calls a completed refund "退款完成" on the order and on its refund', async () => {
    mockedRecords.mockResolvedValue({ list: [record('M1', { refundState: 'refunded', refundedAt: NOW })], page: 1, total: 1, hasMore: false, wire: null })
    mockedRefunds.mockResolvedValue({ serviceUsed: true, list: [REFUND] })
    const { container } = await renderOrders()
    const orderTag = card(container, 'M1').querySelector('.order__tag')?.textContent
    fireEvent.click(screen.getByText('退款记录'))
    await waitFor(() => expect([orderTag, container.querySelector('.refund .order__tag')?.textContent]).toEqual(['退款完成', '退款完成']))
  })

  test('says "get refund list failed" on the refund tab, and the retry shows the list', async () => {
    mockedRefunds.mockRejectedValueOnce(HttpError.network())
    mockedRefunds.mockResolvedValueOnce({ serviceUsed: true, list: [{ ...REFUND, reason: '太慢' }] })
    await renderOrders()
    fireEvent.click(screen.getByText('退款记录'))
    await waitFor(() => expect(screen.getByText('获取退款列表失败')).toBeTruthy())
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(screen.getByText('太慢')).toBeTruthy())
  })
})
