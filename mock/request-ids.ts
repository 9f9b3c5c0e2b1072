// Spec'd idempotency (docs/api.md, "Request ids"): an action that spends or grants carries the
// client's `requestId`; a repeat of it gets the first answer again and changes nothing.
import type { Answer, RouteContext } from './route'
import type { Account } from './state'

const REQUEST_ID = /^[0-9a-f]{32}$/

/** The request id of the body, if it is one the client makes (32 hex digits). */
export function requestIdOf(body: RouteContext['body']): string | undefined {
  const value = body.requestId
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined
}

/**
 * Runs `act` once per account, action and request id: the answer of the first run is kept and
 * given again to every repeat. Without a request id the action runs each time, as an old client's.
 */
export function onceByRequestId(context: RouteContext & { account: Account }, action: string, act: () => Answer): Answer {
  const requestId = requestIdOf(context.body)
  if (!requestId) return act()
  const answers = context.state.featureState(`request-ids:${action}`, context.account, () => new Map<string, Answer>())
  const first = answers.get(requestId)
  if (first) return first
  const answer = act()
  answers.set(requestId, answer)
  return answer
}
