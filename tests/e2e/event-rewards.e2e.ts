// The weekly ranking reward, the mail activity and the mini game (docs/api.md, "Events endpoints").
import type { Page } from 'playwright-core'
import { addDays } from '@/lib/calendar'
import { chinaWeekOf } from '@/lib/event-rewards'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
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

async function movePhase(event: string, phase: string): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/events/phase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO.token, event, phase }),
  })
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast', { hasText: text })
}

/** Taps until `done` shows, through the dropped answers (each says "network error"). */
async function tapThroughDrops(page: Page, tap: () => Promise<void>, done: () => Promise<boolean>, waitDone: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 4 && !(await done()); attempt += 1) {
    await page.locator('.toast').waitFor({ state: 'hidden' })
    await tap()
    await Promise.race([waitDone(), toast(page, '网络错误').waitFor()])
  }
  await waitDone()
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

  it('retries after a dropped connection with the same request id and credits once', async () => {
    await injectFault(WEEK_CLAIM, 'drop', { times: 2 })
    const page = await open('/weeklyReward', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const claimed = weekRow(page).getByText('已领取')
      await weekRow(page).locator('.weekly-week__claim').waitFor()
      await tapThroughDrops(
        page,
        () => weekRow(page).locator('.weekly-week__claim').click(),
        () => claimed.isVisible(),
        () => claimed.waitFor(),
      )
      await toast(page, `领取成功，金币余额 ${DEMO_COINS + 300}`).waitFor()
      const bodies = await sent(WEEK_CLAIM)
      expect([bodies.length >= 2, new Set(bodies.map((body) => body.requestId)).size]).toEqual([true, 1])
    })
  })

  it('says "event ended" once the event is over, and the reward has expired', async () => {
    await movePhase('weeklyReward', 'ended')
    const page = await open('/weeklyReward', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('event-ended').getByText('活动已结束', { exact: true }).waitFor()
      expect([await page.locator('.weekly-week__claim').count(), await weekRow(page).getAttribute('data-state')]).toEqual([0, 'expired'])
    })
  })

  it('says the server’s "event ended" when the event ends while the page is open', async () => {
    const page = await open('/weeklyReward', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await weekRow(page).locator('.weekly-week__claim').waitFor()
      await movePhase('weeklyReward', 'ended')
      await weekRow(page).locator('.weekly-week__claim').click()
      await toast(page, '活动已结束').waitFor()
      await page.getByTestId('event-ended').waitFor()
    })
  })

  it('says the server is busy when the claim fails with a 500, and keeps the button', async () => {
    await injectFault(WEEK_CLAIM, '500')
    const page = await open('/weeklyReward', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await weekRow(page).locator('.weekly-week__claim').click()
      await toast(page, '服务器繁忙，请稍后重试').waitFor()
      expect(await weekRow(page).getAttribute('data-state')).toBe('claimable')
    })
  })

  it('asks a visitor to log in, with the tiers and leaders', async () => {
    const page = await open('/weeklyReward')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后查看您的排名并领取奖励').waitFor()
      await page.locator('.weekly-leader').first().waitFor()
      expect(await page.locator('.weekly-week').count()).toBe(0)
    })
  })

  it('tells a blacklisted account it cannot join', async () => {
    const page = await open('/weeklyReward', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').getByText(/appeal@speedup\.example/).waitFor()
      expect(await page.locator('.weekly-week__claim').count()).toBe(0)
    })
  })

  it('shows an error with a retry when the ranking fails, and the retry works', async () => {
    await injectFault('/events/weeklyReward', '500')
    const page = await open('/weeklyReward', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
      await page.locator('.status-view__retry').click()
      await weekRow(page).waitFor()
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
      await letter(page, 'newYear').locator('.mail-letter__claim').click()
      await toast(page, `领取成功，金币余额 ${DEMO_COINS + 50}`).waitFor()
      await letter(page, 'newYear').getByText('已领取').waitFor()
    })
  })

  it('sends one claim for a double tap under the Android host', async () => {
    await injectFault(LETTER_CLAIM, 'slow', { delayMs: 600 })
    const page = await open('/mailActivity', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await letter(page, 'newYear').locator('.mail-letter__claim').dblclick()
      await letter(page, 'newYear').getByText('已领取').waitFor()
      expect(await sent(LETTER_CLAIM)).toHaveLength(1)
    })
  })

  it('retries after a dropped connection with the same request id and credits once', async () => {
    await injectFault(LETTER_CLAIM, 'drop', { times: 2 })
    const page = await open('/mailActivity', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const claimed = letter(page, 'newYear').getByText('已领取')
      await letter(page, 'newYear').locator('.mail-letter__claim').waitFor()
      await tapThroughDrops(
        page,
        () => letter(page, 'newYear').locator('.mail-letter__claim').click(),
        () => claimed.isVisible(),
        () => claimed.waitFor(),
      )
      await toast(page, `领取成功，金币余额 ${DEMO_COINS + 50}`).waitFor()
      const bodies = await sent(LETTER_CLAIM)
      expect([bodies.length >= 2, new Set(bodies.map((body) => body.requestId)).size]).toEqual([true, 1])
    })
  })

  it('says "event ended" and shows unclaimed letters as expired once the activity is over', async () => {
    await movePhase('mailActivity', 'ended')
    const page = await open('/mailActivity', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('event-ended').waitFor()
      await letter(page, 'newYear').getByText('已过期').waitFor()
      expect(await page.locator('.mail-letter__claim').count()).toBe(0)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/mailActivity')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后查看来信并领取金币').waitFor()
      expect(await page.locator('.mail-letter').count()).toBe(0)
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

  it('retries after a dropped connection with the same request id and plays once', async () => {
    await injectFault(GAME_PLAY, 'drop', { times: 2 })
    const page = await open('/miniGame', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const result = page.getByTestId('game-result')
      await card(page, 3).waitFor()
      await tapThroughDrops(
        page,
        () => card(page, 3).click(),
        () => result.isVisible(),
        () => result.waitFor(),
      )
      await toast(page, `恭喜获得 50 金币，金币余额 ${DEMO_COINS + 50}`).waitFor()
      const bodies = await sent(GAME_PLAY)
      expect([bodies.length >= 2, new Set(bodies.map((body) => body.requestId)).size]).toEqual([true, 1])
      await page.getByTestId('game-plays-left').getByText('今日剩余 1 / 3 次').waitFor()
    })
  })

  it('says the plays are used up when another device used them first, and reads the game again', async () => {
    const page = await open('/miniGame', DEMO)
    const other = await open('/miniGame', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 0).waitFor()
      await card(other, 0).click()
      await other.locator('.mini-game__again').click()
      await card(other, 0).click()
      await other.getByTestId('game-plays-left').getByText('今日次数已用完，明天再来').waitFor()
      await card(page, 1).click()
      await toast(page, '今日次数已用完，明天再来').waitFor()
      await page.getByTestId('game-plays-left').getByText('今日次数已用完，明天再来').waitFor()
      expect(await page.locator('.game-card[role="button"]').count()).toBe(0)
    })
  })

  it('says "event ended" once the game is over', async () => {
    await movePhase('miniGame', 'ended')
    const page = await open('/miniGame', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('event-ended').waitFor()
      expect(await page.locator('.game-card[role="button"]').count()).toBe(0)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/miniGame')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后参与小游戏').waitFor()
      expect(await page.locator('.game-card[role="button"]').count()).toBe(0)
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
