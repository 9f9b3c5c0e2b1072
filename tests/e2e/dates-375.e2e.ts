// At a phone's width, Chromium breaks "2027-01-15" after a hyphen ("2027-01-" over "15"), whatever
// CSS line-break says: every date shown in a sentence must sit in a piece that cannot wrap. Checked
// in Vietnamese, whose sentences are the longest, on the screens that show dates inside sentences.
import type { Page } from 'playwright-core'
import { htmlLangOf } from '@/lib/i18n'
import { baseUrl, openBrowser, resetMock, screenshot, waitUntil, type BrowserSession } from './support/browser'
import { waitForScreen } from './support/screens'

const PHONE_WIDTH = 375
const LANGUAGE = 'vi_VN'

/** The screens, and what on each must be there before its dates are read. */
const SCREENS: ReadonlyArray<[path: string, shown: string]> = [
  ['/welfare', '.coin-balance__expires-at'],
  ['/record', '.record__refund-hint'],
  ['/moreWelfare', '.more-welfare__ends'],
  ['/sportsQuiz', '.quiz-match__time'],
  ['/redeemRecordV4', '.exchange-order'],
  ['/deviceManage', '.login-device__meta'],
  ['/equipmentManage', '.equipment__meta'],
  ['/wifiConfig', '.wifi-config__updated'],
  ['/wifiDownLoad', '.download__meta'],
  ['/deviceManual', '.device-manual__updated'],
  ['/taskDetailEmailV3', '.task__hint'],
  ['/memberServiceAgreement', '.agreement-document__date'],
]

interface ShownDate {
  date: string
  /** The computed `white-space` of the element holding the date's text. */
  whiteSpace: string
  /** How many lines the date's text takes. */
  lines: number
}

/** Every date shown on the page, as laid out. */
function datesOnPage(page: Page): Promise<ShownDate[]> {
  return page.evaluate(() => {
    const found: ShownDate[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement
      if (!holder || holder.getClientRects().length === 0) continue
      for (const match of (node.textContent ?? '').matchAll(/\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index ?? 0)
        range.setEnd(node, (match.index ?? 0) + match[0].length)
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
        found.push({ date: match[0], whiteSpace: getComputedStyle(holder).whiteSpace, lines: tops.size })
      }
    }
    return found
  })
}

let member: BrowserSession

beforeAll(async () => {
  member = await openBrowser({ token: 'demo-token', width: PHONE_WIDTH })
})

afterAll(async () => {
  await member?.close()
})

beforeEach(resetMock)

describe(`dates in sentences at ${PHONE_WIDTH} px`, () => {
  it.each(SCREENS)('%s keeps every date it shows on one line', async (path, shown) => {
    const { page } = member
    await page.goto(`${baseUrl}${path}?lang=${LANGUAGE}`)
    await waitForScreen(page)
    await waitUntil(async () => (await page.evaluate(() => document.documentElement.lang)) === htmlLangOf(LANGUAGE))
    await page.locator(shown).first().waitFor()
    const dates = await datesOnPage(page)
    const broken = dates.filter((date) => date.whiteSpace !== 'nowrap' || date.lines !== 1)
    if (broken.length > 0) await screenshot(page, `FAILED-dates-375${path.replace(/\//g, '-')}`)
    expect(dates.length).toBeGreaterThan(0)
    expect(broken).toEqual([])
  })
})
