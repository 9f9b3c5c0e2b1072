// H5: web-vitals is loaded a while after the page has loaded, never before, and each measure it
// gives is reported with the page's path.
import { FIELD_PERFORMANCE_DELAY_MS, type FieldMeasure } from '@/lib/analytics'
import { watchFieldPerformance } from '@/platform/field-performance'

type Listener = (metric: { name: string; value: number; rating: string }) => void
const listeners: Record<string, Listener> = {}

jest.mock('web-vitals', () => ({
  onLCP: (listener: Listener) => (listeners.LCP = listener),
  onINP: (listener: Listener) => (listeners.INP = listener),
  onCLS: (listener: Listener) => (listeners.CLS = listener),
}))

function pageStillLoading(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' })
}

/** Lets the chunk's import settle. */
async function imported(): Promise<void> {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve()
}

function loaded(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  window.dispatchEvent(new Event('load'))
}

beforeEach(() => {
  jest.useFakeTimers()
  for (const name of Object.keys(listeners)) delete listeners[name]
  window.history.replaceState(null, '', '/welfare')
})

afterEach(() => jest.useRealTimers())

test('measures nothing before the page has loaded', async () => {
  pageStillLoading()
  watchFieldPerformance(() => undefined)
  jest.advanceTimersByTime(10 * FIELD_PERFORMANCE_DELAY_MS)
  await imported()
  expect(Object.keys(listeners)).toEqual([])
})

test('waits a while after the load event, so the page\'s own requests come first', async () => {
  pageStillLoading()
  watchFieldPerformance(() => undefined)
  loaded()
  jest.advanceTimersByTime(FIELD_PERFORMANCE_DELAY_MS - 1)
  await imported()
  expect(Object.keys(listeners)).toEqual([])
  jest.advanceTimersByTime(1)
  await imported()
  expect(Object.keys(listeners).sort()).toEqual(['CLS', 'INP', 'LCP'])
})

test('reports LCP, INP and CLS with the page\'s path once the page has loaded', async () => {
  pageStillLoading()
  const reported: FieldMeasure[] = []
  watchFieldPerformance((measure) => reported.push(measure))
  loaded()
  jest.advanceTimersByTime(FIELD_PERFORMANCE_DELAY_MS)
  await imported()
  listeners.LCP({ name: 'LCP', value: 1800, rating: 'good' })
  listeners.CLS({ name: 'CLS', value: 0.004, rating: 'good' })
  listeners.INP({ name: 'INP', value: 260, rating: 'needs-improvement' })
  expect(reported).toEqual([
    { name: 'LCP', value: 1800, rating: 'good', path: '/welfare' },
    { name: 'CLS', value: 0.004, rating: 'good', path: '/welfare' },
    { name: 'INP', value: 260, rating: 'needs-improvement', path: '/welfare' },
  ])
})

test('starts the wait at once on a page that has already loaded', async () => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  watchFieldPerformance(() => undefined)
  jest.advanceTimersByTime(FIELD_PERFORMANCE_DELAY_MS)
  await imported()
  expect(Object.keys(listeners).sort()).toEqual(['CLS', 'INP', 'LCP'])
})
