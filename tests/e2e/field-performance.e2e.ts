// Issue 24: a real session's LCP and CLS reach the app's monitor (docs/bridge.md 3.3), measured by a
// chunk that is asked for only a while after the page has loaded.
import type { Page } from 'playwright-core'
import { FIELD_PERFORMANCE_DELAY_MS } from '@/lib/analytics'
import { fakeHostScript } from '../support/fake-hosts'
import { hostMessagesOf, keepScreenshotOnFailure, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()

/**
 * When the measuring chunk (the script holding web-vitals' entry type name for CLS; the entry names
 * the largest paint's too, as it waits for it) was asked for, and when the page's load event ended.
 * Each script is fetched to be read once only: every fetch is a resource entry too, and the browser
 * keeps 250, so asking again on each poll filled the buffer before the chunk came, once the page was
 * quick to show its coins.
 */
function measuringChunkTiming(page: Page): Promise<{ chunkStart: number; loadEnd: number } | undefined> {
  return page.evaluate(async () => {
    const holder = window as unknown as { measuringScripts?: Map<string, boolean> }
    const measuring = (holder.measuringScripts ??= new Map<string, boolean>())
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    for (const entry of performance.getEntriesByType('resource')) {
      if (!/\/js\/[^/]+\.js$/.test(entry.name)) continue
      if (!measuring.has(entry.name)) measuring.set(entry.name, (await (await fetch(entry.name)).text()).includes('layout-shift'))
      if (measuring.get(entry.name)) return { chunkStart: entry.startTime, loadEnd: navigation.loadEventEnd }
    }
    return undefined
  })
}

interface MonitorEvent {
  event: string
  properties: Record<string, unknown>
}

it('loads web-vitals a while after the page\'s load event and reports LCP at the first input and CLS when the page is hidden', async () => {
  const page = await open('/welfare', { initScript: fakeHostScript('ios', { token: 'demo-token' }) })
  await keepScreenshotOnFailure(page, async () => {
    await pageTitle(page, '福利中心').waitFor()
    await page.getByText('我的金币').waitFor()
    // the load event, then the delay, then the chunk: on a busy two-core machine well past 10 s
    await waitUntil(async () => (await measuringChunkTiming(page)) !== undefined, 40000)
    const timing = await measuringChunkTiming(page)
    expect(timing?.chunkStart).toBeGreaterThanOrEqual((timing?.loadEnd ?? Infinity) + FIELD_PERFORMANCE_DELAY_MS)
    // web-vitals settles LCP at the user's first input (a trusted one), CLS when the page is hidden
    await page.mouse.click(4, 4)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const measures = async () =>
      (await hostMessagesOf(page))
        .filter((record) => record.message === 'H5Monitor')
        .map((record) => record.payload as MonitorEvent)
        .filter((payload) => payload.event === 'APP_H5Performance')
    await waitUntil(async () => (await measures()).some((measure) => measure.properties.metric === 'LCP'))
    const lcp = (await measures()).find((measure) => measure.properties.metric === 'LCP')
    expect(lcp?.properties).toMatchObject({ path: '/welfare', client_type: 'H5' })
    expect(lcp?.properties.value).toBeGreaterThan(0)
    expect((await measures()).map((measure) => measure.properties.metric)).toContain('CLS')
  })
})
