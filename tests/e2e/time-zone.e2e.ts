import type { Page } from 'playwright-core'
import { baseUrl, keepScreenshotOnFailure, setMockClock, sharedBrowserOpener, waitUntil } from './support/browser'

// The welfare dates near midnight China time, as devices far west of China (Los Angeles, on both
// sides of its return to standard time; Pago Pago, UTC−11), at an odd offset (Kathmandu, UTC+5:45),
// in China and far east of it (Kiritimati, UTC+14) show them: the sibling of
// time-zone-dates.e2e.ts, which covers the newer areas. The
// mock's clock (POST /api/__mock/clock) and the device's are set to the same instant; every zone of
// a case runs at once, each in its own context of one browser. The expected dates are written out,
// not computed with src/lib/calendar.ts, so that a fault there cannot hide in the expectation.
const open = sharedBrowserOpener()

const LOS_ANGELES = 'America/Los_Angeles'
const ZONES = [LOS_ANGELES, 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Asia/Shanghai', 'Pacific/Kiritimati'] as const
type Zone = (typeof ZONES)[number]
/** Each zone's `getTimezoneOffset()` in January, to check the browser really runs in it. */
const JANUARY_OFFSETS: Record<Zone, number> = {
  [LOS_ANGELES]: 480,
  'Pacific/Pago_Pago': 660,
  'Asia/Kathmandu': -345,
  'Asia/Shanghai': -480,
  'Pacific/Kiritimati': -840,
}
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

// Either side of a China month's end (a Saturday), Los Angeles still on daylight-saving time...
const MONTH_END: readonly NearMidnight[] = [
  {
    name: 'Saturday 31 October 2026, 23:50 China time',
    at: Date.UTC(2026, 9, 31, 15, 50),
    date: '2026-10-31',
    time: '23:5',
    losAngelesOffset: 420,
    monthEnd: '2026-10-31',
    earnedNowExpire: '2027-01-31',
  },
  {
    name: 'Sunday 1 November 2026, 00:10 China time',
    at: Date.UTC(2026, 9, 31, 16, 10),
    date: '2026-11-01',
    time: '00:1',
    losAngelesOffset: 420,
    monthEnd: '2026-11-30',
    earnedNowExpire: '2027-02-28',
  },
]
// ...and either side of the next China midnight (Sunday to Monday), hours after it has gone back to standard time.
const WEEK_END: readonly NearMidnight[] = [
  {
    name: 'Sunday 1 November 2026, 23:50 China time',
    at: Date.UTC(2026, 10, 1, 15, 50),
    date: '2026-11-01',
    time: '23:5',
    losAngelesOffset: 480,
    monthEnd: '2026-11-30',
    earnedNowExpire: '2027-02-28',
  },
  {
    name: 'Monday 2 November 2026, 00:10 China time',
    at: Date.UTC(2026, 10, 1, 16, 10),
    date: '2026-11-02',
    time: '00:1',
    losAngelesOffset: 480,
    monthEnd: '2026-11-30',
    earnedNowExpire: '2027-02-28',
  },
]

/** Opens `path` as the demo, the device in `zone` with its clock at `moment.at`, checking the zone took. */
async function openIn(path: string, zone: Zone, moment: NearMidnight): Promise<Page> {
  const page = await open(path, { token: 'demo-token', timezoneId: zone, clockAt: moment.at })
  const offsets = await page.evaluate((at) => [new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset(), new Date(at).getTimezoneOffset()], moment.at)
  expect(offsets[0]).toBe(JANUARY_OFFSETS[zone])
  if (zone === LOS_ANGELES) expect(offsets[1]).toBe(moment.losAngelesOffset)
  return page
}

/** What `read` finds on `path` in each zone, by zone; the zones run at once. */
async function readInEveryZone<T>(path: string, moment: NearMidnight, read: (page: Page) => Promise<T>): Promise<Record<Zone, T>> {
  const shown = await Promise.all(
    ZONES.map(async (zone) => {
      const page = await openIn(path, zone, moment)
      let value: T | undefined
      await keepScreenshotOnFailure(page, async () => {
        value = await read(page)
      })
      return [zone, value as T] as const
    }),
  )
  return Object.fromEntries(shown) as Record<Zone, T>
}

/** The same `expected` in every zone. */
function everyZone<T>(expected: T): Record<Zone, T> {
  return Object.fromEntries(ZONES.map((zone) => [zone, expected])) as Record<Zone, T>
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

/** Signs the demo in on /signInV4 from Los Angeles, whose date is the China date's morning or still the day before. */
async function signInFromLosAngeles(moment: NearMidnight): Promise<void> {
  const page = await openIn('/signInV4', LOS_ANGELES, moment)
  await keepScreenshotOnFailure(page, async () => {
    await page.locator('.sign-in__action', { hasText: '立即签到' }).click()
    await page.locator('.sign-in__action', { hasText: '今日已签到' }).waitFor()
  })
}

interface CoinDetail {
  balance: string
  records: ShownRecord[]
}

/**
 * Signs the demo in from Los Angeles, then reads `read` on `path` and after it the coin card and
 * records of /welfareDetail in every zone: one context per zone, whose second page loads from its cache.
 */
async function afterSignIn<T>(path: string, moment: NearMidnight, read: (page: Page) => Promise<T>): Promise<Record<Zone, { first: T; detail: CoinDetail }>> {
  await signInFromLosAngeles(moment)
  return readInEveryZone(path, moment, async (page) => {
    const first = await read(page)
    await page.goto(`${baseUrl}/welfareDetail`)
    return { first, detail: { balance: await expiringLine(page), records: await firstRecords(page) } }
  })
}

/** /welfareDetail in Shanghai: the coins of this month expire on its last day; the newest record is the sign-in, dated by China time. */
function expectSignInRecord({ balance, records }: CoinDetail, moment: NearMidnight): void {
  expect(balance).toMatch(new RegExp(`^本月将过期 \\d+ 金币 · ${moment.monthEnd} 过期$`))
  expect(records[0]).toEqual({ name: '每日签到', time: `${moment.date} ${moment.time}`, expiry: `${moment.earnedNowExpire} 过期`, amount: '+2' })
}

describe.each(MONTH_END)('welfare dates at $name', (moment) => {
  beforeEach(() => setMockClock(moment.at))

  it('/welfare and /welfareDetail: this month’s coins expire on its last China day, and a sign-in counts for the China day and month', async () => {
    const shown = await afterSignIn('/welfare', moment, async (page) => {
      const line = await expiringLine(page)
      return { line, todayIncome: (await page.getByTestId('today-income').innerText()).trim() }
    })
    const inShanghai = shown['Asia/Shanghai']
    expect(inShanghai.first).toEqual({ line: inShanghai.detail.balance, todayIncome: '2' })
    expectSignInRecord(inShanghai.detail, moment)
    expect(shown).toEqual(everyZone(inShanghai))
  })

  it('/rule: the expiry example is the end of the third month after the China month', async () => {
    const shown = await readInEveryZone('/rule', moment, async (page) => {
      const rule = page.locator('.rule__point', { hasText: '例如本月获得的金币' })
      await rule.waitFor()
      return ((await rule.textContent()) ?? '').trim()
    })
    expect(shown).toEqual(everyZone(`金币在获得当月之后的第 3 个月月底过期。例如本月获得的金币有效期至 ${moment.earnedNowExpire}。`))
  })
})

describe.each(WEEK_END)('sign-in at $name', (moment) => {
  beforeEach(() => setMockClock(moment.at))

  it('/signInV4 and /welfareDetail: the sign-in counts for the China day, in the streak, the 7 days and the records', async () => {
    const shown = await afterSignIn('/signInV4', moment, signInWeek)
    const inShanghai = shown['Asia/Shanghai']
    // the demo signed in on the 3 China days before this one: today is day 4 of the cycle
    expect(inShanghai.first).toEqual({
      streak: '4',
      action: '今日已签到',
      days: ['1 signed 第1天', '2 signed 第2天', '3 signed 第3天', '4 signed 今天', '5 upcoming 第5天', '6 upcoming 第6天', '7 upcoming 第7天'],
    })
    expectSignInRecord(inShanghai.detail, moment)
    expect(shown).toEqual(everyZone(inShanghai))
  })
})
