import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { endAutoRenew, fetchAutoRenew, type AutoRenewContract } from '@/api/membership'
import { chinaDateOf } from '@/lib/calendar'
import { CODE_CONTRACT_ENDED, CODE_MEMBERSHIP_ENTERPRISE } from '@/lib/membership'
import WxPayManagePage from '@/packages/membership/wx-pay-manage'
import { environment } from '@/config'
import { host } from '@/platform'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import type { SessionStore } from '@/stores/session'
import { getBySentence, keptWhole } from '../../support/dates'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { contract, NOW } from './fixtures'

jest.mock('@/api/membership', () => ({ fetchAutoRenew: jest.fn(), endAutoRenew: jest.fn() }))

const mockedFetch = jest.mocked(fetchAutoRenew)
const mockedEnd = jest.mocked(endAutoRenew)

function signedIn(): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  return session
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

function card(container: HTMLElement, contractNo: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.contract[data-contract-no="${contractNo}"]`)
  if (!found) throw new Error(`no contract ${contractNo}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockResolvedValue({ enterpriseSubAccount: false, contracts: [contract('W1'), contract('Z1', { level: 'superVip', endedAt: NOW - 1000, nextRenewalAt: 0 })] })
  mockedEnd.mockImplementation(async ({ contractNo }) => contract(contractNo, { endedAt: NOW, nextRenewalAt: 0 }))
  window.history.replaceState(null, '', '/wxPayManage')
})

afterEach(() => {
  jest.restoreAllMocks()
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

async function renderPage() {
  const view = renderWithStores(<WxPayManagePage />, { session: signedIn() })
  await waitFor(() => card(view.container, 'W1'))
  return view
}

function askToEnd(container: HTMLElement) {
  fireEvent.click(card(container, 'W1').querySelector('.contract__end') as HTMLElement)
}

function confirm(container: HTMLElement) {
  fireEvent.click(container.querySelector('.renew__confirm .confirm-sheet__confirm') as HTMLElement)
}

describe('/wxPayManage', () => {
  test('asks a visitor to log in and reads nothing', () => {
    const session = startedSession('https://api.test.example')
    // the host answered: no token
    session.setToken(undefined)
    renderWithStores(<WxPayManagePage />, { session })
    expect(screen.getByText('登录后即可管理自动续费')).toBeTruthy()
    expect(mockedFetch).not.toHaveBeenCalled()
  })

  test('waits for the host before calling anyone a visitor (no-wait route)', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<WxPayManagePage />, { session })
    expect(screen.queryByText('登录后即可管理自动续费')).toBeNull()
  })

  test('shows the active contract: level, monthly price, next renewal in China time, renewals', async () => {
    const { container } = await renderPage()
    const active = card(container, 'W1')
    expect(active.textContent).toContain('VIP 连续包月')
    expect(active.textContent).toContain('¥25.00/月')
    expect(active.querySelector('.contract__next')?.textContent).toBe(chinaDateOf(NOW + 6 * 24 * 60 * 60 * 1000))
    expect(active.textContent).toContain('3 次')
    expect(card(container, 'Z1').getAttribute('data-state')).toBe('ended')
    expect(card(container, 'Z1').querySelector('.contract__end')).toBeNull()
  })

  test('the confirm says what the member keeps: the paid time, to its date', async () => {
    const { container } = await renderPage()
    askToEnd(container)
    await waitFor(() => expect(getBySentence(`关闭后将不再自动扣费。已支付的会员时长不受影响，VIP 可继续使用至 ${chinaDateOf(NOW + 45 * 24 * 60 * 60 * 1000)}。`)).toBeTruthy())
    expect(mockedEnd).not.toHaveBeenCalled()
  })

  test('the confirm keeps the date the paid time lasts to on one line', async () => {
    const { container } = await renderPage()
    askToEnd(container)
    const paidUntil = chinaDateOf(NOW + 45 * 24 * 60 * 60 * 1000)
    await waitFor(() => expect(keptWhole(getBySentence(`关闭后将不再自动扣费。已支付的会员时长不受影响，VIP 可继续使用至 ${paidUntil}。`))).toEqual([paidUntil]))
  })

  test('ends the contract after the confirm and moves it to the ended ones', async () => {
    const { container } = await renderPage()
    askToEnd(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('已关闭自动续费')).toBeTruthy())
    expect(card(container, 'W1').getAttribute('data-state')).toBe('ended')
    expect(container.querySelector('.renew__active')).toBeNull()
  })

  test('sends one request for a double tap on the confirm', async () => {
    const answer = deferred<AutoRenewContract>()
    mockedEnd.mockReturnValue(answer.promise)
    const { container } = await renderPage()
    askToEnd(container)
    confirm(container)
    confirm(container)
    await act(async () => answer.resolve(contract('W1', { endedAt: NOW })))
    expect(mockedEnd).toHaveBeenCalledTimes(1)
  })

  test('says "operation failed" when no answer came, and the retry sends the same request id', async () => {
    mockedEnd.mockRejectedValueOnce(HttpError.network())
    const { container } = await renderPage()
    askToEnd(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('操作失败')).toBeTruthy())
    askToEnd(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('已关闭自动续费')).toBeTruthy())
    const [first, second] = mockedEnd.mock.calls.map(([request]) => request.requestId)
    expect(second).toBe(first)
  })

  test('shows the server’s refusal', async () => {
    mockedEnd.mockRejectedValue(new Refusal(CODE_CONTRACT_ENDED, '该自动续费已关闭'))
    const { container } = await renderPage()
    askToEnd(container)
    confirm(container)
    await waitFor(() => expect(screen.getByText('该自动续费已关闭')).toBeTruthy())
  })

  test('refuses an enterprise sub-account without sending, and tells the host', async () => {
    const told = jest.spyOn(host, 'enterpriseSubAccount').mockImplementation(() => undefined)
    mockedFetch.mockResolvedValue({ enterpriseSubAccount: true, contracts: [contract('W1')] })
    const { container } = await renderPage()
    expect(container.querySelector('.manage__notice')?.textContent).toBe('企业子账号无法进行此操作')
    askToEnd(container)
    await waitFor(() => expect(screen.getAllByText('企业子账号无法进行此操作').length).toBe(2))
    expect(told).toHaveBeenCalledTimes(1)
    expect(mockedEnd).not.toHaveBeenCalled()
  })

  test('tells the host when the server refuses an enterprise sub-account', async () => {
    const told = jest.spyOn(host, 'enterpriseSubAccount').mockImplementation(() => undefined)
    mockedEnd.mockRejectedValue(new Refusal(CODE_MEMBERSHIP_ENTERPRISE, '企业子账号无法进行此操作'))
    const { container } = await renderPage()
    askToEnd(container)
    confirm(container)
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1))
  })

  test('says loading failed, and the retry shows the contracts', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network())
    const { container } = renderWithStores(<WxPayManagePage />, { session: signedIn() })
    await waitFor(() => expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy())
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => card(container, 'W1'))
  })

  test('says there is no auto-renewal when there is none', async () => {
    mockedFetch.mockResolvedValue({ enterpriseSubAccount: false, contracts: [] })
    renderWithStores(<WxPayManagePage />, { session: signedIn() })
    await waitFor(() => expect(screen.getByText('您没有开通自动续费')).toBeTruthy())
  })

  test('links the refund and cancel-auto-renewal question in the help centre', async () => {
    await renderPage()
    fireEvent.click(screen.getByText('如何申请退款或取消自动续费？'))
    await waitFor(() => expect(navigations()).toEqual([`/helpDetails?q=如何申请退款或取消自动续费？&t=recharge&id=${environment.helpRefundQuestionId}`]))
  })
})
