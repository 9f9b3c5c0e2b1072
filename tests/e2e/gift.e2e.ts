// /giftFriends in Chromium against the mock: eligibility per condition, activation behind the
// refund warning, a double tap, and a retry after a dropped connection that activates once.
import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()
const DEMO = { token: 'demo-token' }

async function setGiftFacts(facts: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/gift`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-token', ...facts }),
  })
  expect(response.status).toBe(200)
}

function slot(page: Page, number: number) {
  return page.locator(`[data-testid="gift-slot"][data-slot="${number}"]`)
}

async function applyFor(page: Page, number: number): Promise<void> {
  await slot(page, number).locator('.gift-slot__apply').click()
  await page.getByTestId('gift-warning').waitFor()
}

function confirm(page: Page) {
  return page.locator('.gift-warning__confirm')
}

async function activations(): Promise<Array<{ slot?: number; requestId?: string }>> {
  return (await mockRequests())
    .filter((request) => request.path === '/gift/activate')
    .map((request) => request.decryptedBody as { slot?: number; requestId?: string })
}

describe('gift eligibility', () => {
  it('shows the demo member’s gift card and two slots to apply for', async () => {
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('已赠送给尾号 1234 的好友').waitFor()
      await page.getByText('赠言：生日快乐，一起加速！').waitFor()
      await page.getByTestId('gift-eligible').waitFor()
      expect(await slot(page, 2).getAttribute('data-state')).toBe('apply')
    })
  })

  it.each([
    ['not VIP', { vipDaysLeft: 0 }, '需要是 VIP 会员，且剩余时间超过 30 天'],
    ['30 days left', { vipDaysLeft: 30 }, 'VIP 剩余时间需超过 30 天'],
    ['no purchase', { hasPurchase: false }, '需要有过购买会员的记录'],
    ['auto-renew with one renewal', { autoRenew: true, consecutiveRenewals: 1 }, '连续包月用户需连续续费成功 2 次（目前 1 次）'],
    ['auto-renew with a refunded renewal', { autoRenew: true, consecutiveRenewals: 3, renewalRefundedOrTerminated: true }, '连续包月用户需连续续费成功 2 次，且期间没有退款或解约'],
  ])('names the missing condition for a member with %s and keeps apply disabled', async (_name, facts, text) => {
    await setGiftFacts(facts)
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('gift-refusals').getByText(text).waitFor()
      expect(await page.locator('.gift__refusal').count()).toBe(1)
      expect(await slot(page, 2).locator('.gift-slot__apply').getAttribute('class')).toContain('at-button--disabled')
    })
  })

  it('sends an enterprise sub-account away with its message and tells the iOS app', async () => {
    await setGiftFacts({ enterpriseSubAccount: true })
    const page = await open('/giftFriends', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('gift-refusals').getByText('企业子账号无法进行此操作').waitFor()
      await slot(page, 2).locator('.gift-slot__apply').click()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'enterpriseSubAccount'))
      expect(await page.getByTestId('gift-warning').isVisible()).toBe(false)
    })
  })

  it('shows that the gifting time has ended', async () => {
    await setGiftFacts({ giftingEndsAt: 1 })
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('gift-over').waitFor()
      expect(await slot(page, 2).getAttribute('data-state')).toBe('ended')
    })
  })

  it('says the gift data fetch failed, and the retry shows the slots', async () => {
    await injectFault('/gift/status', '500')
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('获取赠送数据失败').waitFor()
      await page.locator('.status-view__retry').click()
      await page.getByText('已赠送给尾号 1234 的好友').waitFor()
    })
  })
})

describe('gift activation', () => {
  it('warns that the latest order loses its refund, then activates the slot once confirmed', async () => {
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await applyFor(page, 2)
      await page.getByText('开通赠送名额后，你最近一笔订单将不再享受 7 天无理由退款。').waitFor()
      await page.locator('.gift-warning__order').waitFor()
      await expectLayoutFits(page, 'gift-warning')
      expect(await activations()).toEqual([])
      await page.locator('.gift-warning__input input').fill('一起加速')
      await confirm(page).click()
      await slot(page, 2).getByTestId('gift-code').waitFor()
      expect(await slot(page, 2).getAttribute('data-state')).toBe('unclaimed')
      await slot(page, 2).getByText('赠言：一起加速').waitFor()

      // the refund is gone: the next warning names no refundable order
      await applyFor(page, 3)
      expect(await page.locator('.gift-warning__order').count()).toBe(0)
    })
  })

  it('sends nothing when the member changes their mind', async () => {
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await applyFor(page, 2)
      await page.locator('.gift-warning__cancel').click()
      await waitUntil(async () => !(await page.getByTestId('gift-warning').isVisible()))
      expect(await activations()).toEqual([])
      expect(await slot(page, 2).getAttribute('data-state')).toBe('apply')
    })
  })

  it('sends one activation for a double tap', async () => {
    await injectFault('/gift/activate', 'slow', { delayMs: 800 })
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await applyFor(page, 2)
      await confirm(page).dblclick()
      await slot(page, 2).getByTestId('gift-code').waitFor()
      expect(await activations()).toHaveLength(1)
    })
  })

  it('activates once when the answer is lost and the member taps again', async () => {
    const page = await open('/giftFriends', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      // the server activates, then the connection drops before the answer arrives
      let dropped = false
      await page.route('**/api/gift/activate', async (route) => {
        if (dropped) return route.continue()
        dropped = true
        await route.fetch()
        return route.abort('connectionreset')
      })
      await applyFor(page, 2)
      await page.locator('.gift-warning__input input').fill('一起加速')
      await confirm(page).click()
      await page.locator('.toast').waitFor()
      expect(await page.locator('.gift-warning__input input').inputValue()).toBe('一起加速')
      expect(await slot(page, 2).getAttribute('data-state')).toBe('apply')

      await confirm(page).click()
      await slot(page, 2).getByTestId('gift-code').waitFor()
      const sent = await activations()
      expect(sent).toHaveLength(2)
      expect(sent[1].requestId).toBe(sent[0].requestId)
      expect(await page.getByTestId('gift-slots-left').textContent()).toBe('本月还可开通 1 个名额')
      await page.reload()
      await slot(page, 3).waitFor()
      expect(await page.locator('[data-testid="gift-slot"][data-state="unclaimed"]').count()).toBe(1)
    })
  })
})

describe('notices of the gift area', () => {
  it('tells that the event has ended and leads to the welfare centre', async () => {
    const page = await open('/eventNoticeV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('活动已结束').waitFor()
      await page.locator('.at-button', { hasText: '去福利中心' }).click()
      await page.waitForURL('**/welfare')
    })
  })

  it('shows a member without VIP the way to become VIP', async () => {
    const page = await open('/vip404', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('开通 VIP 后可用').waitFor()
      await page.locator('.at-button', { hasText: '如何开通 VIP' }).click()
      await page.waitForURL('**/purchaseTutorial')
    })
  })
})
