// Every screen of the route table, opened the way a test can show it in a plain browser.
import type { Page } from 'playwright-core'
import { routes, WEBVIEW_PATH } from '@/routes'
import { waitUntil } from './browser'

// Screens that need a query; in a plain browser both refuse an address off the allow-list.
const OFF_LIST_URL = encodeURIComponent('https://evil.example/phish')
const QUERY_OF: Readonly<Record<string, string>> = {
  '/h5Redirect': `?kind=0&targetUrl=${OFF_LIST_URL}`,
  [WEBVIEW_PATH]: `?page=${OFF_LIST_URL}`,
}

/** The path each screen is checked at; '/' only redirects to the home screen. */
export const screenPaths: readonly string[] = routes.map((route) => route.paths[0]).filter((path) => path !== '/')

/** The address that shows the screen at `path`, with the query it needs. */
export function screenUrl(path: string): string {
  return `${path}${QUERY_OF[path] ?? ''}`
}

/** Waits until the page's body is drawn (the title is in the header only in a browser) and nothing on it is still loading. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('.page-shell__body').first().waitFor()
  await waitUntil(async () => (await page.locator('.status-view[data-status="loading"]').count()) === 0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
