// Test-only control endpoints under /api/__mock/ (docs/api.md, "Control endpoints"). They speak
// plain JSON with real HTTP statuses, never the wire format, and are never used by the app.
import { setGiftFacts } from './gift'
import { controlIdentity } from './identity'
import { controlCancellation } from './cancellation'
import { setStudentState } from './intl-student'
import { controlPointEvent, controlQuizMatch } from './events'
import { setMockClock } from '../clock'
import { FAULT_KINDS, type Fault, type FaultKind, type MockState } from '../state'
import { controlLottery } from './lottery'
import { controlShop } from './shop'
import { setTaskProgress } from '../tasks-state'
import { reviewShare } from './tasks'

interface ControlAnswer {
  status: number
  body: unknown
}

interface ControlRequest {
  state: MockState
  rawBody: string
}

/** "/api/user/info" and "/user/info" name the same API path. */
function apiPathOf(value: string): string {
  const withSlash = value.startsWith('/') ? value : `/${value}`
  return withSlash.startsWith('/api/') ? withSlash.slice('/api'.length) : withSlash
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value)
}

function parseFault(rawBody: string): { fault: Fault } | { error: string } {
  let request: unknown
  try {
    request = JSON.parse(rawBody)
  } catch {
    return { error: 'body must be JSON' }
  }
  const { path, kind, times = 1, delayMs } = isRecord(request) ? request : {}
  const kindName = String(kind)
  if (typeof path !== 'string' || path === '') return { error: 'path must be a non-empty string' }
  if (!isFaultKind(kindName)) return { error: `kind must be one of ${FAULT_KINDS.join(', ')}` }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return { error: 'times must be a positive integer' }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs >= 0)) {
    return { error: 'delayMs must be a number >= 0' }
  }
  return { fault: { path: apiPathOf(path), kind: kindName, remaining: times, delayMs } }
}

/** Runs `act` on a JSON object body; 400 for anything else. */
function withJsonObject(rawBody: string, act: (request: Record<string, unknown>) => ControlAnswer): ControlAnswer {
  let request: unknown
  try {
    request = JSON.parse(rawBody)
  } catch {
    return { status: 400, body: { error: 'body must be JSON' } }
  }
  return isRecord(request) ? act(request) : { status: 400, body: { error: 'body must be an object' } }
}

/**
 * `{ token, enterpriseSubAccount }`: the account's one enterprise flag (spec 6), read by every area.
 * The equipment, applications, order and membership controls are this alone; other areas' controls
 * take the flag among their own fields.
 */
function markEnterpriseSubAccount({ state, rawBody }: ControlRequest): ControlAnswer {
  return withJsonObject(rawBody, (request) => {
    const account = state.accountByToken(request.token)
    if (!account) return { status: 400, body: { error: 'token must name an account' } }
    if (typeof request.enterpriseSubAccount !== 'boolean') return { status: 400, body: { error: 'enterpriseSubAccount must be a boolean' } }
    account.enterpriseSubAccount = request.enterpriseSubAccount
    return { status: 200, body: { ok: true } }
  })
}

const ENDPOINTS: Record<string, (request: ControlRequest) => ControlAnswer> = {
  'POST /__mock/reset': ({ state }) => {
    setMockClock(null)
    state.reset()
    return { status: 200, body: { ok: true } }
  },
  // Sets the clock and seeds the accounts again from it, so every seeded date is relative to it.
  'POST /__mock/clock': ({ state, rawBody }) =>
    withJsonObject(rawBody, ({ at }) => {
      if (at !== null && !(typeof at === 'number' && Number.isFinite(at) && at > 0)) return { status: 400, body: { error: 'at must be a time in ms or null' } }
      setMockClock(at)
      state.reset()
      return { status: 200, body: { ok: true, now: Date.now() } }
    }),
  'POST /__mock/fault': ({ state, rawBody }) => {
    const parsed = parseFault(rawBody)
    if ('error' in parsed) return { status: 400, body: { error: parsed.error } }
    state.addFault(parsed.fault)
    return { status: 200, body: { ok: true } }
  },
  'POST /__mock/shop': ({ state, rawBody }) => {
    let request: unknown
    try {
      request = JSON.parse(rawBody)
    } catch {
      return { status: 400, body: { error: 'body must be JSON' } }
    }
    const error = controlShop(state, isRecord(request) ? request : {})
    return error ? { status: 400, body: { error } } : { status: 200, body: { ok: true } }
  },
  'GET /__mock/requests': ({ state }) => ({ status: 200, body: state.requestLog }),
  'GET /__mock/sms-codes': ({ state }) => ({ status: 200, body: state.pendingSmsCodes() }),
  'POST /__mock/gift': ({ state, rawBody }) => setGiftFacts(state, rawBody),
  'POST /__mock/intlStudent': ({ state, rawBody }) => setStudentState(state, rawBody),
  'POST /__mock/equipment': markEnterpriseSubAccount,
  'POST /__mock/lottery': ({ state, rawBody }) => controlLottery(state, rawBody),
  // Moves a welfare task on as the outside world would (WeChat's follow event, a reviewer).
  'POST /__mock/tasks': ({ state, rawBody }) => {
    let request: unknown
    try {
      request = JSON.parse(rawBody)
    } catch {
      return { status: 400, body: { error: 'body must be JSON' } }
    }
    const change = isRecord(request) ? request : {}
    const account = state.accountByToken(change.token)
    if (!account) return { status: 400, body: { error: 'token must name an account' } }
    const error = setTaskProgress(state, account, change, (decision, reason) => reviewShare(state, account, decision, reason))
    return error ? { status: 400, body: { error } } : { status: 200, body: { ok: true } }
  },
  'POST /__mock/sportsQuiz/match': ({ state, rawBody }) =>
    withJsonObject(rawBody, (request) => controlQuizMatch(state, { token: request.token, matchId: request.matchId, result: request.result })),
  'POST /__mock/applications': markEnterpriseSubAccount,
  'POST /__mock/events/phase': ({ state, rawBody }) =>
    withJsonObject(rawBody, (request) => controlPointEvent(state, { token: request.token, event: request.event, phase: request.phase })),
  'POST /__mock/order': markEnterpriseSubAccount,
  'POST /__mock/membership': markEnterpriseSubAccount,
  'POST /__mock/identity': ({ state, rawBody }) =>
    withJsonObject(rawBody, (request) => {
      const error = controlIdentity(state, request)
      return error ? { status: 400, body: { error } } : { status: 200, body: { ok: true } }
    }),
  'POST /__mock/cancellation': ({ state, rawBody }) =>
    withJsonObject(rawBody, (request) => {
      const error = controlCancellation(state, request)
      return error ? { status: 400, body: { error } } : { status: 200, body: { ok: true } }
    }),
}

/** Answers one control request: `{ status, body }`. */
export function handleControl({ state, method, apiPath, rawBody }: ControlRequest & { method: string; apiPath: string }): ControlAnswer {
  const endpoint = ENDPOINTS[`${method} ${apiPath}`]
  if (!endpoint) return { status: 404, body: { error: `no control endpoint ${method} ${apiPath}` } }
  return endpoint({ state, rawBody })
}
