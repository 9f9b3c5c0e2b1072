import type { Page } from 'playwright-core'
import environments from '@/config/environments.json'
import { decrypt } from '@/lib/crypto'
import { baseUrl, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'
import { pullDown } from './support/gestures'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const PASTED_QUESTION = '加速后无法打开国内 App 或网页怎么办？'
const REFUND_QUESTION = '如何申请退款或取消自动续费？'

interface TrapFlags {
  scriptRan: boolean
  onerrorRan: boolean
  title: string
}

/** What article 11's pasted <script> and <img onerror> would have changed, had they run. */
function trapFlags(page: Page): Promise<TrapFlags> {
  return page.evaluate(() => {
    const flags = window as unknown as { __helpScriptRan?: boolean; __helpOnerrorRan?: boolean }
    return { scriptRan: Boolean(flags.__helpScriptRan), onerrorRan: Boolean(flags.__helpOnerrorRan), title: document.title }
  })
}

function messageCard(page: Page, title: string) {
  return page.locator('.message-card', { hasText: title })
}

async function claimRequests(): Promise<number> {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === '/message/claim').length
}

async function firstPageRequests(): Promise<number> {
  return (await mockRequests()).filter((request) => request.path === '/message/list' && request.query.page === '1').length
}

/** The decrypted data of the next /message/claim answer the page receives. */
async function nextClaimAnswer(page: Page): Promise<{ code: number; data: { remainCoins: number; coins: number } }> {
  const response = await page.waitForResponse((candidate) => candidate.url().endsWith('/api/message/claim'))
  const answer = (await response.json()) as { code: number; data: string }
  return { code: answer.code, data: JSON.parse(decrypt(answer.data, environments.mock.aesKeyHex)) }
}

describe('help centre', () => {
  it('opens a question from its group, and the CMS script and onerror do not run', async () => {
    const page = await open('/help')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '帮助中心').waitFor()
      await page.getByText(PASTED_QUESTION).click()
      await page.waitForURL('**/helpDetails?*')
      expect(new URL(page.url()).searchParams.get('id')).toBe('11')
      expect(new URL(page.url()).searchParams.get('t')).toBe('speedUp')
      await page.getByText('请按以下步骤逐一排查：').waitFor()
      // Give an image error handler time to fire, had it survived.
      await page.waitForTimeout(500)
      expect(await trapFlags(page)).toEqual({ scriptRan: false, onerrorRan: false, title: expect.not.stringMatching(/ran/) })
      expect(await page.locator('.help-details__content script, .help-details__content [onerror]').count()).toBe(0)
      await page.getByText('我们会在 24 小时内回复').waitFor()
    })
  })
})

describe('message centre', () => {
  it('claims a reward once: the button turns to claimed, the balance grows, a second claim sends nothing', async () => {
    const page = await open('/notice', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const gift = messageCard(page, '金币福利已送达')
      const answer = nextClaimAnswer(page)
      await gift.locator('.at-button', { hasText: '领取' }).click()
      expect(await answer).toEqual({ code: 200, data: expect.objectContaining({ coins: 66, remainCoins: 1280 + 66 }) })
      await gift.locator('.at-button--disabled', { hasText: '已领取' }).waitFor()
      await page.getByText('领取成功，金币余额 1346').waitFor()
      expect(await claimRequests()).toBe(1)

      await gift.locator('.at-button', { hasText: '已领取' }).click({ force: true })
      await page.waitForTimeout(300)
      expect(await claimRequests()).toBe(1)

      // Still claimed after a reload: the server keeps it.
      await page.reload()
      await messageCard(page, '金币福利已送达').locator('.at-button--disabled', { hasText: '已领取' }).waitFor()
      expect(await messageCard(page, '金币福利已送达').locator('.at-button', { hasText: /^领取$/ }).count()).toBe(0)
    })
  })

  it('lists the inbox in the shared scrolling list and loads the first page again on pull to refresh', async () => {
    const page = await open('/notice', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await messageCard(page, '金币福利已送达').waitFor()
      // The whole inbox fits one page: the list's own footer says so.
      await page.locator('.scroll-list__footer', { hasText: '已加载全部' }).waitFor()
      expect(await firstPageRequests()).toBe(1)
      await pullDown(page, '.scroll-list', 160)
      await waitUntil(async () => (await firstPageRequests()) === 2)
      await page.locator('.scroll-list[data-pull-state="idle"]').waitFor()
      await messageCard(page, '金币福利已送达').waitFor()
      await page.getByText('3 条未读').waitFor()
    })
  })
})

describe('text fits on the help and message centres in their other states', () => {
  for (const width of [375, 1280]) {
    it(`fits the text of the help groups, two answers and a claimed message at ${width} px`, async () => {
      // Tall enough to show every card: the page scrolls inside Taro's page container, which a full-page shot does not follow.
      const page = await open('/help', { ...DEMO, width, height: 1800 })
      await keepScreenshotOnFailure(page, async () => {
        await page.getByText(PASTED_QUESTION).waitFor()
        await expectLayoutFits(page, `help-${width}`)
        await page.goto(`${baseUrl}/helpDetails?q=${encodeURIComponent(REFUND_QUESTION)}&t=recharge&id=64`)
        await page.getByText('可申请无理由退款').waitFor()
        await expectLayoutFits(page, `help-details-${width}`)
        await page.goto(`${baseUrl}/helpDetails?q=x&t=speedUp&id=11`)
        await page.getByText('请按以下步骤逐一排查：').waitFor()
        await expectLayoutFits(page, `help-details-pasted-${width}`)
        await page.goto(`${baseUrl}/notice`)
        await messageCard(page, '金币福利已送达').waitFor()
        await messageCard(page, '金币福利已送达').locator('.at-button', { hasText: '领取' }).click()
        await messageCard(page, '金币福利已送达').locator('.at-button--disabled', { hasText: '已领取' }).waitFor()
        await expectLayoutFits(page, `notice-${width}`)
      })
    })

    it(`fits the text of the visitor's message centre, the search results and the English groups at ${width} px`, async () => {
      const page = await open('/notice', { width, height: 1000 })
      await keepScreenshotOnFailure(page, async () => {
        await page.getByText('登录后即可查看消息、领取奖励').waitFor()
        await expectLayoutFits(page, `notice-visitor-${width}`)
        await page.goto(`${baseUrl}/help`)
        await page.locator('.at-search-bar__input input, input.at-search-bar__input').first().fill('退款')
        await page.keyboard.press('Enter')
        await page.getByText('“退款”的搜索结果').waitFor()
        await page.locator('.help-questions').getByText(REFUND_QUESTION).waitFor()
        // taro-ui slides the search icon aside in 0.3 s
        await page.waitForTimeout(400)
        await expectLayoutFits(page, `help-search-${width}`)
        // The language set last: the page keeps it in storage for the next pages.
        await page.goto(`${baseUrl}/help`)
        await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('en_US'))
        await page.getByText('I cannot open Chinese apps or websites while accelerated. What should I do?').waitFor()
        await expectLayoutFits(page, `help-en-${width}`)
      })
    })
  }
})
