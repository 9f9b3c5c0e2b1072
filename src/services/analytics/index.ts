import { eventProperties, FIELD_PERFORMANCE_EVENT, fieldMeasureProperties, routeEvent, type EventProperties, type FieldMeasure, type PageViewName } from '@/lib/analytics'
import { detectClient, host, isDesktopApp } from '@/platform'
import { startUpWiring } from '@/services/wiring'

/** What analytics reads from the session; the app hands in its session store at start-up (src/app-start.ts). */
export interface AnalyticsSession {
  readonly marketPlace: string
  readonly token: string | undefined
}

const wiring = startUpWiring<AnalyticsSession>('configureAnalytics')

export function configureAnalytics(next: AnalyticsSession): void {
  wiring.set(next)
}

/** An analytics event to the host's monitor, named for the host it goes to (spec 7). */
function send(type: 'pageView' | 'event', name: string, extra?: EventProperties): void {
  const session = wiring.get()
  const client = detectClient()
  const route = routeEvent(name, { isDesktopApp: isDesktopApp(client), isInApp: client.isInApp })
  if (route.sink === 'skip') return
  // Spec 7: channel is the stored marketplace; the session token is scrubbed from every value.
  host.h5Monitor(type, route.name, eventProperties(session.marketPlace, extra, session.token ? [session.token] : []))
}

/** Spec 2: the tracked page views. */
export function trackPageView(name: PageViewName, extra?: EventProperties): void {
  send('pageView', name, extra)
}

/** Issue 24: one measure of this session's performance, the way page views go. */
export function trackFieldMeasure(measure: FieldMeasure): void {
  send('event', FIELD_PERFORMANCE_EVENT, fieldMeasureProperties(measure))
}
