import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import {
  baseUrl,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  pageOpener,
  pageTitle,
} from './support/browser'
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

/** Kicks a match of the demo off now and, with a result, ends it (docs/api.md, control endpoints). */
async function moveMatch(matchId: string, result?: string): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/sportsQuiz/match`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO.token, matchId, result }),
  })
}

describe('sports quiz', () => {
  it('shows open and ended matches, right and wrong predictions, in a plain browser', async () => {
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '世界杯竞猜').waitFor()
      await matchCard(page, 'q1').getByText('猜对了').waitFor()
      await matchCard(page, 'q2').getByText('猜错了').waitFor()
      await matchCard(page, 'q4').getByText('等待赛果').waitFor()
      await matchCard(page, 'q5').getByText('竞猜中').waitFor()
      expect(await matchCard(page, 'q5').locator('.quiz-match__pick').count()).toBe(3)
      await expectLayoutFits(page, 'sports-quiz-demo')
    })
  })

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

  it('retries after a dropped connection with the same request id, and predicts once', async () => {
    // Two drops: Chromium itself may resend a request whose reused connection closed unanswered.
    await injectFault(PREDICT_PATH, 'drop', { times: 2 })
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const shown = matchCard(page, 'q5').getByText('我的竞猜：摩洛哥 胜')
      await pickButton(page, 'q5', '摩洛哥 胜').waitFor()
      for (let tap = 0; tap < 4 && !(await shown.isVisible()); tap += 1) {
        await page.locator('.toast').waitFor({ state: 'hidden' })
        await pickButton(page, 'q5', '摩洛哥 胜').click()
        await Promise.race([shown.waitFor(), page.locator('.toast', { hasText: '网络错误，请检查网络后重试' }).waitFor()])
      }
      await shown.waitFor()
      const sent = await predictions()
      expect(sent.length).toBeGreaterThanOrEqual(3)
      expect(new Set(sent.map((body) => body.requestId)).size).toBe(1)
      // The answer that arrived was the first one again, not "already predicted".
      expect(await page.locator('.toast', { hasText: '本场比赛您已竞猜' }).count()).toBe(0)
    })
  })

  it('says the match has kicked off when a prediction comes too late', async () => {
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pickButton(page, 'q5', '平局').waitFor()
      await moveMatch('q5')
      await pickButton(page, 'q5', '平局').click()
      await page.locator('.toast', { hasText: '比赛已开赛，竞猜已截止' }).waitFor()
      // Read again: the match now shows as ended, without picks.
      await matchCard(page, 'q5').getByText('未参与竞猜').waitFor()
    })
  })

  it('leaves a won prediction’s reward in the message centre, where it is collected as coins', async () => {
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pickButton(page, 'q5', '葡萄牙 胜').click()
      await matchCard(page, 'q5').getByText('我的竞猜：葡萄牙 胜').waitFor()
      await moveMatch('q5', 'home')
      await page.reload()
      await matchCard(page, 'q5').getByText('猜对了').waitFor()
      await matchCard(page, 'q5').getByText('去领取').click()
      await page.waitForURL('**/notice')
      const message = page.locator('.message-card', { hasText: '葡萄牙 vs 摩洛哥' })
      await message.locator('.at-button', { hasText: '领取' }).click()
      await page.locator('.toast:visible', { hasText: `领取成功，金币余额 ${1280 + 88}` }).waitFor()
    })
  })

  it('shows a visitor the matches with a login prompt, and login opens from it', async () => {
    const page = await open('/sportsQuiz')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后参与竞猜').waitFor()
      await matchCard(page, 'q5').waitFor()
      expect(await page.locator('.quiz-match__pick').count()).toBe(0)
      await page.locator('.at-button', { hasText: '去登录' }).click()
      await page.waitForURL('**/login?redirectUrl=*')
    })
  })

  it('tells a blacklisted account it cannot join and how to appeal', async () => {
    const page = await open('/sportsQuiz', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').getByText(/appeal@speedup\.example/).waitFor()
      await matchCard(page, 'q5').waitFor()
      expect(await page.locator('.quiz-match__pick').count()).toBe(0)
    })
  })

  it('shows an error with a retry when the matches fail, and the retry works', async () => {
    await injectFault('/events/sportsQuiz', '500')
    const page = await open('/sportsQuiz', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('列表加载失败').waitFor()
      await page.locator('.status-view__retry').click()
      await matchCard(page, 'q5').waitFor()
    })
  })

  it('shows the same China-time kick-offs in New York and Tokyo as in Shanghai', async () => {
    const kickOffs = async (timezoneId: string) => {
      const page = await open('/sportsQuiz', { ...DEMO, timezoneId })
      await matchCard(page, 'q7').waitFor()
      return page.locator('.quiz-match__time').allTextContents()
    }
    const shanghai = await kickOffs('Asia/Shanghai')
    expect([await kickOffs('America/New_York'), await kickOffs('Asia/Tokyo')]).toEqual([shanghai, shanghai])
  })
})

async function movePhase(event: string, phase: string): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/events/phase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO.token, event, phase }),
  })
}

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

  it('retries after a dropped connection with the same request id and credits once', async () => {
    await injectFault('/events/pointEvent/claim', 'drop', { times: 2 })
    const page = await open('/pointEvent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const claimed = page.locator('.festival-gift__claim', { hasText: '已领取' })
      for (let tap = 0; tap < 4 && !(await claimed.isVisible()); tap += 1) {
        await page.locator('.toast').waitFor({ state: 'hidden' })
        await page.locator('.festival-gift__claim', { hasText: '立即领取' }).click()
        await Promise.race([claimed.waitFor(), page.locator('.toast', { hasText: '网络错误' }).waitFor()])
      }
      await page.locator('.toast', { hasText: '领取成功，金币余额 1310' }).waitFor()
      const sent = await claims('/events/pointEvent/claim')
      expect([sent.length >= 2, new Set(sent.map((body) => body.requestId)).size]).toEqual([true, 1])
    })
  })

  it('shows "event ended" in a plain browser once the event is over', async () => {
    await movePhase('pointEvent', 'ended')
    const page = await open('/pointEvent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('event-ended').getByText('活动已结束', { exact: true }).waitFor()
      expect(await page.locator('.festival-gift__claim').count()).toBe(0)
      await expectLayoutFits(page, 'festival-gift-ended')
    })
  })

  it('says "event ended" when the event ends while the page is open', async () => {
    const page = await open('/pointEvent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.festival-gift__claim', { hasText: '立即领取' }).waitFor()
      await movePhase('pointEvent', 'ended')
      await page.locator('.festival-gift__claim').click()
      await page.locator('.toast', { hasText: '活动已结束' }).waitFor()
      await page.getByTestId('event-ended').waitFor()
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

  it('shows "event ended" once the event is over', async () => {
    await movePhase('pointEventV2', 'ended')
    const page = await open('/pointEventV2', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('event-ended').waitFor()
      expect(await page.locator('.coin-event__claim').count()).toBe(0)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/pointEventV2')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后参与金币活动').waitFor()
      expect(await page.locator('.coin-event__claim').count()).toBe(0)
    })
  })
})

describe('more welfare', () => {
  it('lists the events with screens here and opens one', async () => {
    const page = await open('/moreWelfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '更多福利').waitFor()
      await page.locator('[data-path="/sportsQuiz"]').getByText('最高 88 金币').waitFor()
      const paths = await page.locator('[data-path]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-path')))
      expect(paths.slice(0, 3)).toEqual(['/sportsQuiz', '/pointEvent', '/pointEventV2'])
      await page.locator('[data-path="/pointEvent"]').click()
      await page.waitForURL('**/pointEvent')
      await pageTitle(page, '节日福利').waitFor()
    })
  })
})
