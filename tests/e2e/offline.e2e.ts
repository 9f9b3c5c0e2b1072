import type { Page } from 'playwright-core'
import { injectAxe, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, screenshot, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// Issue 26 in Chromium against the mock: the page taken offline (Chromium's offline emulation) and
// back, a money-like action refused offline before anything is sent, and a request that hangs.

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const OFFLINE = '网络已断开，联网后自动刷新'

function balance(page: Page) {
  return page.getByTestId('coin-balance').first()
}

function lastKnownNotes(page: Page) {
  return page.getByTestId('last-known-note')
}

function notice(page: Page) {
  return page.locator('.page-shell__notices')
}

/** axe-core's failures inside the frame's notice (its colours on the page background, its roles). */
async function noticeViolations(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run({ include: [['.page-shell__notices']] })
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
  })
}

describe('offline', () => {
  it('says once on /welfare that the network is gone, keeps the balance shown, and says nothing once it is back', async () => {
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await page.context().setOffline(true)
      await page.getByRole('status').getByText(OFFLINE).waitFor()
      expect(await page.getByText(OFFLINE).count()).toBe(1)
      expect(await balance(page).textContent()).toBe('1280')
      await expectLayoutFits(page, 'welfare-offline')
      expect(await noticeViolations(page)).toEqual([])
      await screenshot(page, 'offline-banner-375')
      await page.context().setOffline(false)
      await page.getByText(OFFLINE).waitFor({ state: 'detached' })
      expect(await balance(page).textContent()).toBe('1280')
    })
  })

  it("shows on /welfare the balance of the earlier visit with its time when its read gets no answer, and this visit's once the network is back", async () => {
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      expect(await lastKnownNotes(page).count()).toBe(0)
      // the next visit's read of the coins fails as a dropped network fails it; the network then goes and comes back
      let dropped = 0
      await page.route('**/welfare/summary', (route) => {
        dropped += 1
        return route.abort('internetdisconnected')
      })
      await page.reload()
      await waitUntil(async () => dropped > 0)
      await lastKnownNotes(page).first().waitFor()
      expect(await balance(page).textContent()).toBe('1280')
      expect(await lastKnownNotes(page).first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 时的数据，联网后更新$/)
      await expectLayoutFits(page, 'welfare-last-known')
      await screenshot(page, 'welfare-last-known-375')
      await page.context().setOffline(true)
      await page.getByText(OFFLINE).waitFor()
      await page.unroute('**/welfare/summary')
      await page.context().setOffline(false)
      await lastKnownNotes(page).first().waitFor({ state: 'detached' })
      expect(await balance(page).textContent()).toBe('1280')
      expect(await page.getByText(OFFLINE).count()).toBe(0)
    })
  })

  it('shows on /redeemRecordV4 the orders of the earlier visit with their time, without a way to pay from them', async () => {
    const page = await open('/redeemRecordV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      // the demo account's newest order waits for its price difference (mock/shop-goods.ts): a browser says where to pay it
      const paying = page.locator('[data-testid="difference-payment"], [data-testid="pay-elsewhere"]')
      await paying.first().waitFor()
      const orders = await page.getByTestId('exchange-order').count()
      await page.route('**/shop/orders**', (route) => route.abort('internetdisconnected'))
      await page.reload()
      await lastKnownNotes(page).first().waitFor()
      expect(await page.getByTestId('exchange-order').count()).toBe(orders)
      expect(await paying.count()).toBe(0)
      await expectLayoutFits(page, 'redeem-records-last-known')
      await screenshot(page, 'redeem-records-last-known-375')
    })
  })

  it('shows on /deviceManage the devices of the earlier visit with their time, and reads them again when the network is back', async () => {
    const page = await open('/deviceManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.login-device').first().waitFor()
      const devices = await page.locator('.login-device').count()
      await page.route('**/device/list**', (route) => route.abort('internetdisconnected'))
      await page.reload()
      await lastKnownNotes(page).first().waitFor()
      expect(await page.locator('.login-device').count()).toBe(devices)
      await expectLayoutFits(page, 'device-manage-last-known')
      await screenshot(page, 'device-manage-last-known-375')
      await page.context().setOffline(true)
      await page.getByText(OFFLINE).waitFor()
      await page.locator('.login-device__exit').first().click()
      await page.locator('.device-manage__confirm').click()
      await page.getByText('网络错误，请检查网络后重试').waitFor()
      expect((await mockRequests()).filter((request) => request.path === '/device/logout')).toHaveLength(0)
      await page.unroute('**/device/list**')
      await page.context().setOffline(false)
      await lastKnownNotes(page).first().waitFor({ state: 'detached' })
      expect(await page.locator('.login-device').count()).toBe(devices)
    })
  })

  it('refuses an exchange on /coinExchange offline with the network message, and sends nothing', async () => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await page.locator('[data-goods="vip-1d"]').click()
      await page.getByTestId('goods-detail').waitFor()
      await page.locator('.exchange-sheet__exchange').click()
      await page.getByTestId('balance-after').waitFor()
      await page.context().setOffline(true)
      await page.getByText(OFFLINE).waitFor()
      await page.locator('.exchange-sheet__confirm').click()
      await page.getByText('网络错误，请检查网络后重试').waitFor()
      expect((await mockRequests()).filter((request) => request.path === '/shop/exchange')).toHaveLength(0)
      expect(await balance(page).textContent()).toBe('1280')
    })
  })
})

describe('a slow request', () => {
  it('says after 5 s that it is still loading, and a cancel ends it in the page\'s error with its retry', async () => {
    await injectFault('/shop/goods', 'hang')
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const slow = notice(page).getByText('网络较慢，仍在加载…')
      await slow.waitFor({ timeout: 9000 })
      await expectLayoutFits(page, 'coin-exchange-slow')
      expect(await noticeViolations(page)).toEqual([])
      await screenshot(page, 'slow-notice-375')
      await notice(page).getByRole('button', { name: '取消' }).click()
      await slow.waitFor({ state: 'detached' })
      await page.getByText('重试').first().click()
      await page.locator('[data-goods="vip-1d"]').waitFor()
    })
  })
})
