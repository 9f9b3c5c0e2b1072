// Spec 4 start-up at every host timing: each route renders its own screen, never a blank page,
// whether the native host answers at once, late, never, or with an odd token. Pairwise, not the
// product: each row of HOST_TIMINGS runs under one host kind, the kinds taking turns down the
// table (each meets late, silent or odd answers). Every screen of the route table opens under one
// late host in every-screen-*.e2e.ts. A new route worth covering goes into ROUTES; a new host
// behaviour into HOST_TIMINGS.
import type { Page } from 'playwright-core'
import { fakeHostScript, type FakeHostKind, type FakeHostOptions } from '../support/fake-hosts'
import { baseUrl, concurrentBrowser, mockRequests, openBrowser, pageTitle, resetMock, screenshot, waitUntil, type BrowserSession } from './support/browser'

type Membership = 'member' | 'visitor'

interface HostTiming {
  name: string
  kind: FakeHostKind
  /** how the fake host answers getToken and every other question */
  host: FakeHostOptions
  /** the login cookie the browser already holds */
  cookie?: string
  /** whom /welfare shows once start-up is done */
  welfareShows: Membership
}

const DEMO_TOKEN = 'demo-token'

export const HOST_TIMINGS: readonly HostTiming[] = [
  { name: 'answers at once', kind: 'ios', host: { token: DEMO_TOKEN, replyDelayMs: 0 }, welfareShows: 'member' },
  { name: 'answers after 60 ms', kind: 'android', host: { token: DEMO_TOKEN, replyDelayMs: 60 }, welfareShows: 'member' },
  { name: 'answers after 400 ms', kind: 'electron', host: { token: DEMO_TOKEN, replyDelayMs: 400 }, welfareShows: 'member' },
  { name: 'answers after 1500 ms', kind: 'ios', host: { token: DEMO_TOKEN, replyDelayMs: 1500 }, welfareShows: 'member' },
  { name: 'never answers, with the login cookie', kind: 'android', host: {}, cookie: DEMO_TOKEN, welfareShows: 'member' },
  { name: 'never answers, without a cookie', kind: 'electron', host: {}, welfareShows: 'visitor' },
  { name: 'answers an empty token (logged out)', kind: 'ios', host: { token: '', replyDelayMs: 60 }, cookie: DEMO_TOKEN, welfareShows: 'visitor' },
  { name: 'answers null', kind: 'android', host: { replies: { getToken: null }, replyDelayMs: 60 }, cookie: DEMO_TOKEN, welfareShows: 'member' },
  { name: 'answers a number', kind: 'electron', host: { replies: { getToken: 42 }, replyDelayMs: 60 }, cookie: DEMO_TOKEN, welfareShows: 'member' },
  { name: 'answers an object', kind: 'ios', host: { replies: { getToken: { token: DEMO_TOKEN } }, replyDelayMs: 60 }, cookie: DEMO_TOKEN, welfareShows: 'member' },
]

interface RouteCase {
  kind: string
  path: string
  /** where the route lands (an unmatched path lands on /404) */
  landsOn: string
  title: string
  /** whether the screen tells a member from a visitor (checked against the timing's expectation) */
  showsMembership?: boolean
}

const ROUTES: readonly RouteCase[] = [
  { kind: 'a waiting route', path: '/welfare', landsOn: '/welfare', title: '福利中心', showsMembership: true },
  { kind: 'a no-wait route', path: '/signInV4', landsOn: '/signInV4', title: '每日签到' },
  { kind: 'a list route', path: '/welfareDetail', landsOn: '/welfareDetail', title: '金币明细' },
  { kind: '/404', path: '/404', landsOn: '/404', title: '页面不存在' },
  { kind: 'an unmatched path', path: '/no-such-screen', landsOn: '/404', title: '页面不存在' },
]

/** Opens a path and waits for its own screen, failing on any page error on the way. */
async function openAndExpectScreen(page: Page, route: RouteCase): Promise<void> {
  const errors: string[] = []
  const onError = (error: Error) => errors.push(error.message)
  page.on('pageerror', onError)
  try {
    await page.goto(`${baseUrl}${route.path}`)
    await page.waitForURL(`**${route.landsOn}`)
    await pageTitle(page, route.title).waitFor({ timeout: 8000 })
    expect(errors).toEqual([])
  } finally {
    page.off('pageerror', onError)
  }
}

// Most of a start-up is waiting on the host (up to the 3 s a start-up waits for its answer), so the cases run side by
// side, each in a fresh context of one browser. They only read the demo account: one reset first
// (Jest starts concurrent tests after the file's own beforeAll only).
const browser = concurrentBrowser()

beforeAll(async () => {
  await resetMock()
})

afterAll(async () => {
  await browser.close()
})

describe.each(HOST_TIMINGS)('start-up under the $kind host that $name', (timing) => {
  const options = { initScript: fakeHostScript(timing.kind, timing.host), token: timing.cookie }
  it.concurrent.each(ROUTES)('renders $kind ($path) with no page error', async (route) => {
    const page = await browser.page(options)
    try {
      await openAndExpectScreen(page, route)
      if (route.showsMembership) {
        const marker = timing.welfareShows === 'member' ? '[data-testid="today-income"]' : '.welfare-centre__visitor'
        await page.locator(marker).waitFor()
      }
    } catch (error) {
      await screenshot(page, `FAILED-host-timing-${timing.kind}-${timing.name}-${route.path}`).catch(() => undefined)
      throw error
    } finally {
      await page.close()
    }
  })
})

describe('while the host takes its time', () => {
  let session: BrowserSession

  beforeEach(async () => {
    await resetMock()
    session = await openBrowser({ initScript: fakeHostScript('ios', { token: DEMO_TOKEN, replyDelayMs: 1500 }), token: DEMO_TOKEN })
  })

  afterEach(async () => {
    await session.close()
  })

  it('shows the initialising text, announced politely, and then the page', async () => {
    const { page } = session
    await page.goto(`${baseUrl}/welfare`)
    const initialising = page.getByRole('status').filter({ hasText: /^初始化中\.+$/ })
    await initialising.waitFor()
    expect(await initialising.getAttribute('aria-live')).toBe('polite')
    await pageTitle(page, '福利中心').waitFor()
    expect(await initialising.count()).toBe(0)
  })

  it('sends the login cookie as the token header on the first calls of a no-wait page', async () => {
    const { page } = session
    await page.goto(`${baseUrl}/signInV4`)
    await pageTitle(page, '每日签到').waitFor()
    // the page's first calls may still be on their way when its title shows
    let requests: Awaited<ReturnType<typeof mockRequests>> = []
    await waitUntil(async () => {
      requests = (await mockRequests()).filter((request) => !request.path.startsWith('/__mock'))
      return requests.length > 0
    })
    expect(requests.map((request) => [request.path, request.headers.token])).toEqual(
      requests.map((request) => [request.path, DEMO_TOKEN]),
    )
  })
})
