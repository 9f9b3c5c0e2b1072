import { eventProperties, routeEvent, type EventProperties, type PageViewName } from '@/lib/analytics'
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

/** Spec 2: the tracked page views. */
export function trackPageView(name: PageViewName, extra?: EventProperties): void {
  const session = wiring.get()
  const client = detectClient()
  const route = routeEvent(name, { isDesktopApp: isDesktopApp(client), isInApp: client.isInApp })
  if (route.sink === 'skip') return
  // Spec 7: channel is the stored marketplace; the session token is scrubbed from every value.
  const properties = eventProperties(session.marketPlace, extra, session.token ? [session.token] : [])
  host.h5Monitor('pageView', route.name, properties)
}
