import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'

// /wxPayManage, /pauseManager and /pauseRecord against the mock (docs/api.md, "Membership endpoints").
const open = pageOpener()

// The server compresses each file on its first request; on a busy machine the entry's first
// brotli can outlast a page load's timeout, so this file asks for the entry once before its tests.
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl}/wxPayManage`)).text()
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])
  await Promise.all(files.map((file) => fetch(`${baseUrl}${file}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((answer) => answer.arrayBuffer())))
}, 60000)

const DEMO = { token: 'demo-token' }
const ANDROID = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }
const DAY_MS = 24 * 60 * 60 * 1000
const RENEW_DONE = '已关闭自动续费'
const PAUSED = '会员已暂停'
const RESUMED = '会员已恢复'

async function posts(path: string) {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === path)
}

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD" read as China time. */
function chinaTime(text: string): number {
  const [date, time = '00:00'] = text.trim().split(' ')
  return Date.parse(`${date}T${time}:00+08:00`)
}

const activeContract = (page: Page) => page.locator('.renew__active .contract[data-state="active"]')

async function endFirstContract(page: Page) {
  await activeContract(page).first().locator('.contract__end').click()
  await page.locator('.renew__confirm .confirm-sheet__text').waitFor()
}

async function choosePause(page: Page, days: number) {
  await page.locator('.pause__choice', { hasText: `${days} 天` }).click()
}

async function confirmPause(page: Page) {
  await page.locator('.pause__start').click()
  await page.locator('.pause__confirm .confirm-sheet__confirm').click()
}

async function resume(page: Page) {
  await page.locator('.pause__resume').click()
  await page.locator('.pause__confirm .confirm-sheet__confirm').click()
}

async function vipExpiry(page: Page): Promise<number> {
  return chinaTime(await page.locator('.pause__expiry-vip').innerText())
}

describe('auto-renew management', () => {
  it('ends auto-renew after a confirm that says the paid time stays, in the Android app', async () => {
    const page = await open('/wxPayManage', ANDROID)
    await keepScreenshotOnFailure(page, async () => {
      await activeContract(page).first().waitFor()
      const contractNo = await activeContract(page).first().getAttribute('data-contract-no')
      await endFirstContract(page)
      await page.getByText('已支付的会员时长不受影响', { exact: false }).waitFor()
      // "keep it" changes nothing
      await page.locator('.renew__confirm .confirm-sheet__keep').click()
      expect(await posts('/member/autoRenew/end')).toHaveLength(0)
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').click()
      await page.getByText(RENEW_DONE).waitFor()
      await page.locator(`.renew__ended .contract[data-contract-no="${contractNo}"]`).waitFor()
      expect(await activeContract(page).count()).toBe(0)
      const [sent] = await posts('/member/autoRenew/end')
      expect(sent.decryptedBody).toMatchObject({ contractNo, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
      // read again, the server agrees
      await page.reload()
      await page.locator(`.renew__ended .contract[data-contract-no="${contractNo}"]`).waitFor()
    })
  })

  it('sends one request for a double tap', async () => {
    await injectFault('/member/autoRenew/end', 'slow', { delayMs: 800 })
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').dblclick()
      await page.getByText(RENEW_DONE).waitFor()
      expect(await posts('/member/autoRenew/end')).toHaveLength(1)
    })
  })
})

describe('pausing the membership', () => {
  it('pauses for the chosen days, moving the expiry and the next renewal, then resumes early', async () => {
    const renewBefore = await open('/wxPayManage', DEMO)
    const nextBefore = chinaTime(await activeContract(renewBefore).first().locator('.contract__next').innerText())
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '暂停会员').waitFor()
      const expiryBefore = await vipExpiry(page)
      await page.getByText('本年度还可暂停 2 次').waitFor()
      await choosePause(page, 15)
      await page.locator('.pause__choice[aria-pressed="true"]', { hasText: '15 天' }).waitFor()
      await confirmPause(page)
      await page.getByText(PAUSED).waitFor()
      await page.locator('.pause-running').waitFor()
      expect(Math.abs((await vipExpiry(page)) - expiryBefore - 15 * DAY_MS)).toBeLessThanOrEqual(60 * 1000)
      const [sent] = await posts('/member/pause')
      expect(sent.decryptedBody).toMatchObject({ days: 15, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })

      const renewAfter = await open('/wxPayManage', DEMO)
      const nextAfter = chinaTime(await activeContract(renewAfter).first().locator('.contract__next').innerText())
      expect(nextAfter - nextBefore).toBe(15 * DAY_MS)

      await resume(page)
      await page.getByText(RESUMED).waitFor()
      await page.locator('.pause__start').waitFor()
      expect(Math.abs((await vipExpiry(page)) - expiryBefore)).toBeLessThanOrEqual(60 * 1000)
      await page.getByText('本年度还可暂停 1 次').waitFor()
    })
  })

  it('sends one pause for a double tap', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      // the fault names the path, which the status read shares: it waits until the page has read
      await page.locator('.pause__start').waitFor()
      await injectFault('/member/pause', 'slow', { delayMs: 800 })
      await page.locator('.pause__start').click()
      await page.locator('.pause__confirm .confirm-sheet__confirm').dblclick()
      await page.getByText(PAUSED).waitFor()
      expect(await posts('/member/pause')).toHaveLength(1)
    })
  })
})

describe('pause records', () => {
  it('lists the pauses newest first: one resumed early, one that ran its course', async () => {
    const page = await open('/pauseRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '暂停记录').waitFor()
      const rows = page.locator('.pause-record')
      await rows.first().waitFor()
      expect(await rows.count()).toBe(2)
      expect(await rows.nth(0).getAttribute('data-state')).toBe('resumed')
      await rows.nth(0).getByText('已提前恢复').waitFor()
      await rows.nth(0).getByText('10 天').waitFor()
      expect(await rows.nth(1).getAttribute('data-state')).toBe('ended')
      await rows.nth(1).getByText('暂停 15 天').waitFor()
    })
  })
})
