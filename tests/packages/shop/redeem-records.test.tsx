import { fireEvent, screen, waitFor } from '@testing-library/react'
import RedeemRecordsPage from '@/packages/shop/redeem-records'
import { datesShown, findBySentence, keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { answerPaths, orderOf, VIDEO_MONTH, VIP_DAY } from '../../support/shop'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'
import { installClipboard, removeClipboard, writeText } from '../info/contact-fixtures'

const CREATED = Date.parse('2025-06-20T10:00:00+08:00')

const ORDERS = [
  orderOf(VIDEO_MONTH, { id: 'so5', state: 'pendingPayment', createdAt: CREATED, payBefore: CREATED + 30 * 60 * 1000 }),
  orderOf(VIP_DAY, { id: 'so4', state: 'waitingIssue', createdAt: CREATED }),
  orderOf(VIP_DAY, {
    id: 'so3',
    state: 'issued',
    exchangeCode: 'EXAAAA000001',
    claimLink: 'https://www.speedup.example/claim?code=EXAAAA000001',
    claimCode: 'C0DE12345678',
    expiresAt: Date.parse('2025-09-18T10:00:00+08:00'),
  }),
  orderOf(VIP_DAY, { id: 'so2', state: 'closedViolation' }),
  orderOf(VIP_DAY, { id: 'so1', state: 'refunded' }),
]

function page(list = ORDERS) {
  return { code: 200, data: { list, page: 1, hasMore: false, total: list.length } }
}

function orderRow(id: string): HTMLElement {
  const rows = screen.getAllByTestId('exchange-order')
  const index = ORDERS.findIndex((order) => order.id === id)
  return rows[index]
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  installClipboard()
  // ten minutes after the orders were made: so5 still waits for its price difference
  jest.spyOn(Date, 'now').mockReturnValue(CREATED + 10 * 60 * 1000)
})

afterEach(() => {
  removeClipboard()
  jest.restoreAllMocks()
})

describe('exchange records page', () => {
  test('says each order’s state in the user’s words (spec 4)', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    await screen.findByText('待支付差价')
    expect(screen.getAllByTestId('exchange-order').map((row) => row.getAttribute('data-state'))).toEqual([
      'pendingPayment',
      'waitingIssue',
      'issued',
      'closedViolation',
      'refunded',
    ])
  })

  test('gives a pending payment the moment the price difference must be paid by', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    expect(await findBySentence('请在 2025-06-20 10:30 前支付差价 ¥9.90，逾期订单关闭、金币退回')).toBeTruthy()
  })

  test('gives an order waiting for issue the last of its 2 working days', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    // ordered on a Friday: Monday and Tuesday are the two working days
    expect(await findBySentence('将在 2 个工作日内发放（2025-06-24 前）')).toBeTruthy()
  })

  test.each(['so5', 'so4', 'so3'])('keeps every date of order %s on one line: exchanged, pay before, issue by, valid until', async (id) => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    await screen.findByText('C0DE12345678')
    const row = orderRow(id)
    expect(datesShown(row).length).toBeGreaterThan(1)
    expect(keptWhole(row)).toEqual(datesShown(row))
  })

  test('says a refunded order gave its coins back', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    expect(await screen.findByText('订单已失效或过期，100 金币已退回')).toBeTruthy()
  })

  test('shows an issued card’s claim link, claim code and expiry', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    await screen.findByText('C0DE12345678')
    expect(orderRow('so3').textContent).toContain('https://www.speedup.example/claim?code=EXAAAA000001')
    expect(orderRow('so3').textContent).toContain('有效期至 2025-09-18')
  })

  test('copies the claim code and says so', async () => {
    answerPaths({ '/shop/orders': page() })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    await screen.findByText('C0DE12345678')
    fireEvent.click(screen.getByLabelText('复制 领取码'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('C0DE12345678'))
    expect(await screen.findByText('已复制')).toBeTruthy()
  })

  test('says when there are no exchanges', async () => {
    answerPaths({ '/shop/orders': page([]) })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    expect(await screen.findByText('暂无兑换记录')).toBeTruthy()
  })

  test('shows the load failure and the orders after a retry', async () => {
    let fail = true
    answerPaths({ '/shop/orders': () => (fail ? { code: 500, msg: 'down' } : page()) })
    renderWithStores(<RedeemRecordsPage />, { session: signedInSession() })
    await screen.findByText('列表加载失败')
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('待支付差价')).toBeTruthy()
  })

  test('asks a visitor to log in and asks for nothing', async () => {
    answerPaths({})
    const session = startedSession()
    session.setToken(undefined)
    renderWithStores(<RedeemRecordsPage />, { session })
    expect(await screen.findByText('登录后查看兑换记录')).toBeTruthy()
    expect(taroFake.requests).toHaveLength(0)
  })

  test('waits for the host’s token before saying anything about a visitor (no-wait route)', async () => {
    answerPaths({})
    renderWithStores(<RedeemRecordsPage />, { session: startedSession() })
    await waitFor(() => expect(document.querySelector('[data-status="loading"]')).toBeTruthy())
    expect(screen.queryByText('登录后查看兑换记录')).toBeNull()
  })
})
