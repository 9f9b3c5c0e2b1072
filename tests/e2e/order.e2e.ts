import type { Page } from 'playwright-core'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'

// /activationRecord and its refund flow against the mock (docs/api.md, "Order endpoints").
const open = pageOpener()

const DEMO = { token: 'demo-token' }
const DAY_MS = 24 * 60 * 60 * 1000
// 49 characters and an emoji of two code points joined to a third: 50 characters as a reader counts them
const REASON_49 = '不想用了'.repeat(12) + '了'
const FAMILY_EMOJI = '👩‍💻'
const REFUND_DONE = '退款完成，款项将原路退回'

function order(page: Page, state: string) {
  return page.locator(`.order[data-refund-state="${state}"]`)
}

async function refundRequests() {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === '/member/refund')
}

async function openRefundSheet(page: Page) {
  await order(page, 'refundable').first().locator('.order__refund-button').click()
  await page.locator('.refund-sheet__reason input').waitFor()
}

/** Makes the demo account an enterprise sub-account for refunds (POST /api/__mock/order). */
async function makeEnterpriseSubAccount() {
  await fetch(`${baseUrl}/api/__mock/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO.token, enterpriseSubAccount: true }),
  })
}

async function typeReason(page: Page, reason: string) {
  await page.locator('.refund-sheet__reason input').fill(reason)
}

async function submit(page: Page) {
  await page.locator('.refund-sheet__submit').click()
}

describe('activation records', () => {
  it('shows the orders: the latest refundable, the one before without its refund since a gift slot was activated on it', async () => {
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '激活记录').waitFor()
      await order(page, 'refundable').first().waitFor()
      expect(await order(page, 'refundable').count()).toBe(1)
      expect(await page.locator('.order').first().getAttribute('data-refund-state')).toBe('refundable')
      const giftActivated = page.locator('.order').nth(1)
      expect(await giftActivated.getAttribute('data-refund-state')).toBe('notRefundable')
      await giftActivated.getByText('已激活赠送名额，本订单不再支持 7 天无理由退款').waitFor()
      await page.getByText('微信支付').first().waitFor()
    })
  })

  it('refunds an order within 7 days with a 50-character reason ending in an emoji', async () => {
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await order(page, 'refundable').first().waitFor()
      const orderNo = await order(page, 'refundable').first().getAttribute('data-order-no')
      await openRefundSheet(page)
      await typeReason(page, REASON_49 + FAMILY_EMOJI)
      await page.locator('.refund-sheet__count').getByText('50/50').waitFor()
      // a 51st character is not taken
      await typeReason(page, REASON_49 + FAMILY_EMOJI + '!')
      await page.locator('.refund-sheet__count').getByText('50/50').waitFor()
      await submit(page)
      await page.getByText(REFUND_DONE).waitFor()
      await page.locator(`.order[data-order-no="${orderNo}"][data-refund-state="refunded"]`).waitFor()
      const [sent] = await refundRequests()
      expect(sent.decryptedBody).toMatchObject({ orderNo, reason: REASON_49 + FAMILY_EMOJI, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
      await page.getByText('退款记录', { exact: true }).click()
      await page.locator('.refund[data-outcome="refunded"]').getByText(REASON_49 + FAMILY_EMOJI).waitFor()
    })
  })

  it('shows an order past its 7 days as not refundable, with no refund button', async () => {
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await order(page, 'refundable').first().waitFor()
      // six days on, the order bought two days ago is eight days old
      await page.clock.setFixedTime(Date.now() + 6 * DAY_MS)
      await page.reload()
      await page.locator('.order').first().waitFor()
      expect(await order(page, 'refundable').count()).toBe(0)
      expect(await page.locator('.order__refund-button').count()).toBe(0)
      expect(await page.getByText('已超过 7 天退款期限').count()).toBeGreaterThan(0)
    })
  })

  it('refuses an enterprise sub-account in its own words and keeps the order refundable', async () => {
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await makeEnterpriseSubAccount()
      await openRefundSheet(page)
      await typeReason(page, '重复扣费')
      await submit(page)
      await page.getByText('企业子账号无法进行此操作').first().waitFor()
      expect(await page.locator('.refund-sheet__reason input').inputValue()).toBe('重复扣费')
      expect(await order(page, 'refunded').count()).toBe(0)
    })
  })

  it('refuses a second refund: one refund service per user', async () => {
    const stale = await open('/activationRecord', DEMO)
    await order(stale, 'refundable').first().waitFor()
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openRefundSheet(page)
      await submit(page)
      await page.getByText(REFUND_DONE).waitFor()
    })
    await keepScreenshotOnFailure(stale, async () => {
      await openRefundSheet(stale)
      await typeReason(stale, '再试一次')
      await submit(stale)
      await stale.getByText('每位用户仅可使用一次退款服务，您已使用过').first().waitFor()
      // what was typed stays; the list catches up with the refund made elsewhere
      expect(await stale.locator('.refund-sheet__reason input').inputValue()).toBe('再试一次')
      await stale.locator('.order[data-refund-state="refunded"]').waitFor()
      expect((await refundRequests()).length).toBe(2)
    })
  })

  it('sends one refund for a double tap', async () => {
    await injectFault('/member/refund', 'slow', { delayMs: 800 })
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openRefundSheet(page)
      await page.locator('.refund-sheet__submit').dblclick()
      await page.getByText(REFUND_DONE).waitFor()
      expect((await refundRequests()).length).toBe(1)
    })
  })

  it('retries after a lost answer with the same request id and refunds once', async () => {
    await injectFault('/member/refund', 'drop')
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openRefundSheet(page)
      await typeReason(page, '重复扣费')
      await submit(page)
      await page.getByText('退款申请失败').waitFor()
      expect(await page.locator('.refund-sheet__reason input').inputValue()).toBe('重复扣费')
      await submit(page)
      await page.getByText(REFUND_DONE).waitFor()
      const ids = (await refundRequests()).map((request) => (request.decryptedBody as { requestId: string }).requestId)
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
      await page.getByText('退款记录', { exact: true }).click()
      await page.locator('.refund[data-outcome="refunded"]').waitFor()
      expect(await page.locator('.refund[data-outcome="refunded"]').count()).toBe(1)
    })
  })

  it('says "order refresh failed" when the orders cannot be read again after a refund', async () => {
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await order(page, 'refundable').first().waitFor()
      await injectFault('/member/records', '500')
      await openRefundSheet(page)
      await submit(page)
      await page.getByText('订单刷新失败').waitFor()
      await order(page, 'refunded').waitFor()
    })
  })

  it('says "get refund list failed" with a retry that works', async () => {
    await injectFault('/member/refunds', '500')
    const page = await open('/activationRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('退款记录', { exact: true }).click()
      await page.getByText('获取退款列表失败').waitFor()
      await page.getByText('重试').click()
      await page.locator('.refund[data-outcome="refused"]').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/activationRecord')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可查看激活记录并申请退款').waitFor()
      await waitUntil(async () => (await page.locator('.order').count()) === 0)
    })
  })
})
