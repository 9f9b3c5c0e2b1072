// One pass over every screen of the route table, each opened under a late native host, that checks
// what only a browser sees on every screen at once (a page load costs more than the checks):
// - start-up: the screen renders with its title and no page error under an Android host answering
//   after 400 ms (the other timings and host kinds meet the five kinds of route in host-timing.e2e.ts);
// - layout (issue 10): no text cut or spilling out of its box, no sideways scroll, at 375 px and
//   1280 px, no word of Latin script broken over two lines, in the longest language (vi_VN) and one
//   other, the other four taking turns;
// - accessibility: axe-core at 375 px in the first of those languages; a serious or critical
//   violation fails;
// - the content security policy of index.html (config/content-security.ts) refuses nothing the
//   screen loads.
// Split across files by `first` and `share`, so that both browser workers take part.
// E2E_SCREENSHOTS=1 also keeps a picture of each screen for a human (test-results/screenshots/layout-*).
// E2E_ALL_LANGUAGES=1 checks the layout of every screen in all five languages (issue 23), in about twice the time.
import type { ImpactValue } from 'axe-core'
import type { Page } from 'playwright-core'
import { SUPPORTED_LANGUAGES, type Language } from '@/config/languages'
import { htmlLangOf } from '@/lib/i18n'
import { LOGIN_PATH } from '@/routes'
import { fakeHostScript } from '../../support/fake-hosts'
import { baseUrl, collectPolicyRefusals, injectAxe, openBrowser, resetMock, screenshot, waitUntil, type BrowserSession } from './browser'
import { describeFaults, KEEP_PICTURES, layoutFaults } from './layout-faults'
import { screenPaths, screenUrl, waitForScreen } from './screens'

const PHONE_WIDTH = 375
const DESKTOP_WIDTH = 1280
const HOST_DELAY_MS = 400
const DEMO_TOKEN = 'demo-token'
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical']

const LONGEST_LANGUAGE: Language = 'vi_VN'
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== LONGEST_LANGUAGE)

const ALL_LANGUAGES = process.env.E2E_ALL_LANGUAGES === '1'

/** One of the other languages, in turn by the screen's place in the route table (or all of them), then the longest. */
function languagesOf(index: number): readonly Language[] {
  const first = OTHER_LANGUAGES[index % OTHER_LANGUAGES.length]
  const others = ALL_LANGUAGES ? [first, ...OTHER_LANGUAGES.filter((language) => language !== first)] : [first]
  return [...others, LONGEST_LANGUAGE]
}

interface Violation {
  id: string
  impact: ImpactValue | null | undefined
  help: string
  targets: string[]
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(document)
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        // colour-contrast says which colours met, so a token can be corrected from the report
        const data = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
          | undefined
        const colours = data?.fgColor
          ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`
          : ''
        return node.target.join(' ') + colours
      }),
    }))
  })
}

function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`)
    .join('\n')
}

function pictureName(path: string, language: Language, width: number): string {
  return `layout${path.replace(/\//g, '-')}-${language}-${width}`
}

/** The page at `path` in `language` at 375 px, once it has its title, nothing loading and that language. */
async function openIn(page: Page, path: string, language: Language): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 812 })
  const url = screenUrl(path)
  await page.goto(`${baseUrl}${url}${url.includes('?') ? '&' : '?'}lang=${language}`)
  await waitForScreen(page)
  // the link's language is the one shown, or this would check one language twice
  await waitUntil(async () => (await page.evaluate(() => document.documentElement.lang)) === htmlLangOf(language))
}

/** What is cut, spilling, scrolling sideways or broken mid-word at each width, as lines of a failure. */
async function layoutProblems(page: Page, path: string, language: Language): Promise<string[]> {
  const found: string[] = []
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    if (width !== PHONE_WIDTH) {
      await page.setViewportSize({ width, height: 812 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    const faults = await layoutFaults(page)
    if (faults.length > 0) {
      found.push(`${language} at ${width} px, text cut, spilling, scrolling sideways or a word broken:\n  ${describeFaults(faults).replace(/\n/g, '\n  ')}`)
      await screenshot(page, `FAILED-${pictureName(path, language, width)}`)
    } else if (KEEP_PICTURES) {
      await screenshot(page, pictureName(path, language, width))
    }
  }
  return found
}

async function axeProblems(page: Page, language: Language): Promise<string[]> {
  const failing = (await axeViolations(page)).filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? 'minor'))
  if (failing.length === 0) return []
  const elements = failing.reduce((count, violation) => count + violation.targets.length, 0)
  return [`${failing.length} serious or critical axe rule(s) fail in ${language} at ${PHONE_WIDTH} px, ${elements} element(s):\n${describeViolations(failing)}`]
}

/** Checks every `share`-th screen of the route table, from the `first`. */
export function describeEveryScreen(first: number, share: number): void {
  // one browser per signed-in state for all the screens (a browser start costs more than a page)
  let member: BrowserSession
  let visitor: BrowserSession

  beforeAll(async () => {
    ;[member, visitor] = await Promise.all([
      openBrowser({ initScript: fakeHostScript('android', { token: DEMO_TOKEN, replyDelayMs: HOST_DELAY_MS }) }),
      openBrowser({ initScript: fakeHostScript('android', { token: '', replyDelayMs: HOST_DELAY_MS }) }),
    ])
  })

  afterAll(async () => {
    await Promise.all([member?.close(), visitor?.close()])
  })

  beforeEach(resetMock)

  describe(`every screen under an Android host answering after ${HOST_DELAY_MS} ms`, () => {
    screenPaths.forEach((path, index) => {
      if (index % share !== first) return
      const languages = languagesOf(index)
      const [firstLanguage] = languages
      it(`renders ${path} with no page error and nothing refused by the content security policy; in ${languages.join(' and ')} no text is cut, spills or has a word broken at ${PHONE_WIDTH} px and ${DESKTOP_WIDTH} px and nothing scrolls sideways; axe finds no serious or critical violation`, async () => {
        const { page } = path === LOGIN_PATH ? visitor : member
        const errors: string[] = []
        const onError = (error: Error) => errors.push(error.message)
        page.on('pageerror', onError)
        const policy = collectPolicyRefusals(page)
        const found: string[] = []
        try {
          for (const language of languages) {
            await openIn(page, path, language)
            if (language === firstLanguage) found.push(...(await axeProblems(page, language)))
            found.push(...(await layoutProblems(page, path, language)))
          }
        } catch (error) {
          await screenshot(page, `FAILED-every-screen-${path}`).catch(() => undefined)
          throw error
        } finally {
          page.off('pageerror', onError)
          policy.stop()
        }
        expect(errors).toEqual([])
        expect(policy.refusals).toEqual([])
        if (found.length > 0) throw new Error(`${path}:\n${found.join('\n')}`)
      })
    })
  })
}
