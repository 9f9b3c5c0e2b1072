import type { Page } from 'playwright-core'
import { addDays, isCalendarDate } from '@/lib/calendar'
import { keepScreenshotOnFailure, pageOpener, waitUntil } from './support/browser'

const open = pageOpener()

const CHINA_ZONE = 'Asia/Shanghai'
// West of UTC (the demo's sign-ins between 08:00 and 13:00 China time fall on the day before there)
// and east of China (a China month's last millisecond is 00:59 on the 1st there).
const OTHER_ZONES = ['America/New_York', 'Asia/Tokyo'] as const
/** Each zone's `getTimezoneOffset()` in January, to check the browser really runs in it. */
const JANUARY_OFFSETS: Record<string, number> = { 'Asia/Shanghai': -480, 'America/New_York': 300, 'Asia/Tokyo': -540 }
const FIRST_PAGE = 10

interface ShownDates {
  /** The coin balance's expiring line, with its date. */
  balanceExpiry: string
  /** Each record of the first page: its time and, for income, its expiry line. */
  records: { time: string; expiry: string }[]
}

function dateIn(text: string): string {
  const date = /\d{4}-\d{2}-\d{2}/.exec(text)?.[0]
  if (!date || !isCalendarDate(date)) throw new Error(`no date in "${text}"`)
  return date
}

function isLastDayOfMonth(date: string): boolean {
  return addDays(date, 1).endsWith('-01')
}

async function shownDates(page: Page): Promise<ShownDates> {
  await waitUntil(async () => (await page.locator('.coin-record').count()) >= FIRST_PAGE)
  const expiring = page.locator('.coin-balance__expiring')
  await waitUntil(async () => /\d{4}-\d{2}-\d{2}/.test((await expiring.textContent()) ?? ''))
  const records = await page.locator('.coin-record').evaluateAll((rows) =>
    rows.map((row) => ({
      time: row.querySelector('.coin-record__time')?.textContent ?? '',
      expiry: row.querySelector('.coin-record__expiry')?.textContent ?? '',
    })),
  )
  return { balanceExpiry: (await expiring.textContent()) ?? '', records: records.slice(0, FIRST_PAGE) }
}

/** Opens /welfareDetail signed in as the demo with the device in `timezoneId`, and reads its dates. */
async function datesOnCoinRecords(timezoneId: string): Promise<ShownDates> {
  const page = await open('/welfareDetail', { token: 'demo-token', timezoneId })
  let dates: ShownDates | undefined
  await keepScreenshotOnFailure(page, async () => {
    expect(await page.evaluate(() => new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset())).toBe(JANUARY_OFFSETS[timezoneId])
    dates = await shownDates(page)
  })
  if (!dates) throw new Error(`no dates read in ${timezoneId}`)
  return dates
}

describe('/welfareDetail shows China time in every device zone', () => {
  it.each(OTHER_ZONES)('shows the same record times, expiry dates and balance expiry in %s as in Shanghai', async (zone) => {
    const inChina = await datesOnCoinRecords(CHINA_ZONE)
    expect(inChina.records).toHaveLength(FIRST_PAGE)
    expect(inChina.records.every((record) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(record.time))).toBe(true)
    expect(await datesOnCoinRecords(zone)).toEqual(inChina)
  })

  it.each([CHINA_ZONE, ...OTHER_ZONES])('shows every expiry in %s on the last day of a month', async (zone) => {
    const { balanceExpiry, records } = await datesOnCoinRecords(zone)
    const expiries = records.filter((record) => record.expiry !== '').map((record) => dateIn(record.expiry))
    expect(expiries.length).toBeGreaterThan(0)
    expect([dateIn(balanceExpiry), ...expiries].filter((date) => !isLastDayOfMonth(date))).toEqual([])
  })
})
