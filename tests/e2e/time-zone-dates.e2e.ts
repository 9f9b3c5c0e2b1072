import type { Page } from 'playwright-core'
import { addDays, chinaDateOf, chinaDateTimeOf, chinaMidnightOf, type CalendarDate } from '@/lib/calendar'
import { shareReviewDeadline } from '@/lib/tasks'
import { baseUrl, keepScreenshotOnFailure, pageOpener, pageTitle, waitUntil } from './support/browser'

// The dates of the newer areas just after midnight China time, as a device far west of China (still
// on the day before) shows them: one browser check per kind of date screen, in one foreign zone (the
// sibling of time-zone.e2e.ts, which covers the welfare slice; the China-time calendar itself is
// tested under many zones in tests/lib/calendar.test.ts). The mock's clock (POST /api/__mock/clock)
// and the device's are set to the same instant.
const open = pageOpener()

const MINUTE_MS = 60 * 1000
const FAR_WEST = 'America/Los_Angeles'
/** Its `getTimezoneOffset()` in January, to check the browser really runs in it. */
const FAR_WEST_JANUARY_OFFSET = 480
const DEMO_PASSWORD = 'demo1234'
// The smallest PNG there is (1×1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/** The next China date after today that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextChinaWeekday(weekday: number): CalendarDate {
  let date = addDays(chinaDateOf(Date.now()), 1)
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1)
  return date
}

const monday = nextChinaWeekday(1)
/** Just after midnight China time on a Monday, ten minutes of margin: the far-west device is still on Sunday. */
const NEAR_MIDNIGHT = { name: 'Monday 00:10 China time', date: monday, at: chinaMidnightOf(monday) + 10 * MINUTE_MS }

async function control(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

/** Opens `path` as the demo, the device far west with its clock at `at`, checking the zone took. */
async function openFarWest(path: string, at: number): Promise<Page> {
  const page = await open(path, { token: 'demo-token', timezoneId: FAR_WEST, clockAt: at })
  expect(await page.evaluate(() => new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset())).toBe(FAR_WEST_JANUARY_OFFSET)
  return page
}

/** What `read` finds on `path` opened afresh far west. */
async function readFarWest(path: string, at: number, read: (page: Page) => Promise<string[]>): Promise<string[]> {
  const page = await openFarWest(path, at)
  let shown: string[] = []
  await keepScreenshotOnFailure(page, async () => {
    shown = await read(page)
  })
  return shown
}

async function texts(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor()
  return (await page.locator(selector).allInnerTexts()).map((text) => text.trim())
}

/** "YYYY-MM-DD HH:mm" with the minutes cut to tens: the clocks run on from the instant set. */
function toTenMinutes(text: string): string {
  return text.replace(/(\d{2}:\d)\d/g, '$1x')
}

describe(`dates of the newer areas at ${NEAR_MIDNIGHT.name}, the device in ${FAR_WEST}`, () => {
  const { date, at } = NEAR_MIDNIGHT
  beforeEach(() => control('/clock', { at }))

  it('/cancelReminder: the waiting period ends on the 15th China day, counted from the day it was submitted', async () => {
    await control('/cancellation', { token: 'demo-token', endRenewals: true })
    const page = await openFarWest('/cancelReminder', at)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.cancel-reminder__agree').click()
      await page.locator('.cancel-reminder__next').click()
      await pageTitle(page, '注销身份验证').waitFor()
      await page.getByText('没有生效中的连续包月').waitFor()
      await page.locator('input[name="cancel-password"]').fill(DEMO_PASSWORD)
      await page.locator('.cancel-auth__submit').click()
      await page.locator('.cancel-auth__confirm .confirm-sheet__confirm').click()
      await page.locator('.cancel-state--pending').filter({ visible: true }).waitFor()
    })
    const lastDay = addDays(date, 14)
    const shown = await readFarWest('/cancelReminder', at, async (view) => texts(view, '.cancel-state--pending .cancel-state__strong'))
    expect(shown).toEqual([`等待期至 ${lastDay}（北京时间）结束，届时账号将被注销`])
  })

  it('/weeklyReward: the week running is the China week of the instant, Monday to Sunday, and every week and deadline reads the same', async () => {
    const weekStart = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7))
    const shown = await readFarWest('/weeklyReward', at, async (page) => {
      const weeks = await texts(page, '.weekly-week__dates')
      const deadlines = (await page.locator('.weekly-week__deadline').allInnerTexts()).map((text) => text.trim())
      return [...weeks, ...deadlines]
    })
    expect(shown[0]).toBe(`${weekStart} 至 ${addDays(weekStart, 6)}`)
  })

  it('/pauseManager: the pause ends, and the VIP time with it, on the China dates the pause implies', async () => {
    const page = await openFarWest('/pauseManager', at)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '暂停会员').waitFor()
      await page.locator('.pause__choice', { hasText: '7 天' }).click()
      await page.locator('.pause__start').click()
      await page.locator('.pause__confirm .confirm-sheet__confirm').click()
      await page.locator('.pause-running').waitFor()
    })
    // the demo's VIP ends 45 days from the seed; the pause moves it and itself ends 7 days on
    const time = toTenMinutes(chinaDateTimeOf(at)).slice(11)
    const shown = await readFarWest('/pauseManager', at, async (view) => {
      const vipEnd = await texts(view, '.pause__expiry-vip')
      const pauseEnd = await texts(view, '.pause-running .manage__note')
      return [...vipEnd, ...pauseEnd].map(toTenMinutes)
    })
    expect(shown).toEqual([`${addDays(date, 52)} ${time}`, `暂停期间会员权益不可用，将于 ${addDays(date, 7)} ${time} 自动恢复。`])
  })

  it('/taskDetailShareV3: the review deadline is the end of the second China working day after the submit', async () => {
    const page = await openFarWest('/taskDetailShareV3', at)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-testid="share-task"][data-state="notSubmitted"]').waitFor()
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.share-task__choose').click()])
      await chooser.setFiles({ name: 'shared.png', mimeType: 'image/png', buffer: PNG })
      await page.locator('.share-task__submit').click()
      await page.locator('[data-testid="share-task"][data-state="reviewing"]').waitFor()
    })
    const deadline = chinaDateTimeOf(shareReviewDeadline(at))
    const shown = await readFarWest('/taskDetailShareV3', at, async (view) => {
      await waitUntil(async () => (await view.getByText(/预计 .* 前完成审核/).count()) > 0)
      return [(await view.getByText(/预计 .* 前完成审核/).innerText()).trim()]
    })
    expect(shown).toEqual([`预计 ${deadline} 前完成审核`])
  })
})
