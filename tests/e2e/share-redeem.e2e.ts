import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// The redeem-code screen (/redeemCode) in Chromium against the mock: under a fake host and in a
// plain browser, each refusal in its own words, a double tap and a retry after a dropped
// connection that credit once.

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const ANDROID_DEMO = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const RISKY = { token: 'risky-token' }

async function requestsTo(path: string) {
  return (await mockRequests()).filter((request) => request.path === path)
}

async function typeCode(page: Page, code: string): Promise<void> {
  const input = page.getByTestId('redeem-form').locator('input')
  await input.fill(code)
}

function redeemButton(page: Page) {
  return page.getByTestId('redeem-form').locator('.at-button')
}

async function redeemed(page: Page, text: string): Promise<void> {
  await page.getByTestId('redeem-result').getByText(text).waitFor()
}

describe('redeem code', () => {
  it('credits VIP days under the Android host and says what was credited', async () => {
    const page = await open('/redeemCode', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '兑换码').waitFor()
      await typeCode(page, 'VIP7-Abc')
      await redeemButton(page).click()
      await redeemed(page, '已到账：7 天会员')
      await expectLayoutFits(page, 'redeem-code-vip')
    })
  })

  it('tells the case-sensitive twin apart and credits its coins in a plain browser (spec 4)', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      await redeemButton(page).click()
      await redeemed(page, '已到账：66 金币')
      await page.getByTestId('redeem-balance').getByText('当前金币余额 1346').waitFor()
      const sent = (await requestsTo('/shop/redeem')).map((request) => (request.decryptedBody as { code?: string } | null)?.code)
      expect(sent).toEqual(['vip7-abc'])
    })
  })

  it('says "please enter" for an empty code and sends nothing', async () => {
    const page = await open('/redeemCode', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, '   ')
      await redeemButton(page).click()
      await page.getByText('请输入兑换码').first().waitFor()
      expect(await requestsTo('/shop/redeem')).toHaveLength(0)
    })
  })

  it('says "redeem failed" for a code of another case and keeps what was typed', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'Vip7-ABC')
      await redeemButton(page).click()
      await page.locator('.toast').getByText('兑换失败').waitFor()
      expect(await page.getByTestId('redeem-form').locator('input').inputValue()).toBe('Vip7-ABC')
    })
  })

  it('says the code was already used the second time', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'COIN-88X')
      await redeemButton(page).click()
      await redeemed(page, '已到账：88 金币')
      await typeCode(page, 'COIN-88X')
      await redeemButton(page).click()
      await page.locator('.toast').getByText('您已使用过该兑换码').waitFor()
    })
  })

  it('refuses a blacklisted account with the appeal address', async () => {
    const page = await open('/redeemCode', RISKY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('redeem-risky').getByText('账号存在风险，无法兑换兑换码').waitFor()
      await page.getByTestId('restricted-notice').waitFor()
      expect(await page.getByTestId('redeem-form').count()).toBe(0)
    })
  })

  it('sends a visitor to log in', async () => {
    const page = await open('/redeemCode')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后才能使用兑换码').waitFor()
      await page.locator('.at-button', { hasText: '登录' }).first().click()
      await page.waitForURL('**/login?redirectUrl=*')
    })
  })

  it('sends one redeem for a double tap', async () => {
    await injectFault('/shop/redeem', 'slow', { delayMs: 800 })
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      await redeemButton(page).dblclick()
      await redeemed(page, '已到账：66 金币')
      expect(await requestsTo('/shop/redeem')).toHaveLength(1)
    })
  })

  it('credits once when the retry follows a dropped connection', async () => {
    // Chromium sends a POST again once when a kept-alive connection closes without an answer.
    await injectFault('/shop/redeem', 'drop', { times: 2 })
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      const result = page.getByTestId('redeem-result')
      for (let tap = 0; tap < 3 && !(await result.isVisible()); tap += 1) {
        await redeemButton(page).click()
        await Promise.race([result.waitFor(), page.getByText('网络错误，请检查网络后重试').waitFor()])
      }
      await redeemed(page, '已到账：66 金币')
      const ids = (await requestsTo('/shop/redeem')).map((request) => (request.decryptedBody as { requestId?: string } | null)?.requestId)
      expect(ids.length).toBeGreaterThanOrEqual(3)
      expect(new Set(ids).size).toBe(1)
      await page.getByTestId('redeem-balance').getByText('当前金币余额 1346').waitFor()
    })
  })

  it('opens from the coin shop', async () => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('redeem-code-link').click()
      await pageTitle(page, '兑换码').waitFor()
      await page.getByTestId('redeem-form').waitFor()
    })
  })
})
