// /giftFriends in Chromium against the mock: activation behind the refund warning and a double
// tap that activates once; eligibility per condition is tested in tests/lib/gift.test.ts and
// tests/packages/gift/gift-friends.test.tsx.
import type { Page } from 'playwright-core'
import { injectFault, keepScreenshotOnFailure, mockRequests, pageOpener } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()
const DEMO = { token: 'demo-token' }

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

})

