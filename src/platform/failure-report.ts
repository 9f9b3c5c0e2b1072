// H5: a failure goes to the app's monitor the way analytics events go (docs/bridge.md 3.1):
// H5Monitor, named APP_H5Error in the mobile apps and PC_H5Error in the desktop apps' log. A plain
// browser or a mini-program web view has no monitor: the console line is all.
import { eventProperties, FAILURE_EVENT, routeEvent } from '@/lib/analytics'
import { host } from './bridge'
import { isDesktopApp } from './client'
import { detectClient } from './detect'
import type { Failure } from './types'

export function reportFailure({ kind, message, path }: Failure, channel: string): void {
  const client = detectClient()
  if (!client.isInApp) return
  const route = routeEvent(FAILURE_EVENT, { isDesktopApp: isDesktopApp(client), isInApp: true })
  if (route.sink !== 'skip') host.h5Monitor('event', route.name, eventProperties(channel, { kind, message, path }))
}
