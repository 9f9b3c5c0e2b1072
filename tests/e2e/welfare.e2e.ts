import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, screenshot, waitUntil } from './support/browser'
import { pullDown } from './support/gestures'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }

function balance(page: Page) {
  return page.getByTestId('coin-balance').first()
}

describe('welfare centre', () => {
  it('is the home screen', async () => {
    const page = await open('/', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.waitForURL('**/welfare')
      await pageTitle(page, '福利中心').waitFor()
    })
  })
})

describe('daily sign-in', () => {
  it('grows the balance by the reward and advances the streak, then refuses a second sign-in', async () => {
    const page = await open('/signInV4', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      const streakBefore = Number(await page.getByTestId('sign-in-streak').getAttribute('data-streak'))
      await page.locator('.sign-in__action').click()
      await page.getByText('今日已签到').waitFor()
      await waitUntil(async () => (await balance(page).textContent()) === '1282')
      expect(Number(await page.getByTestId('sign-in-streak').getAttribute('data-streak'))).toBe(streakBefore + 1)
      expect(await page.locator('.sign-in-day[data-state="today"]').count()).toBe(0)

      await page.reload()
      await page.getByText('今日已签到').waitFor()
      expect(await page.locator('.sign-in__action').getAttribute('class')).toContain('at-button--disabled')
    })
  })

  it('says the sign-in reward at the top of a desktop window, 8 px down and centred (spec 9)', async () => {
    const page = await open('/signInV4', { ...DEMO, width: 1280, height: 800 })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__action', { hasText: '立即签到' }).click()
      const toast = page.locator('.toast-layer--desktop .toast').first()
      await toast.waitFor()
      const box = await toast.boundingBox()
      expect([box?.y, Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2)]).toEqual([8, 640])
      await screenshot(page, 'toast-desktop-1280')
    })
  })

  it('refuses a sign-in from a second tab opened before the first signed in', async () => {
    const first = await open('/signInV4', DEMO)
    const second = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(second, async () => {
      await second.locator('.sign-in__action', { hasText: '立即签到' }).waitFor()
      await first.locator('.sign-in__action', { hasText: '立即签到' }).click()
      await first.getByText('今日已签到').waitFor()
      await second.locator('.sign-in__action').click()
      await second.locator('.toast', { hasText: '今日已签到' }).waitFor()
      const signIns = (await mockRequests()).filter((request) => request.path === '/welfare/signIn')
      expect(signIns).toHaveLength(2)
      await waitUntil(async () => (await balance(second).textContent()) === '1282')
    })
  })
})

describe('coin records', () => {
  function rows(page: Page) {
    return page.locator('.coin-record')
  }

  it('loads the second page when scrolled to the end', async () => {
    const page = await open('/welfareDetail', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await rows(page).count()) === 10)
      await rows(page).last().scrollIntoViewIfNeeded()
      await waitUntil(async () => (await rows(page).count()) === 20)
      const pages = (await mockRequests()).filter((request) => request.path === '/welfare/coinRecords').map((request) => request.query.page)
      expect(pages).toEqual(['1', '2'])
    })
  })

  it('reloads the first page on pull to refresh', async () => {
    const page = await open('/welfareDetail', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await rows(page).count()) === 10)
      await pullDown(page, '.scroll-list', 160)
      await waitUntil(async () =>
        (await mockRequests()).filter((request) => request.path === '/welfare/coinRecords').length === 2,
      )
      await waitUntil(async () => (await rows(page).count()) === 10)
    })
  })
})
