import type { Page } from 'playwright-core'
import { baseUrl, keepScreenshotOnFailure, setMockClock, pageOpener, waitUntil } from './support/browser'

// The welfare dates near midnight China time, as a device far west of China shows them (Los
// Angeles, on both sides of its return to standard time): one browser check per kind of date screen,
// in one foreign zone. The China-time calendar itself is tested under many zones in
// tests/lib/calendar.test.ts. The mock's clock (POST /api/__mock/clock) and the device's are set to
// the same instant. The expected dates are written out, not computed with src/lib/calendar.ts, so
// that a fault there cannot hide in the expectation.
const open = pageOpener()

const LOS_ANGELES = 'America/Los_Angeles'
/** Los Angeles's `getTimezoneOffset()` in January, to check the browser really runs in it. */
const JANUARY_OFFSET = 480
const FIRST_PAGE = 10

interface NearMidnight {
  name: string
  at: number
  /** The China date of the instant. */
  date: string
  /** "HH:m" of the instant in China time: the clocks run on, so the last minute digit is left out. */
  time: string
  /** Los Angeles's `getTimezoneOffset()` at the instant: daylight saving ends there on 1 November 2026, 09:00 UTC. */
  losAngelesOffset: number
  /** The last day of the instant's China month, when its expiring coins expire. */
  monthEnd: string
  /** When coins earned at the instant expire: the end of the third China month after. */
  earnedNowExpire: string
}

// Just into a China month, Los Angeles still in the month before and on daylight-saving time...
const MONTH_START: NearMidnight = {
  name: 'Sunday 1 November 2026, 00:10 China time',
  at: Date.UTC(2026, 9, 31, 16, 10),
  date: '2026-11-01',
  time: '00:1',
  losAngelesOffset: 420,
  monthEnd: '2026-11-30',
  earnedNowExpire: '2027-02-28',
}
// ...and just into the next China week (Monday), Los Angeles still on Sunday and back on standard time.
const WEEK_START: NearMidnight = {
  name: 'Monday 2 November 2026, 00:10 China time',
  at: Date.UTC(2026, 10, 1, 16, 10),
  date: '2026-11-02',
  time: '00:1',
  losAngelesOffset: 480,
  monthEnd: '2026-11-30',
  earnedNowExpire: '2027-02-28',
}

/** Opens `path` as the demo, the device in Los Angeles with its clock at `moment.at`, checking the zone took. */
async function openInLosAngeles(path: string, moment: NearMidnight): Promise<Page> {
  const page = await open(path, { token: 'demo-token', timezoneId: LOS_ANGELES, clockAt: moment.at })
  const offsets = await page.evaluate((at) => [new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset(), new Date(at).getTimezoneOffset()], moment.at)
  expect(offsets).toEqual([JANUARY_OFFSET, moment.losAngelesOffset])
  return page
}

/** What `read` finds on `path` in Los Angeles. */
async function readInLosAngeles<T>(path: string, moment: NearMidnight, read: (page: Page) => Promise<T>): Promise<T> {
  const page = await openInLosAngeles(path, moment)
  let value: T | undefined
  await keepScreenshotOnFailure(page, async () => {
    value = await read(page)
  })
  return value as T
}

/** The coin card's expiring line, once it names its date. */
async function expiringLine(page: Page): Promise<string> {
  const line = page.locator('.coin-balance__expiring')
  await waitUntil(async () => /\d{4}-\d{2}-\d{2}/.test((await line.textContent()) ?? ''))
  return ((await line.textContent()) ?? '').trim()
}

interface ShownRecord {
  name: string
  time: string
  expiry: string
  amount: string
}

/** The first page of /welfareDetail's records, each time cut to tens of minutes. */
async function firstRecords(page: Page): Promise<ShownRecord[]> {
  await waitUntil(async () => (await page.locator('.coin-record').count()) >= FIRST_PAGE)
  const records = await page.locator('.coin-record').evaluateAll((rows) =>
    rows.map((row) => {
      const text = (selector: string) => row.querySelector(selector)?.textContent?.trim() ?? ''
      return { name: text('.coin-record__name'), time: text('.coin-record__time'), expiry: text('.coin-record__expiry'), amount: text('.coin-record__amount') }
    }),
  )
  return records.slice(0, FIRST_PAGE).map((record) => ({ ...record, time: record.time.replace(/(\d{2}:\d)\d$/, '$1') }))
}

interface ShownWeek {
  streak: string | null
  action: string
  /** Each day of the 7-day cycle: "day state label". */
  days: string[]
}

async function signInWeek(page: Page): Promise<ShownWeek> {
  const streak = page.getByTestId('sign-in-streak')
  await page.locator('.sign-in__action', { hasText: '今日已签到' }).waitFor()
  const days = await page.locator('.sign-in-day').evaluateAll((cells) =>
    cells.map((cell) => `${cell.getAttribute('data-day')} ${cell.getAttribute('data-state')} ${cell.querySelector('.sign-in-day__label')?.textContent ?? ''}`),
  )
  return { streak: await streak.getAttribute('data-streak'), action: (await page.locator('.sign-in__action').innerText()).trim(), days }
}

/** Signs the demo in on /signInV4 from Los Angeles, whose date is still the China day before. */
async function signInFromLosAngeles(moment: NearMidnight): Promise<void> {
  const page = await openInLosAngeles('/signInV4', moment)
  await keepScreenshotOnFailure(page, async () => {
    await page.locator('.sign-in__action', { hasText: '立即签到' }).click()
    await page.locator('.sign-in__action', { hasText: '今日已签到' }).waitFor()
  })
}

interface CoinDetail {
  balance: string
  records: ShownRecord[]
}

/** Signs the demo in from Los Angeles, then reads `read` on `path` and after it the coin card and records of /welfareDetail. */
async function afterSignIn<T>(path: string, moment: NearMidnight, read: (page: Page) => Promise<T>): Promise<{ first: T; detail: CoinDetail }> {
  await signInFromLosAngeles(moment)
  return readInLosAngeles(path, moment, async (page) => {
    const first = await read(page)
    await page.goto(`${baseUrl}/welfareDetail`)
    return { first, detail: { balance: await expiringLine(page), records: await firstRecords(page) } }
  })
}

/** /welfareDetail: the coins of this month expire on its last day; the newest record is the sign-in, dated by China time. */
function expectSignInRecord({ balance, records }: CoinDetail, moment: NearMidnight): void {
  expect(balance).toMatch(new RegExp(`^本月将过期 \\d+ 金币 · ${moment.monthEnd} 过期$`))
  expect(records[0]).toEqual({ name: '每日签到', time: `${moment.date} ${moment.time}`, expiry: `${moment.earnedNowExpire} 过期`, amount: '+2' })
}

describe(`welfare dates at ${MONTH_START.name}, the device in Los Angeles`, () => {
  beforeEach(() => setMockClock(MONTH_START.at))

  it('/welfare and /welfareDetail: this month’s coins expire on its last China day, and a sign-in counts for the China day and month', async () => {
    const shown = await afterSignIn('/welfare', MONTH_START, async (page) => {
      const line = await expiringLine(page)
      return { line, todayIncome: (await page.getByTestId('today-income').innerText()).trim() }
    })
    expect(shown.first).toEqual({ line: shown.detail.balance, todayIncome: '2' })
    expectSignInRecord(shown.detail, MONTH_START)
  })

  it('/rule: the expiry example is the end of the third month after the China month', async () => {
    const shown = await readInLosAngeles('/rule', MONTH_START, async (page) => {
      const rule = page.locator('.rule__point', { hasText: '例如本月获得的金币' })
      await rule.waitFor()
      return ((await rule.textContent()) ?? '').trim()
    })
    expect(shown).toBe(`金币在获得当月之后的第 3 个月月底过期。例如本月获得的金币有效期至 ${MONTH_START.earnedNowExpire}。`)
  })
})

describe(`sign-in at ${WEEK_START.name}, the device in Los Angeles`, () => {
  beforeEach(() => setMockClock(WEEK_START.at))

  it('/signInV4 and /welfareDetail: the sign-in counts for the China day, in the streak, the 7 days and the records', async () => {
    const shown = await afterSignIn('/signInV4', WEEK_START, signInWeek)
    // the demo signed in on the 3 China days before this one: today is day 4 of the cycle
    expect(shown.first).toEqual({
      streak: '4',
      action: '今日已签到',
      days: ['1 signed 第1天', '2 signed 第2天', '3 signed 第3天', '4 signed 今天', '5 upcoming 第5天', '6 upcoming 第6天', '7 upcoming 第7天'],
    })
    expectSignInRecord(shown.detail, WEEK_START)
  })
})
