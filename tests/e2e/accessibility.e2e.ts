// Accessibility a browser shows: keyboard access and labelled inputs (axe-core scans every screen in
// every-screen-even.e2e.ts and every-screen-odd.e2e.ts).
import type { Page } from 'playwright-core'
import { LOGIN_PATH } from '@/routes'
import { keepScreenshotOnFailure, pageOpener, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()
const DEMO = { token: 'demo-token' }

/** Presses Tab until `target` holds the focus; fails when a whole round of Tab stops never reaches it. */
async function tabTo(page: Page, selector: string, maxStops = 40): Promise<void> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab')
    if (await page.locator(selector).evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${selector} in ${maxStops} stops`)
}

describe('keyboard access', () => {
  it('signs in on /signInV4 from the keyboard: Tab reaches the sign-in button, named, and Enter presses it', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const button = page.getByRole('button', { name: /立即签到/ })
      await button.waitFor()
      await tabTo(page, '.sign-in__action')
      await page.keyboard.press('Enter')
      await page.getByText('今日已签到').waitFor()
      expect(await page.locator('.sign-in__action').getAttribute('aria-disabled')).toBe('true')
    })
  })

  it('opens the sign-in rules with Space once Tab reaches the rules link', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__rules-link').waitFor()
      await tabTo(page, '.sign-in__rules-link')
      await page.keyboard.press(' ')
      await page.locator('.at-modal--active').waitFor()
    })
  })

  it('puts a dialog over a mask of 0.55 black (spec 9)', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__rules-link').click()
      const mask = page.locator('.at-modal--active .at-modal__overlay')
      await mask.waitFor()
      expect(await mask.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0.55)')
    })
  })

  it('shows a focus ring in the brand colour on the focused control', async () => {
    const page = await open('/signInV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__action').waitFor()
      await tabTo(page, '.sign-in__action')
      const outline = await page
        .locator('.sign-in__action')
        .evaluate((element) => getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).outlineWidth)
      expect(outline).toBe('solid 2px')
      await expectLayoutFits(page, 'accessibility-focus-ring-signInV4')
    })
  })

  it('names the help search field, which a keyboard user types into and searches with Enter', async () => {
    const page = await open('/help', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const field = page.getByRole('searchbox', { name: '搜索' })
      await field.waitFor()
      await field.fill('退款')
      await page.keyboard.press('Enter')
      await waitUntil(async () => (await page.locator('.help__results-title').count()) > 0)
    })
  })
})

describe('labelled inputs', () => {
  it('names the login inputs by their visible titles, not by their placeholders', async () => {
    const page = await open(LOGIN_PATH)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByRole('textbox', { name: '手机号', exact: true }).waitFor()
      await page.getByRole('spinbutton', { name: '验证码', exact: true }).waitFor()
      await page.getByRole('tab', { name: '邮箱登录' }).click()
      await page.getByRole('textbox', { name: '邮箱', exact: true }).waitFor()
    })
  })
})
