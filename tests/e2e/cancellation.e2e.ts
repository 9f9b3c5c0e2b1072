import type { Page } from 'playwright-core'
import { waitingPeriodLastDay } from '@/lib/cancellation'
import { fakeHostScript } from '../support/fake-hosts'
import { expectLayoutFits } from './support/layout-faults'
import {
  baseUrl,
  hostMessagesOf,
  injectAxe,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  pageOpener,
  pageTitle,
  waitUntil,
  type OpenOptions,
} from './support/browser'

// Account cancellation: /cancelReminder, then /cancelAuth, against the mock (docs/api.md,
// "Account cancellation endpoints"), in a plain browser and under a fake app host.
const open = pageOpener()

const DEMO = { token: 'demo-token' }
const BOUND_CODE = 'tp:wechat:oWx-20001-bound'

/** The chat-app account in the iOS app, whose host answers the re-login with `code`. */
function thirdPartyInApp(code: string) {
  return { initScript: fakeHostScript('ios', { token: 'wechat-token', replies: { thirdPartyLogin: { code } } }) }
}

async function control(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/cancellation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

const endRenewals = () => control({ token: 'demo-token', endRenewals: true })

// After the submit, /cancelReminder replaces /cancelAuth above the first /cancelReminder, hidden
// in the page stack: only what is shown counts.
function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast', { hasText: text }).filter({ visible: true })
}

function shown(page: Page, text: string | RegExp) {
  return page.getByText(text).filter({ visible: true })
}

async function submits() {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === '/account/cancellation')
}

/** Accepts the agreement on /cancelReminder and goes on to /cancelAuth. */
async function toAuth(page: Page): Promise<void> {
  await page.getByText('注销前请确认以下事项').waitFor()
  await page.locator('.cancel-reminder__agree').click()
  await page.locator('.cancel-reminder__next').click()
  await pageTitle(page, '注销身份验证').waitFor()
}

async function typePassword(page: Page, password: string): Promise<void> {
  await page.locator('input[name="cancel-password"]').fill(password)
}

function submitButton(page: Page) {
  return page.locator('.cancel-auth__submit')
}

/** The destructive action of the confirmation the submit opens. */
function confirmButton(page: Page) {
  return page.locator('.cancel-auth__confirm .confirm-sheet__confirm')
}

async function submitAndConfirm(page: Page): Promise<void> {
  await submitButton(page).click()
  await confirmButton(page).click()
}

async function isDisabled(page: Page): Promise<boolean> {
  return (await submitButton(page).getAttribute('class'))?.includes('at-button--disabled') ?? false
}

/** /cancelAuth of a password account whose subscriptions are ended, with `password` typed. */
async function openPasswordStep(password: string, options: OpenOptions = DEMO): Promise<Page> {
  await endRenewals()
  const page = await open('/cancelReminder', options)
  await toAuth(page)
  await page.getByText('没有生效中的连续包月').waitFor()
  await typePassword(page, password)
  return page
}

async function waitingPeriodShown(page: Page): Promise<void> {
  await pageTitle(page, '注销账号').filter({ visible: true }).waitFor()
  await page.locator('.cancel-state--pending', { hasText: '注销申请已提交' }).filter({ visible: true }).waitFor()
}

describe('account cancellation with the password (plain browser)', () => {
  it('is refused while a subscription is active, and goes through once it is cancelled', async () => {
    const page = await open('/cancelReminder', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await toAuth(page)
      await page.getByText('VIP · 每月 ¥25.00').waitFor()
      await page.getByText('在微信「我 › 服务 › 钱包 › 支付设置 › 自动续费」中关闭').waitFor()
      await typePassword(page, 'demo1234')
      expect(await isDisabled(page)).toBe(true)
      await endRenewals()
      await page.locator('.cancel-auth__recheck').click()
      await page.getByText('没有生效中的连续包月').waitFor()
      await submitAndConfirm(page)
      await waitingPeriodShown(page)
      await shown(page, `等待期至 ${waitingPeriodLastDay(Date.now())}（北京时间）结束，届时账号将被注销`).waitFor()
      await shown(page, '等待期还剩 15 天').waitFor()
      expect(await submits()).toHaveLength(1)
    })
  })

  it('shows the account cancelled once the waiting period is over', async () => {
    const page = await openPasswordStep('demo1234')
    await keepScreenshotOnFailure(page, async () => {
      await submitAndConfirm(page)
      await waitingPeriodShown(page)
      await control({ token: 'demo-token', submittedDaysAgo: 16 })
      await page.reload()
      await shown(page, '账号已注销').waitFor()
    })
  })

  it('sends one request for a double tap on the confirm', async () => {
    const page = await openPasswordStep('demo1234')
    await keepScreenshotOnFailure(page, async () => {
      await injectFault('/account/cancellation', 'slow', { delayMs: 800 })
      await submitButton(page).click()
      await confirmButton(page).dblclick()
      await waitingPeriodShown(page)
      expect(await submits()).toHaveLength(1)
    })
  })

  it('tells a third-party account in a plain browser to log in again in the app', async () => {
    const page = await open('/cancelReminder', { token: 'wechat-token' })
    await keepScreenshotOnFailure(page, async () => {
      await toAuth(page)
      await page.locator('.cancel-auth__relogin').click()
      await toast(page, '请在 App 内重新登录第三方账号').waitFor()
    })
  })
})

describe('account cancellation with a third-party re-login (iOS app)', () => {
  it('cancels after a re-login with the bound account', async () => {
    const page = await open('/cancelReminder', thirdPartyInApp(BOUND_CODE))
    await keepScreenshotOnFailure(page, async () => {
      await toAuth(page)
      await page.getByText('绑定账号：微信 Wei***er').waitFor()
      await page.getByText('没有生效中的连续包月').waitFor()
      expect(await isDisabled(page)).toBe(true)
      await page.locator('.cancel-auth__relogin').click()
      await page.getByText('已重新登录微信，可以提交注销申请').waitFor()
      await submitAndConfirm(page)
      await waitingPeriodShown(page)
      const [sent] = await submits()
      expect(sent.decryptedBody).toMatchObject({ agreementAccepted: true, thirdPartyCode: BOUND_CODE })
      const asked = (await hostMessagesOf(page)).filter((record) => record.message === 'thirdPartyLogin')
      expect(asked).toEqual([{ message: 'thirdPartyLogin', payload: { provider: 'wechat', callback: expect.any(String) } }])
    })
  })
})

/** axe-core's serious and critical findings on the page as shown. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  // a dialog fading in has its colours blended with the page's: contrast is measured once it is there
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await injectAxe(page)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(document)
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
}

async function fitsAtBothWidths(page: Page, state: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 })
  // the page that slid in (Taro's H5 navigation animation) is measured once it has arrived
  await waitUntil(async () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 3000).catch(() => undefined)
  await expectLayoutFits(page, `${state}-375`)
  expect(await seriousAxeFindings(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 812 })
  await expectLayoutFits(page, `${state}-1280`)
}

// The route table's own layout and axe checks see /cancelAuth without the agreement only. In the
// longest language; the every-screen pass takes the others in turn.
describe('the cancellation steps fit and read well', () => {
  it('shows the subscriptions, the password, the confirmation and then the waiting period in vi_VN', async () => {
    const language = 'vi_VN'
    const page = await open(`/cancelReminder?lang=${language}`, DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.cancel-reminder__agree').click()
      await fitsAtBothWidths(page, `cancel-reminder-${language}`)
      await page.setViewportSize({ width: 375, height: 812 })
      await page.locator('.cancel-reminder__next').click()
      await page.locator('.cancel-auth__renewal').waitFor()
      await fitsAtBothWidths(page, `cancel-auth-${language}`)
      await endRenewals()
      await page.locator('.cancel-auth__recheck').click()
      await page.locator('.cancel-auth__clear').waitFor()
      await typePassword(page, 'demo1234')
      await submitButton(page).click()
      await page.locator('.cancel-auth__confirm.at-modal--active').waitFor()
      await fitsAtBothWidths(page, `cancel-confirm-${language}`)
      await page.setViewportSize({ width: 375, height: 812 })
      await confirmButton(page).click()
      await page.locator('.cancel-state--pending').filter({ visible: true }).waitFor()
      await fitsAtBothWidths(page, `cancel-pending-${language}`)
    })
  })

  it('shows the third-party re-login in Vietnamese', async () => {
    const page = await open('/cancelReminder?lang=vi_VN', thirdPartyInApp(BOUND_CODE))
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.cancel-reminder__agree').click()
      await page.locator('.cancel-reminder__next').click()
      await page.locator('.cancel-auth__relogin').waitFor()
      await fitsAtBothWidths(page, 'cancel-auth-third-party-vi_VN')
    })
  })
})
