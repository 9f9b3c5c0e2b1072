// What nothing else caught (a page that threw while rendering, an uncaught error, an unhandled
// rejection), recorded the same way by both builds' hooks (failures.ts, failures.weapp.ts).
import { describeValue } from './host-values'
import { currentPath } from './location'
import type { Failure } from './types'

const KEPT = 10
const failures: Failure[] = []

/**
 * Keeps the failure's message and the page's path (not its query, which may carry personal data)
 * and logs them. Issue 26 item 3 will send them on to the host's monitor.
 */
export function recordFailure(error: unknown): void {
  const failure = { message: messageOf(error), path: currentPath() }
  failures.push(failure)
  if (failures.length > KEPT) failures.shift()
  console.warn(`[failure] ${failure.path}: ${failure.message}`)
}

/** The last failures recorded, oldest first. */
export function recentFailures(): readonly Failure[] {
  return [...failures]
}

// an Error, WeChat's onError text, a wx API's { errMsg } failure; of anything else, only its type
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  const message: unknown = error !== null && typeof error === 'object' ? (Reflect.get(error, 'message') ?? Reflect.get(error, 'errMsg')) : undefined
  return typeof message === 'string' ? message : describeValue(error)
}
