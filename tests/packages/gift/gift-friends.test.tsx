import { fireEvent, screen, waitFor } from '@testing-library/react'
import GiftFriendsPage from '@/packages/gift/gift-friends'
import { PATH } from '@/routes'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { giftApi } from '@/stores/gift'
import { datesShown, keptWhole } from '../../support/dates'
import { deferred } from '../../support/deferred'
import { activatedStatus, fakeGiftApi, giftStatus } from '../../support/gift'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

function useFakeApi(api = fakeGiftApi()) {
  jest.spyOn(giftApi, 'fetchStatus').mockImplementation(api.fetchStatus)
  jest.spyOn(giftApi, 'activate').mockImplementation(api.activate)
  jest.spyOn(giftApi, 'newRequestId').mockImplementation(api.newRequestId)
  return api
}

function withFacts(facts: Partial<ReturnType<typeof giftStatus>['facts']>) {
  const status = giftStatus()
  return fakeGiftApi({ fetchStatus: jest.fn(async () => ({ ...status, facts: { ...status.facts, ...facts } })) })
}

function slotElement(slot: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-testid="gift-slot"][data-slot="${slot}"]`)
  if (!element) throw new Error(`no slot ${slot}`)
  return element
}

function applyButton(slot: number): HTMLElement {
  const button = slotElement(slot).querySelector<HTMLElement>('.gift-slot__apply')
  if (!button) throw new Error(`no apply button on slot ${slot}`)
  return button
}

function confirmButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.gift-warning__confirm')
  if (!button) throw new Error('no confirm button')
  return button
}

function messageInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('.gift-warning__input input')
  if (!input) throw new Error('no message input')
  return input
}

function navigatedTo(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)
}

function render() {
  return renderWithStores(<GiftFriendsPage />, { session: signedInSession() })
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

afterEach(() => jest.restoreAllMocks())

describe('gift friends page', () => {
  test('shows the gift card of a gifted slot with the friend’s last digits and the message', async () => {
    useFakeApi()
    render()
    await screen.findByText('已赠送给尾号 1234 的好友')
    expect(screen.getByText('赠言：生日快乐')).toBeTruthy()
  })

  test('shows each slot in its state', async () => {
    useFakeApi()
    render()
    await screen.findByText('已赠送给尾号 1234 的好友')
    const states = Array.from(document.querySelectorAll('[data-testid="gift-slot"]'), (slot) => slot.getAttribute('data-state'))
    expect(states).toEqual(['gifted', 'apply', 'apply'])
  })

  test('says the member can gift and how many slots are left', async () => {
    useFakeApi()
    render()
    await screen.findByText('你已满足赠送条件')
    expect(screen.getByTestId('gift-slots-left').textContent).toBe('本月还可开通 2 个名额')
  })

  test('names the missing purchase, shows the way to buy VIP and keeps apply disabled', async () => {
    useFakeApi(withFacts({ hasPurchase: false }))
    render()
    await screen.findByText('需要有过购买会员的记录')
    expect(screen.getByText('如何开通 VIP')).toBeTruthy()
    expect(applyButton(2).className).toContain('at-button--disabled')
  })

  test('sends a member without VIP to /vip404, naming VIP as what gifting needs', async () => {
    useFakeApi(withFacts({ vipExpireAt: 0 }))
    render()
    await screen.findByText('如何开通 VIP')
    fireEvent.click(screen.getByText('如何开通 VIP'))
    await waitFor(() => expect(navigatedTo()).toEqual([PATH.vip404]))
  })

  test('sends a VIP member without a purchase to the purchase tutorial', async () => {
    useFakeApi(withFacts({ hasPurchase: false }))
    render()
    await screen.findByText('如何开通 VIP')
    fireEvent.click(screen.getByText('如何开通 VIP'))
    await waitFor(() => expect(navigatedTo()).toEqual([PATH.purchaseTutorial]))
  })

  test('names the renewals an auto-renew member still needs', async () => {
    useFakeApi(withFacts({ autoRenew: true, consecutiveRenewals: 1 }))
    render()
    await screen.findByText('连续包月用户需连续续费成功 2 次（目前 1 次）')
  })

  test('refuses an enterprise sub-account with its message only', async () => {
    useFakeApi(withFacts({ enterpriseSubAccount: true, hasPurchase: false }))
    render()
    await screen.findByText('企业子账号无法进行此操作')
    expect(document.querySelectorAll('.gift__refusal')).toHaveLength(1)
  })

  test('says the gift data fetch failed, and the retry shows the slots', async () => {
    const api = useFakeApi(fakeGiftApi({ fetchStatus: jest.fn().mockRejectedValueOnce(new HttpError('network', 'down')).mockResolvedValue(giftStatus()) }))
    render()
    await screen.findByText('获取赠送数据失败')
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('已赠送给尾号 1234 的好友')
    expect(api.fetchStatus).toHaveBeenCalledTimes(2)
  })

  test('asks a visitor to log in', async () => {
    useFakeApi()
    const session = startedSession()
    session.setToken(undefined)
    renderWithStores(<GiftFriendsPage />, { session })
    await screen.findByText('登录后赠送好友会员')
  })

  test('shows the refund warning on apply and sends nothing before the member confirms', async () => {
    const api = useFakeApi()
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    await screen.findByText('开通赠送名额后，你最近一笔订单将不再享受 7 天无理由退款。')
    expect(api.activate).not.toHaveBeenCalled()
  })

  test('keeps the date the latest order was refundable until on one line in the warning', async () => {
    useFakeApi()
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    const order = await waitFor(() => {
      const line = document.querySelector('.gift-warning__order')
      if (!line) throw new Error('no refund line in the warning')
      return line
    })
    expect(datesShown(order)).toHaveLength(1)
    expect(keptWhole(order)).toEqual(datesShown(order))
  })

  test('activates the slot after the confirmation and shows its claim code', async () => {
    const api = useFakeApi()
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    fireEvent.input(messageInput(), { target: { value: '一起加速' } })
    fireEvent.click(confirmButton())
    expect((await screen.findByTestId('gift-code')).textContent).toBe('10001-2026-11-2')
    expect(api.activate.mock.calls[0][0]).toMatchObject({ slot: 2, message: '一起加速' })
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('名额已开通，把领取码发给好友吧'))
  })

  test('sends one activation for a double tap', async () => {
    const answer = deferred<ReturnType<typeof giftStatus>>()
    const api = useFakeApi(fakeGiftApi({ activate: jest.fn(() => answer.promise) }))
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    fireEvent.click(confirmButton())
    fireEvent.click(confirmButton())
    answer.resolve(activatedStatus(2, ''))
    await waitFor(() => expect(slotElement(2).getAttribute('data-state')).toBe('unclaimed'))
    expect(api.activate).toHaveBeenCalledTimes(1)
  })

  test('keeps the typed message and says why when the activation fails', async () => {
    useFakeApi(fakeGiftApi({ activate: jest.fn().mockRejectedValue(new HttpError('network', 'down')) }))
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    fireEvent.input(messageInput(), { target: { value: '一起加速' } })
    fireEvent.click(confirmButton())
    await waitFor(() => expect(appStores.ui.toast?.text).toBeTruthy())
    expect(messageInput().value).toBe('一起加速')
  })

  test('refuses a message over the limit before sending it', async () => {
    const api = useFakeApi()
    render()
    await screen.findByText('你已满足赠送条件')
    fireEvent.click(applyButton(2))
    fireEvent.input(messageInput(), { target: { value: '好'.repeat(31) } })
    await screen.findByText('赠言最多 30 字')
    fireEvent.click(confirmButton())
    expect(api.activate).not.toHaveBeenCalled()
  })

  test('shows that every slot was claimed', async () => {
    const status = giftStatus()
    const slots = status.slots.map((slot) => ({ ...slot, activatedAt: 1, claimedPhoneSuffix: '0000' }))
    useFakeApi(fakeGiftApi({ fetchStatus: jest.fn(async () => ({ ...status, slots })) }))
    render()
    await screen.findByText('本月名额已全部领取完，下个月再来赠送吧')
  })

  test('shows that the gifting time has ended', async () => {
    const status = giftStatus()
    useFakeApi(fakeGiftApi({ fetchStatus: jest.fn(async () => ({ ...status, giftingEndsAt: status.now - 1 })) }))
    render()
    await screen.findByTestId('gift-over')
    const states = Array.from(document.querySelectorAll('[data-testid="gift-slot"]'), (slot) => slot.getAttribute('data-state'))
    expect(states).toEqual(['gifted', 'ended', 'ended'])
  })
})
