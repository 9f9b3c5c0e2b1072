import type { Page } from 'playwright-core'
import { keepScreenshotOnFailure, pageOpener } from './support/browser'

const open = pageOpener()

// The screens whose first reads start-up sends early (src/api/screen-reads.ts).
const SCREENS = [
  '/welfare', '/signInV4', '/welfareDetail', '/coinExchange', '/redeemRecordV4', '/lottery', '/notice', '/inviteV4', '/help', '/me',
  '/redeemCode', '/pointEvent', '/pointEventV2', '/weeklyReward', '/mailActivity', '/miniGame', '/sportsQuiz', '/giftFriends',
  '/activationRecord', '/appApplyRecord', '/applyRecord', '/customizedMembership', '/wxPayManage', '/pauseManager', '/pauseRecord',
  '/wifiDownLoad',
]

/** The API reads the page has sent since it loaded (or since the last `performance.clearResourceTimings()`). */
function readsSent(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/'))
      .map((url) => `${url.pathname}${url.search}`),
  )
}

const repeated = (reads: string[]) => reads.filter((read, index) => reads.indexOf(read) !== index)

describe('the first load of a screen', () => {
  it.each(SCREENS)('sends each read of %s once: the page takes the answer start-up asked for early', async (path) => {
    const page = await open(path, { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.page-shell__body').first().waitFor()
      await page.waitForLoadState('networkidle')
      const reads = await readsSent(page)
      expect(reads.length).toBeGreaterThan(0)
      expect(repeated(reads)).toEqual([])
    })
  })
})

describe("a screen's code", () => {
  it.each(['/welfare', '/help', '/inviteV4'])('is asked for by %s as the page is read, before the entry script has arrived, and once', async (path) => {
    const page = await open(path, { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.page-shell__body').first().waitFor()
      const preloads = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const entryArrived = resources.find((resource) => /\/js\/app\.[0-9a-f]+\.js$/.test(resource.name))?.responseEnd ?? 0
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => {
          const requests = resources.filter((resource) => resource.name === link.href)
          return { script: link.href.endsWith('.js'), requests: requests.length, beforeEntryArrived: requests.every((request) => request.startTime < entryArrived) }
        })
      })
      expect(preloads).toContainEqual({ script: true, requests: 1, beforeEntryArrived: true })
      expect(preloads.filter((preload) => preload.requests !== 1 || !preload.beforeEntryArrived)).toEqual([])
    })
  })
})

describe('a screen opened in the app', () => {
  it('sends its reads as it is opened, before its page\'s code has arrived, and each once', async () => {
    const page = await open('/welfare', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      const signInTask = page.locator('.welfare-task[data-task="signIn"] .welfare-task__action')
      await signInTask.waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => performance.clearResourceTimings())
      await signInTask.click()
      await page.waitForURL('**/signInV4')
      await page.getByText(/已连续签到/).waitFor()
      await page.waitForLoadState('networkidle')
      const reads = await readsSent(page)
      expect(reads).toContain('/api/welfare/signIn/status')
      expect(repeated(reads)).toEqual([])
      const { readStart, codeArrived } = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const statusRead = entries.find((entry) => new URL(entry.name).pathname === '/api/welfare/signIn/status')
        return {
          readStart: statusRead?.startTime,
          codeArrived: Math.max(...entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.responseEnd)),
        }
      })
      expect(readStart).toBeLessThan(codeArrived)
    })
  })
})
