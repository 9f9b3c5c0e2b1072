import fs from 'fs'
import os from 'os'
import path from 'path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/support/chromium'

// tests/e2e/run.js starts a mock server for each Jest worker; a worker talks to its own only
const workerOrigins = (process.env.E2E_BASE_URLS ?? 'http://127.0.0.1:10086').split(',')
export const baseUrl = workerOrigins[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % workerOrigins.length]
export const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots')

export interface BrowserSession {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

export interface OpenOptions {
  width?: number
  height?: number
  /** Source of a script run before the app (a fake native host). */
  initScript?: string
  /** Sets the login cookie before the first page. */
  token?: string
  /** Browser permissions granted to the app's origin, e.g. ['clipboard-read', 'clipboard-write']. */
  permissions?: string[]
  /** The device's time zone, e.g. 'America/New_York'; the machine's own when absent. */
  timezoneId?: string
  /** The device's clock starts at this instant (ms) and runs on, as the mock's does after POST /api/__mock/clock. */
  clockAt?: number
  /**
   * The browser's language (navigator.languages, Accept-Language), which a first visit follows.
   * Chinese unless given, so a test reads the product's source language whatever the machine's.
   */
  locale?: string
}

function contextOptions(options: OpenOptions): BrowserContextOptions {
  return {
    viewport: { width: options.width ?? 375, height: options.height ?? 812 },
    timezoneId: options.timezoneId,
    locale: options.locale ?? 'zh-CN',
  }
}

/** The login cookie, permissions, init script and clock of `options`, then the context's first page. */
async function preparedPage(context: BrowserContext, options: OpenOptions): Promise<Page> {
  if (options.token) {
    await context.addCookies([{ name: 'token', value: options.token, url: baseUrl }])
  }
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl })
  context.setDefaultTimeout(10000)
  if (options.initScript) await context.addInitScript(options.initScript)
  if (options.clockAt !== undefined) await context.clock.install({ time: options.clockAt })
  return context.pages()[0] ?? (await context.newPage())
}

export async function openBrowser(options: OpenOptions = {}): Promise<BrowserSession> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    ...contextOptions(options),
  })
  const page = await preparedPage(context, options)
  return {
    context,
    page,
    async close() {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * The page opener of one test file: one browser for the whole file and a fresh context (its own
 * cookies, zone and clock) for each page, which starts far quicker than a browser of its own. It
 * resets the mock before each test and closes every context a test opened after it.
 * `open(path, options)` gives the page at `path`.
 */
export function pageOpener(): (path: string, options?: OpenOptions) => Promise<Page> {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  })
  afterAll(() => browser?.close())
  beforeEach(resetMock)
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  return async (path, options = {}) => {
    if (!browser) throw new Error('the browser of this file is not running')
    const context = await browser.newContext(contextOptions(options))
    contexts.push(context)
    const page = await preparedPage(context, options)
    await page.goto(`${baseUrl}${path}`)
    return page
  }
}

/**
 * One browser for a file's concurrent tests (`it.concurrent`), launched by the first test that asks
 * (concurrent tests start before a describe's beforeAll). `page(options)` opens a tab in the context
 * made for those options (its cookies, init script, zone and clock), one context per `options`
 * object, so tests that share one share its cache. `close()` in afterAll ends them all.
 */
export function concurrentBrowser(): { page(options: OpenOptions): Promise<Page>; close(): Promise<void> } {
  let launching: Promise<Browser> | undefined
  const contexts = new Map<OpenOptions, Promise<BrowserContext>>()
  async function contextFor(options: OpenOptions): Promise<BrowserContext> {
    launching ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
    const browser = await launching
    const context = await browser.newContext(contextOptions(options))
    await preparedPage(context, options)
    return context
  }
  return {
    async page(options) {
      let context = contexts.get(options)
      if (!context) {
        context = contextFor(options)
        contexts.set(options, context)
      }
      return (await context).newPage()
    },
    async close() {
      if (launching) await (await launching).close()
    },
  }
}

export async function resetMock(): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/reset`, { method: 'POST' })
}

/** Runs the mock's clock from `at` (ms); the mock seeds its accounts again from that instant (docs/api.md). */
export async function setMockClock(at: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  })
  if (response.status !== 200) throw new Error(`the mock's clock refused ${at}: HTTP ${response.status}`)
}

export async function injectFault(faultPath: string, kind: string, extra: Record<string, unknown> = {}): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: faultPath, kind, ...extra }),
  })
}

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  rawBody: string
  decryptedBody: unknown
}

export async function mockRequests(): Promise<LoggedRequest[]> {
  const response = await fetch(`${baseUrl}/api/__mock/requests`)
  return (await response.json()) as LoggedRequest[]
}

/** Keeps a screenshot of the page; used for the review shots and for every failed test. */
let axeSource: string | undefined

/**
 * Puts axe-core on the page. Evaluated through the DevTools protocol, which the page's content
 * security policy does not govern: a script tag would be refused, as any injected script should be.
 */
export async function injectAxe(page: Page): Promise<void> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  await page.evaluate(axeSource)
}

/**
 * Collects what the page's content security policy refused (Chromium reports each refusal on the
 * console): a test expects none on the product's own pages.
 */
export function collectPolicyRefusals(page: Page): { refusals: string[]; stop(): void } {
  const refusals: string[] = []
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusals.push(message.text())
  }
  page.on('console', onConsole)
  return { refusals, stop: () => page.off('console', onConsole) }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true })
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** Runs a test body and keeps a screenshot of the page if it fails. */
export async function keepScreenshotOnFailure(page: Page, body: () => Promise<void>): Promise<void> {
  try {
    await body()
  } catch (error) {
    await screenshot(page, `FAILED-${expect.getState().currentTestName ?? 'test'}`).catch(() => undefined)
    throw error
  }
}

export interface HostMessageRecord {
  message: string
  payload: unknown
}

export async function hostMessagesOf(page: Page): Promise<HostMessageRecord[]> {
  return page.evaluate(() => (window as unknown as { __hostMessages?: HostMessageRecord[] }).__hostMessages ?? [])
}

/**
 * The page whose title holds `text`: its main region, which the title names on every host (the title
 * itself shows in the page's header only in a browser; the apps show it in their own bar).
 */
export function pageTitle(page: Page, text: string) {
  return page.getByRole('main', { name: text })
}

/** Polls a condition until it holds, failing after timeoutMs. */
export async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`condition not met within ${timeoutMs} ms`)
}
