// The weekly ranking reward, the mail activity and the mini game (docs/api.md, "Events endpoints").
import type { Page } from 'playwright-core'
import { addDays } from '@/lib/calendar'
import { chinaWeekOf } from '@/lib/event-rewards'
import { fakeHostScript } from '../support/fake-hosts'
import { injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const ANDROID_DEMO = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }
const DEMO_COINS = 1280
const WEEK_CLAIM = '/events/weeklyReward/claim'
const LETTER_CLAIM = '/events/mailActivity/claim'
const GAME_PLAY = '/events/miniGame/play'

async function sent(path: string): Promise<Array<Record<string, unknown>>> {
  return (await mockRequests())
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => request.decryptedBody as Record<string, unknown>)
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast', { hasText: text })
}

const lastWeek = () => addDays(chinaWeekOf(Date.now()), -7)
const weekRow = (page: Page) => page.locator(`.weekly-week[data-week="${lastWeek()}"]`)

describe('weekly ranking reward', () => {
  it('shows the weeks, the tiers and last week’s leaders in a plain browser, and receives last week’s reward', async () => {
    const page = await open('/weeklyReward', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '周榜奖励').waitFor()
      await page.locator('.weekly-leader--mine', { hasText: '（我）' }).waitFor()
      expect(await page.locator('.weekly-week').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')))).toEqual([
        'ranking',
        'claimable',
        'noReward',
        'expired',
      ])
      await expectLayoutFits(page, 'weekly-reward-demo')
      await weekRow(page).locator('.weekly-week__claim', { hasText: '领取 300 金币' }).click()
      await toast(page, `领取成功，金币余额 ${DEMO_COINS + 300}`).waitFor()
      await weekRow(page).getByText('已领取').waitFor()
    })
  })

  it('sends one claim for a double tap under the iOS host', async () => {
    await injectFault(WEEK_CLAIM, 'slow', { delayMs: 600 })
    const page = await open('/weeklyReward', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await weekRow(page).locator('.weekly-week__claim').dblclick()
      await weekRow(page).getByText('已领取').waitFor()
      expect(await sent(WEEK_CLAIM)).toHaveLength(1)
    })
  })
})

const letter = (page: Page, id: string) => page.locator(`[data-letter-id="${id}"]`)

describe('mail activity', () => {
  it('shows the letters in a plain browser and receives a letter’s coins', async () => {
    const page = await open('/mailActivity', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '活动来信').waitFor()
      await page.getByTestId('mail-progress').getByText('已领取 20 / 70 金币').waitFor()
      await expectLayoutFits(page, 'mail-activity-demo')
      await letter(page, 'redPacket').locator('.mail-letter__claim').click()
      await toast(page, `领取成功，金币余额 ${DEMO_COINS + 50}`).waitFor()
      await letter(page, 'redPacket').getByText('已领取').waitFor()
    })
  })

  it('sends one claim for a double tap under the Android host', async () => {
    await injectFault(LETTER_CLAIM, 'slow', { delayMs: 600 })
    const page = await open('/mailActivity', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await letter(page, 'redPacket').locator('.mail-letter__claim').dblclick()
      await letter(page, 'redPacket').getByText('已领取').waitFor()
      expect(await sent(LETTER_CLAIM)).toHaveLength(1)
    })
  })
})

const card = (page: Page, index: number) => page.locator(`.game-card[data-card="${index}"]`)

describe('mini game', () => {
  // The demo has played twice before (docs/api.md): its third play's cards are [5, 10, 20, 50, 88, 0].
  it('turns a card in a plain browser and credits the coins on it', async () => {
    const page = await open('/miniGame', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '小游戏').waitFor()
      await page.getByTestId('game-plays-left').getByText('今日剩余 2 / 3 次').waitFor()
      await expectLayoutFits(page, 'mini-game-demo')
      await card(page, 3).click()
      await toast(page, `恭喜获得 50 金币，金币余额 ${DEMO_COINS + 50}`).waitFor()
      await page.locator('.game-card--turned', { hasText: '50 金币' }).waitFor()
      await page.getByTestId('game-plays-left').getByText('今日剩余 1 / 3 次').waitFor()
      await expectLayoutFits(page, 'mini-game-result')
    })
  })

  it('plays once for a double tap under the iOS host', async () => {
    await injectFault(GAME_PLAY, 'slow', { delayMs: 600 })
    const page = await open('/miniGame', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 3).dblclick()
      await page.getByTestId('game-result').waitFor()
      expect(await sent(GAME_PLAY)).toHaveLength(1)
    })
  })
})

describe('more welfare', () => {
  it('links the weekly ranking, the mail activity and the mini game', async () => {
    const page = await open('/moreWelfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-path="/mailActivity"]').waitFor()
      expect(await page.locator('[data-path="/weeklyReward"], [data-path="/miniGame"]').count()).toBe(2)
      await page.locator('[data-path="/miniGame"]').click()
      await page.waitForURL('**/miniGame')
      await pageTitle(page, '小游戏').waitFor()
    })
  })
})
