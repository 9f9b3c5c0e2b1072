import type { Page } from 'playwright-core'
import { APPEAL_EMAIL } from '@/config'
import { fakeHostScript } from '../support/fake-hosts'
import {
  hostMessagesOf,
  keepScreenshotOnFailure,
  mockRequests,
  type OpenOptions,
  pageOpener,
  pageTitle,
  screenshot,
  waitUntil,
} from './support/browser'

const open = pageOpener()

const DEMO = { token: 'demo-token' }

function documentTitle(page: Page, text: string) {
  return page.locator('.agreement-document__title', { hasText: text })
}

async function recordRequests(): Promise<Array<Record<string, string>>> {
  return (await mockRequests()).filter((request) => request.path === '/member/records').map((request) => request.query)
}

describe('keep-alive tutorials', () => {
  it("shows the Huawei tutorial when the Android host's equipment says Huawei", async () => {
    const page = await open('/tutorial', {
      initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.0', equipment: 'HUAWEI ELS-AN00' }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await documentTitle(page, '华为手机后台保活教程').waitFor()
      await page.getByText('第一步：允许自启动').waitFor()
      expect(await page.locator('.at-tag--active').textContent()).toBe('华为')
      expect(await page.locator('.at-list').count()).toBe(0)
    })
  })

  it('lists the makers without a maker and opens the one picked', async () => {
    const page = await open('/tutorial')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '后台保活教程').waitFor()
      await page.getByText('选择手机品牌').waitFor()
      expect(await page.locator('.at-list__item .item-content__info-title').allTextContents()).toEqual([
        '华为',
        '荣耀',
        '小米 / Redmi',
        'OPPO',
        'vivo / iQOO',
        '一加',
        '三星',
        '其他品牌',
      ])
      await page.locator('.at-list__item', { hasText: '小米 / Redmi' }).click()
      await documentTitle(page, '小米手机后台保活教程').waitFor()
      await page.locator('.at-tag', { hasText: '三星' }).click()
      await documentTitle(page, '三星手机后台保活教程').waitFor()
    })
  })

  it('takes the maker from ?brand=', async () => {
    const page = await open('/tutorial?brand=OnePlus')
    await keepScreenshotOnFailure(page, async () => {
      await documentTitle(page, '一加手机后台保活教程').waitFor()
    })
  })

  it('shows the tutorial in the language the host sets', async () => {
    const page = await open('/tutorial', {
      initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.0', equipment: 'Xiaomi 23049RAD8C' }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await documentTitle(page, '小米手机后台保活教程').waitFor()
      await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('en_US'))
      await documentTitle(page, 'Keep SpeedUp running on Xiaomi phones').waitFor()
      await pageTitle(page, 'Keep acceleration running').waitFor()
    })
  })
})

describe('notices', () => {
  it('shows the appeal email on /blacklistBlocking and copies it', async () => {
    const page = await open('/blacklistBlocking', { permissions: ['clipboard-read', 'clipboard-write'] })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '账号受限').waitFor()
      await page.getByText(`如有疑问，请发送邮件至 ${APPEAL_EMAIL} 申诉`).waitFor()
      await page.locator('.at-button', { hasText: '复制邮箱' }).click()
      await page.getByText('已复制').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(APPEAL_EMAIL)
    })
  })

  it('sends a user in an unsupported region to support from /foreignRule', async () => {
    const page = await open('/foreignRule')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('当前地区暂不提供服务').waitFor()
      await page.locator('.at-button', { hasText: '联系客服' }).click()
      await page.waitForURL('**/contact')
    })
  })
})

describe('membership records', () => {
  it('lists the demo account records, the latest refundable, and loads the rest at the end of the list', async () => {
    const page = await open('/record', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '会员记录').waitFor()
      await page.locator('.record').first().waitFor()
      expect(await page.locator('.record').first().locator('.at-tag').allTextContents()).toEqual(['可退款'])
      await page.getByText('如何申请退款').waitFor()
      await page.locator('.record').last().scrollIntoViewIfNeeded()
      await waitUntil(async () => (await page.locator('.record').count()) === 17)
      await page.getByText('已加载全部').waitFor()
      expect((await recordRequests()).map((query) => query.page)).toEqual(['1', '2'])
    })
  })

  it('counts the member records page view with the host', async () => {
    const page = await open('/record', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.record').first().waitFor()
      const views = (await hostMessagesOf(page)).filter((record) => record.message === 'H5Monitor')
      expect(JSON.stringify(views)).toContain('HuiYuanJiLu_PV')
    })
  })

  it('asks a visitor to log in and comes back to the records after login', async () => {
    const page = await open('/record')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可查看您的会员购买记录').waitFor()
      await page.locator('.at-button', { hasText: '去登录' }).click()
      await page.waitForURL('**/login?redirectUrl=*')
      await page.locator('input[name="phone"]').fill('13800138000')
      await page.locator('input[name="code"]').fill('123456')
      await page.locator('.login__submit').click()
      await page.waitForURL('**/record')
      // the visitor's /record page stays hidden in the page stack under the new one
      await page.locator('.record:visible').first().waitFor()
    })
  })

  it('shows an account without orders the empty state', async () => {
    const page = await open('/record', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('暂无会员记录').waitFor()
    })
  })
})

describe('screenshots of the guide routes', () => {
  const routes: Array<[string, string, OpenOptions]> = [
    ['tutorial-list', '/tutorial', {}],
    ['tutorial-huawei', '/tutorial?brand=huawei', {}],
    ['purchaseTutorial', '/purchaseTutorial', {}],
    ['memberi', '/memberi', {}],
    ['rule', '/rule', {}],
    ['record', '/record', DEMO],
    ['record-visitor', '/record', {}],
    ['foreignRule', '/foreignRule', {}],
    ['blacklistBlocking', '/blacklistBlocking', {}],
  ]
  for (const width of [375, 1280]) {
    it(`renders every guide route at ${width} px`, async () => {
      for (const [name, path, options] of routes) {
        // tall enough to show each page whole (the page scrolls inside Taro's container, not the body)
        const page = await open(path, { ...options, width, height: 1800 })
        await keepScreenshotOnFailure(page, async () => {
          await page.locator('.page-shell__title').first().waitFor()
          await page.locator('.status-view[data-status="loading"]').waitFor({ state: 'detached' })
          await page.waitForTimeout(400)
          await screenshot(page, `guides-${name}-${width}`)
        })
      }
    })
  }
})
