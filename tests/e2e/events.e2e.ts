import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const PREDICT_PATH = '/events/sportsQuiz/predict'

function matchCard(page: Page, id: string) {
  return page.locator(`[data-match-id="${id}"]`)
}

function pickButton(page: Page, id: string, label: string) {
  return matchCard(page, id).locator('.quiz-match__pick', { hasText: label })
}

async function predictions(): Promise<Array<Record<string, unknown>>> {
  return (await mockRequests())
    .filter((request) => request.method === 'POST' && request.path === PREDICT_PATH)
    .map((request) => request.decryptedBody as Record<string, unknown>)
}

describe('sports quiz', () => {
  it('records a prediction under the iOS host, and a reload keeps it', async () => {
    const page = await open('/sportsQuiz', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pickButton(page, 'q5', '平局').click()
      await page.locator('.toast', { hasText: '竞猜成功，开赛后等待赛果' }).waitFor()
      await matchCard(page, 'q5').getByText('我的竞猜：平局').waitFor()
      await page.reload()
      await matchCard(page, 'q5').getByText('我的竞猜：平局').waitFor()
      expect(await matchCard(page, 'q5').locator('.quiz-match__pick').count()).toBe(0)
    })
  })

  it('sends one prediction for a double tap', async () => {
    await injectFault(PREDICT_PATH, 'slow', { delayMs: 600 })
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const button = pickButton(page, 'q7', '平局')
      await button.dblclick()
      await matchCard(page, 'q7').getByText('我的竞猜：平局').waitFor()
      expect(await predictions()).toHaveLength(1)
    })
  })

})

async function claims(path: string): Promise<Array<Record<string, unknown>>> {
  return (await mockRequests())
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => request.decryptedBody as Record<string, unknown>)
}

describe('festival gift', () => {
  it('receives the gift once under the Android host and says the new balance', async () => {
    const page = await open('/pointEvent', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '节日福利').waitFor()
      await page.locator('.festival-gift__claim', { hasText: '立即领取' }).dblclick()
      await page.locator('.toast', { hasText: '领取成功，金币余额 1310' }).waitFor()
      await page.locator('.festival-gift__claim', { hasText: '已领取' }).waitFor()
      expect(await claims('/events/pointEvent/claim')).toHaveLength(1)
      await expectLayoutFits(page, 'festival-gift-claimed')
    })
  })

})

describe('coin event', () => {
  it('receives today’s coins and marks the day, in a plain browser', async () => {
    const page = await open('/pointEventV2', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '金币活动').waitFor()
      await page.getByTestId('coin-event-progress').getByText('已领取 30 / 130 金币').waitFor()
      await page.locator('.coin-event__claim', { hasText: '领取今日 10 金币' }).click()
      await page.locator('.toast', { hasText: '领取成功，金币余额 1290' }).waitFor()
      await page.locator('.coin-event__claim', { hasText: '今日已领取，明天再来' }).waitFor()
      expect(await page.locator('.coin-event-day[data-state="today"]').count()).toBe(0)
      await expectLayoutFits(page, 'coin-event-claimed')
    })
  })

})

