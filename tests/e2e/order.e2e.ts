import type { Page } from 'playwright-core'
import { injectFault, keepScreenshotOnFailure, mockRequests, pageOpener } from './support/browser'

// /activationRecord and its refund flow against the mock (docs/api.md, "Order endpoints").
const open = pageOpener()

const DEMO = { token: 'demo-token' }
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

async function typeReason(page: Page, reason: string) {
  await page.locator('.refund-sheet__reason input').fill(reason)
}

async function submit(page: Page) {
  await page.locator('.refund-sheet__submit').click()
}

describe('activation records', () => {
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

})
