import type { Page } from 'playwright-core'
import { APPEAL_EMAIL } from '@/config'
import { fakeHostScript } from '../support/fake-hosts'
import { keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()

const DEMO = { token: 'demo-token' }

function documentTitle(page: Page, text: string) {
  return page.locator('.agreement-document__title', { hasText: text })
}

async function recordRequests(): Promise<Array<Record<string, string>>> {
  return (await mockRequests()).filter((request) => request.path === '/member/records').map((request) => request.query)
}

describe('keep-alive tutorials', () => {
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
})
