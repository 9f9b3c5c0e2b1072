// Issue 10 item 8: every screen at a phone's width and a desktop's: no text cut off or spilling
// out of its box, no sideways scroll. Languages pairwise, not every screen in every language: the
// longest (vi_VN) on every screen, and the other four taking turns, one more per screen.
// E2E_SCREENSHOTS=1 also keeps a picture of each for a human to look at
// (test-results/screenshots/layout-*); the pictures assert nothing.
import { SUPPORTED_LANGUAGES, type Language } from '@/config/languages'
import { htmlLangOf } from '@/lib/i18n'
import { LOGIN_PATH } from '@/routes'
import { baseUrl, openBrowser, resetMock, screenshot, waitUntil, type BrowserSession } from './support/browser'
import { describeFaults, KEEP_PICTURES, layoutFaults } from './support/layout-faults'
import { screenPaths, screenUrl, waitForScreen } from './support/screens'

const PHONE_WIDTH = 375
const DESKTOP_WIDTH = 1280

// One browser for every screen and language (a browser start costs more than a page).
let member: BrowserSession
let visitor: BrowserSession

beforeAll(async () => {
  ;[member, visitor] = await Promise.all([openBrowser({ token: 'demo-token', width: PHONE_WIDTH }), openBrowser({ width: PHONE_WIDTH })])
})

afterAll(async () => {
  await Promise.all([member?.close(), visitor?.close()])
})

beforeEach(resetMock)

const LONGEST_LANGUAGE: Language = 'vi_VN'
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== LONGEST_LANGUAGE)

/** The longest language and one of the others, in turn by the screen's place in the route table. */
function languagesOf(index: number): readonly Language[] {
  return [OTHER_LANGUAGES[index % OTHER_LANGUAGES.length], LONGEST_LANGUAGE]
}

function pictureName(path: string, language: Language, width: number): string {
  return `layout${path.replace(/\//g, '-')}-${language}-${width}`
}

describe('text fits and nothing scrolls sideways', () => {
  screenPaths.forEach((path, index) => {
    const languages = languagesOf(index)
    it(`shows ${path} in ${languages.join(' and ')} with no text cut or spilling at ${PHONE_WIDTH} px and ${DESKTOP_WIDTH} px, and no sideways scroll`, async () => {
      const { page } = path === LOGIN_PATH ? visitor : member
      const found: string[] = []
      for (const language of languages) {
        await page.setViewportSize({ width: PHONE_WIDTH, height: 812 })
        const url = screenUrl(path)
        await page.goto(`${baseUrl}${url}${url.includes('?') ? '&' : '?'}lang=${language}`)
        await waitForScreen(page)
        // the link's language is the one shown, or this would check one language twice
        await waitUntil(async () => (await page.evaluate(() => document.documentElement.lang)) === htmlLangOf(language))
        for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
          if (width !== PHONE_WIDTH) {
            await page.setViewportSize({ width, height: 812 })
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
          }
          const faults = await layoutFaults(page)
          if (faults.length > 0) {
            found.push(`${language} at ${width} px:\n  ${describeFaults(faults).replace(/\n/g, '\n  ')}`)
            await screenshot(page, `FAILED-${pictureName(path, language, width)}`)
          } else if (KEEP_PICTURES) {
            await screenshot(page, pictureName(path, language, width))
          }
        }
      }
      if (found.length > 0) throw new Error(`${path}: text cut, spilling or scrolling sideways\n${found.join('\n')}`)
    })
  })
})
