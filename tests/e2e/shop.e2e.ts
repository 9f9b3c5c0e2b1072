import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// The coin shop (/coinExchange) in Chromium against the mock: goods, the confirmation, every
// refusal of spec 5 and 6, a double tap and a retry after a dropped connection that spend once.

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const ANDROID_DEMO = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }

async function controlShop(body: Record<string, unknown>): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/shop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

function balance(page: Page) {
  return page.getByTestId('coin-balance')
}

async function openGoods(page: Page, goodsId: string): Promise<void> {
  await page.locator(`[data-goods="${goodsId}"]`).click()
  await page.getByTestId('goods-detail').waitFor()
}

async function exchanges(): Promise<number> {
  return (await mockRequests()).filter((request) => request.path === '/shop/exchange').length
}

describe('coin shop', () => {
  it('shows the goods with price, difference, stock and the missing sign-in days, and tracks the view', async () => {
    const page = await open('/coinExchange', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '金币商城').waitFor()
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await page.locator('[data-goods="video-month"]').getByText('500 金币 + ¥9.90').waitFor()
      await page.locator('[data-goods="svip-30d"]').getByTestId('missing-days').waitFor()
      await page.locator('[data-goods="music-month"]').getByText('已兑完').waitFor()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some((record) => record.message === 'H5Monitor' && JSON.stringify(record.payload).includes('JiFenShangPin_PV')),
      )
      await openGoods(page, 'vip-1d')
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some((record) => record.message === 'H5Monitor' && JSON.stringify(record.payload).includes('DuiHuanXiangQing_PV')),
      )
      await expectLayoutFits(page, 'shop-goods-detail')
    })
  })

  it('exchanges after the confirmation shows the balance after it, in a plain browser', async () => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await page.getByTestId('balance-after').getByText('兑换后剩余 1180 金币').waitFor()
      await page.getByText('兑换时优先使用最早过期的金币。').waitFor()
      await expectLayoutFits(page, 'shop-exchange-confirm')
      await page.locator('.exchange-sheet__confirm').click()
      await page.getByText('兑换成功，已发放到您的账户').waitFor()
      await waitUntil(async () => (await balance(page).textContent()) === '1180')
    })
  })

  it('sends one exchange for a double tap', async () => {
    await injectFault('/shop/exchange', 'slow', { delayMs: 800 })
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.exchange-sheet__confirm').dblclick()
      await page.getByText('兑换成功，已发放到您的账户').waitFor()
      expect(await exchanges()).toBe(1)
      await waitUntil(async () => (await balance(page).textContent()) === '1180')
    })
  })

  it('spends once when the retry follows a dropped connection', async () => {
    // Chromium itself sends a POST again once when a kept-alive connection closes without an
    // answer, so two answers are lost: the browser's own retry and the first tap's.
    await injectFault('/shop/exchange', 'drop', { times: 2 })
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      const success = page.getByText('兑换成功，已发放到您的账户')
      for (let tap = 0; tap < 3 && !(await success.isVisible()); tap += 1) {
        await page.locator('.exchange-sheet__confirm').click()
        await Promise.race([success.waitFor(), page.getByText('网络错误，请检查网络后重试').waitFor()])
      }
      await success.waitFor()
      const ids = (await mockRequests())
        .filter((request) => request.path === '/shop/exchange')
        .map((request) => (request.decryptedBody as { requestId?: string } | null)?.requestId)
      expect(ids.length).toBeGreaterThanOrEqual(3)
      expect(new Set(ids).size).toBe(1)
      await waitUntil(async () => (await balance(page).textContent()) === '1180')
      await page.reload()
      await waitUntil(async () => (await balance(page).textContent()) === '1180')
    })
  })

  it.each([
    ['music-month', '库存不足'],
    ['coupon-10', '兑换次数已达上限'],
    ['svip-30d', '签到天数不足（需365天及以上）'],
    ['ecard-50', '金币不足'],
  ])('refuses %s with its own words before asking', async (goodsId, text) => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await openGoods(page, goodsId)
      await page.getByTestId('exchange-refusal').getByText(text).waitFor()
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.toast').getByText(text).waitFor()
      expect(await exchanges()).toBe(0)
    })
  })

  it('refuses a price difference under the iOS host', async () => {
    const page = await open('/coinExchange', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await openGoods(page, 'video-month')
      await page.locator('.exchange-sheet__exchange').click()
      await page.getByText('iOS 设备暂不支持支付差价，请在其他设备上兑换').first().waitFor()
    })
  })

  it('lets the Android host exchange with a price difference and says until when to pay', async () => {
    const page = await open('/coinExchange', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await openGoods(page, 'video-month')
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.exchange-sheet__confirm').click()
      await page.getByTestId('exchange-result').getByText(/兑换成功，请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前支付差价/).waitFor()
      await page.getByTestId('exchange-result').getByText('支付差价 ¥9.90').waitFor()
      await expectLayoutFits(page, 'shop-exchange-result')
      await waitUntil(async () => (await balance(page).textContent()) === '780')
    })
  })

  it('refuses an account restricted for abnormal invitations', async () => {
    await controlShop({ token: 'demo-token', inviteRestricted: true })
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('invite-restricted').waitFor()
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.toast').getByText('邀请的账号存在异常，兑换功能已受限').waitFor()
    })
  })

  it('refuses an enterprise sub-account and tells the host', async () => {
    await controlShop({ token: 'demo-token', enterpriseSubAccount: true })
    const page = await open('/coinExchange', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.toast').getByText('企业子账号无法进行此操作').waitFor()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'enterpriseSubAccount'))
    })
  })

  it('says out of stock when the last one went while the sheet was open', async () => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await controlShop({ stock: { 'vip-1d': 0 } })
      await page.locator('.exchange-sheet__confirm').click()
      await page.locator('.toast').getByText('库存不足').waitFor()
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
    })
  })

  it('shows an error with a retry when the goods fail to load', async () => {
    await injectFault('/shop/goods', '500')
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('商品列表加载失败').waitFor()
      await page.getByText('重试').click()
      await page.locator('[data-goods="vip-1d"]').waitFor()
    })
  })

  it('sends a visitor to login from the exchange button', async () => {
    const page = await open('/coinExchange')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后用金币兑换会员时长和好礼').waitFor()
      await openGoods(page, 'vip-1d')
      await page.locator('.exchange-sheet__exchange').click()
      await page.waitForURL('**/login?redirectUrl=*')
    })
  })

  it('opens the shop from the welfare centre', async () => {
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.welfare-centre__shop').click()
      await page.waitForURL('**/coinExchange')
      await pageTitle(page, '金币商城').waitFor()
    })
  })
})

describe('exchange records', () => {
  it('lists the demo’s orders with their states and copies a claim code, in a plain browser', async () => {
    const page = await open('/redeemRecordV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '兑换记录').waitFor()
      const rows = page.getByTestId('exchange-order')
      await waitUntil(async () => (await rows.count()) === 6)
      expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-state')))).toEqual([
        'pendingPayment',
        'waitingIssue',
        'closedViolation',
        'issued',
        'refunded',
        'issued',
      ])
      await page.getByText('订单已失效或过期，80 金币已退回').waitFor()
      // a plain browser cannot pay the phone top-up's difference: it says where to
      await rows.first().getByText('请在安卓设备、电脑或微信小程序中支付差价').waitFor()
      await expectLayoutFits(page, 'shop-records')
      await page.getByLabel('复制 领取码').click()
      await page.locator('.toast').getByText(/已复制|复制失败，请手动复制/).waitFor()
    })
  })

  it('shows a new exchange with a price difference on top, with the moment to pay by, under the Android host', async () => {
    const page = await open('/coinExchange', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await openGoods(page, 'video-month')
      await page.locator('.exchange-sheet__exchange').click()
      await page.locator('.exchange-sheet__confirm').click()
      await page.getByTestId('exchange-result').getByText(/兑换成功，请在/).waitFor()
      await page.getByText('稍后支付').click()
      await page.getByRole('link', { name: /^兑换记录/ }).click()
      await page.waitForURL('**/redeemRecordV4')
      const first = page.getByTestId('exchange-order').first()
      await waitUntil(async () => (await first.getAttribute('data-state')) === 'pendingPayment')
      await first.getByText(/请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前支付差价 ¥9\.90/).waitFor()
    })
  })

  it('pays the demo’s price difference through the Android host’s cashier, and the order waits for issue', async () => {
    const page = await open('/redeemRecordV4', {
      initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1', replies: { payPriceDifference: { result: 'paid' } } }),
    })
    await keepScreenshotOnFailure(page, async () => {
      const first = page.getByTestId('exchange-order').first()
      const pay = first.getByRole('button', { name: '支付差价 ¥5.00' })
      await pay.waitFor()
      await expectLayoutFits(page, 'shop-records-pay')
      await pay.click()
      await page.locator('.toast').getByText('支付成功，将在 2 个工作日内发放').waitFor()
      await waitUntil(async () => (await first.getAttribute('data-state')) === 'waitingIssue')
      expect((await hostMessagesOf(page)).filter((record) => record.message === 'payPriceDifference')).toHaveLength(1)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/redeemRecordV4')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后查看兑换记录').waitFor()
    })
  })

  it('shows an error with a retry when the list fails', async () => {
    await injectFault('/shop/orders', '500')
    const page = await open('/redeemRecordV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('列表加载失败').waitFor()
      await page.getByText('重试').click()
      await page.getByTestId('exchange-order').first().waitFor()
    })
  })
})
