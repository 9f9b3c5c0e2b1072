import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import {
  baseUrl,
  hostMessagesOf,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  pageOpener,
  pageTitle,
  waitUntil,
} from './support/browser'
import { expectLayoutFits } from './support/layout-faults'
import { pullDown } from './support/gestures'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }

function balance(page: Page) {
  return page.getByTestId('coin-balance').first()
}

function taskButton(page: Page, task: string) {
  return page.locator(`[data-task="${task}"] .at-button`)
}

describe('welfare centre', () => {
  it('shows the demo balance in a plain browser', async () => {
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '福利中心').waitFor()
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await page.getByText(/本月将过期 \d+ 金币/).waitFor()
    })
  })

  it('shows the demo balance under the iOS host and reports the page view', async () => {
    const page = await open('/welfare', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) => record.message === 'H5Monitor' && JSON.stringify(record.payload).includes('FuLiQianDao_PV'),
        ),
      )
    })
  })

  it('is the home screen', async () => {
    const page = await open('/', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.waitForURL('**/welfare')
      await pageTitle(page, '福利中心').waitFor()
    })
  })

  it('sends a visitor to login when signing in, in a plain browser', async () => {
    const page = await open('/welfare')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后查看金币，参与任务赚金币').waitFor()
      await taskButton(page, 'signIn').click()
      await page.waitForURL('**/login?redirectUrl=*')
      await pageTitle(page, '登录').waitFor()
    })
  })

  it('asks the iOS host to open login when a visitor signs in', async () => {
    const page = await open('/welfare', { initScript: fakeHostScript('ios', { token: '' }) })
    await keepScreenshotOnFailure(page, async () => {
      await taskButton(page, 'signIn').click()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'jumpLogin'))
    })
  })

  it('shows an error with a retry when the summary fails, and the retry works', async () => {
    await injectFault('/welfare/summary', '500')
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('金币余额加载失败').waitFor()
      await page.locator('.status-view__retry').click()
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
    })
  })

  it('tells a blacklisted account it cannot join and how to appeal', async () => {
    const page = await open('/welfare', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').getByText(/appeal@speedup\.example/).waitFor()
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

  it('shows the balance’s own error and retry when the summary fails, beside the sign-in status, and the retry works', async () => {
    await injectFault('/welfare/summary', '500')
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const failure = page.getByTestId('coin-balance-failure')
      await failure.getByText('金币余额加载失败').waitFor()
      await page.getByTestId('sign-in-streak').waitFor()
      await page.locator('.sign-in__action', { hasText: '立即签到' }).waitFor()
      await expectLayoutFits(page, 'welfare-sign-in-balance-failed')
      await failure.locator('.status-view__retry').click()
      await waitUntil(async () => (await balance(page).textContent()) === '1280')
      expect(await failure.count()).toBe(0)
      const paths = (await mockRequests()).map((request) => request.path)
      const count = (path: string) => paths.filter((each) => each === path).length
      expect([count('/welfare/summary'), count('/welfare/signIn/status')]).toEqual([2, 1])
    })
  })

  it('waits for a slow app to hand over its token instead of asking a member to log in', async () => {
    const page = await open('/signInV4', { initScript: fakeHostScript('ios', { token: 'demo-token', replyDelayMs: 1500 }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.status-view[data-status="loading"]').first().waitFor()
      expect(await page.getByText('登录后签到领金币').count()).toBe(0)
      await page.locator('.sign-in__action').waitFor()
      expect(await page.getByText('登录后签到领金币').count()).toBe(0)
    })
  })

  it('sends a visitor to login from the sign-in page', async () => {
    const page = await open('/signInV4')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后签到领金币').waitFor()
      await page.locator('.at-button', { hasText: '去登录' }).click()
      await page.waitForURL('**/login?redirectUrl=*')
    })
  })

  it('opens the rules with the new-user bonus', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__rules-link').click()
      await page.locator('.at-modal').getByText(/100 金币/).waitFor()
    })
  })

  it('switches to English and to Vietnamese when the host calls setLang', async () => {
    const page = await open('/signInV4', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '每日签到').waitFor()
      await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('en_US'))
      await pageTitle(page, 'Daily sign-in').waitFor()
      await page.getByText('Sign in now +2').waitFor()
      await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('vi_VN'))
      await pageTitle(page, 'Điểm danh hằng ngày').waitFor()
      await page.getByText('Điểm danh ngay +2').waitFor()
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

  it('shows a new sign-in at the top', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__action', { hasText: '立即签到' }).click()
      await page.getByText('今日已签到').waitFor()
      await page.goto(`${baseUrl}/welfareDetail`)
      await rows(page).first().getByText('每日签到').waitFor()
      expect(await rows(page).first().locator('.coin-record__amount').textContent()).toBe('+2')
    })
  })

  it('names every record type in English', async () => {
    const page = await open('/welfareDetail?lang=en_US', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Coin details').waitFor()
      await waitUntil(async () => (await rows(page).count()) === 10)
      const names = await page.locator('.coin-record__name').allTextContents()
      expect(names.every((name) => /^[A-Za-z]/.test(name))).toBe(true)
    })
  })
})
