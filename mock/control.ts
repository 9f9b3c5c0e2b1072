// The development-tool endpoints under /api/__mock/ (docs/api.md, "Control endpoints"): one
// handler per control. They speak plain JSON with real HTTP statuses, never the wire format, and
// the app never calls them.
import { setMockClock } from './clock'
import { FAULT_KINDS, type Account, type Fault, type MockState } from './state'
import type { Fields } from './route'
import { controlCancellation } from './routes/cancellation'
import { controlEventPhase, controlQuizMatch } from './routes/events'
import { controlGift } from './routes/gift'
import { controlHelp } from './routes/help'
import { controlIdentity } from './routes/identity'
import { controlStudentOffer } from './routes/intl-student'
import { controlLottery } from './routes/lottery'
import { controlShop } from './routes/shop'
import { controlTasks } from './routes/tasks'

interface ControlAnswer {
  status: number
  body: unknown
}

/** A control's change: undefined when made, else why it was refused. */
type Change = (state: MockState, request: Fields) => string | undefined
type AccountChange = (state: MockState, account: Account, request: Fields) => string | undefined

const OK: ControlAnswer = { status: 200, body: { ok: true } }

function answerOf(error: string | undefined): ControlAnswer {
  return error === undefined ? OK : { status: 400, body: { error } }
}

/** A change of the account the request's `token` names. */
function ofAccount(change: AccountChange): Change {
  return (state, request) => {
    const account = state.accountByToken(request.token)
    return account ? change(state, account, request) : 'token must name an account'
  }
}

/** "/api/user/info" and "/user/info" name the same API path. */
function apiPathOf(value: string): string {
  const withSlash = value.startsWith('/') ? value : `/${value}`
  return withSlash.startsWith('/api/') ? withSlash.slice('/api'.length) : withSlash
}

function addFault(state: MockState, { path, kind, times = 1, delayMs }: Fields): string | undefined {
  if (typeof path !== 'string' || path === '') return 'path must be a non-empty string'
  const fault = FAULT_KINDS.find((known) => known === kind)
  if (!fault) return `kind must be one of ${FAULT_KINDS.join(', ')}`
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return 'times must be a positive integer'
  if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs >= 0)) return 'delayMs must be a number >= 0'
  const added: Fault = { path: apiPathOf(path), kind: fault, remaining: times, delayMs }
  state.addFault(added)
  return undefined
}

/** Spec 6: the account's one enterprise flag, which every area reads. */
function setEnterpriseSubAccount(_state: MockState, account: Account, { enterpriseSubAccount }: Fields): string | undefined {
  if (typeof enterpriseSubAccount !== 'boolean') return 'enterpriseSubAccount must be a boolean'
  account.enterpriseSubAccount = enterpriseSubAccount
  return undefined
}

const enterprise = ofAccount(setEnterpriseSubAccount)

const CONTROLS: Record<string, (state: MockState, request: Fields) => ControlAnswer> = {
  'POST /reset': (state) => {
    setMockClock(null)
    state.reset()
    return OK
  },
  // Sets the clock and seeds the accounts again from it, so every seeded date is relative to it.
  'POST /clock': (state, { at }) => {
    if (at !== null && !(typeof at === 'number' && Number.isFinite(at) && at > 0)) return answerOf('at must be a time in ms or null')
    setMockClock(at)
    state.reset()
    return { status: 200, body: { ok: true, now: Date.now() } }
  },
  'POST /fault': (state, request) => answerOf(addFault(state, request)),
  'GET /requests': (state) => ({ status: 200, body: state.requestLog }),
  'GET /sms-codes': (state) => ({ status: 200, body: state.pendingSmsCodes() }),
  'POST /enterprise': (state, request) => answerOf(enterprise(state, request)),
  'POST /gift': (state, request) => answerOf(ofAccount(controlGift)(state, request)),
  'POST /shop': (state, request) => answerOf(controlShop(state, request)),
  'POST /help': (state, request) => answerOf(controlHelp(state, request)),
  'POST /lottery': (state, request) => answerOf(ofAccount(controlLottery)(state, request)),
  'POST /tasks': (state, request) => answerOf(ofAccount(controlTasks)(state, request)),
  'POST /sportsQuiz/match': (state, request) => answerOf(ofAccount(controlQuizMatch)(state, request)),
  'POST /events/phase': (state, request) => answerOf(ofAccount(controlEventPhase)(state, request)),
  'POST /identity': (state, request) => answerOf(ofAccount(controlIdentity)(state, request)),
  'POST /cancellation': (state, request) => answerOf(ofAccount(controlCancellation)(state, request)),
  'POST /intlStudent': (state, request) => answerOf(ofAccount(controlStudentOffer)(state, request)),
}

// Older names of POST /enterprise that the e2e suites still call (tests/e2e: equipment,
// applications, order, membership).
const ENTERPRISE_ALIASES = ['POST /equipment', 'POST /applications', 'POST /order', 'POST /membership']

/** Every control endpoint as `METHOD /path`, relative to /api/__mock. */
export const CONTROL_ENDPOINTS: readonly string[] = [...Object.keys(CONTROLS), ...ENTERPRISE_ALIASES]

function parseBody(rawBody: string): Fields | undefined {
  if (rawBody.trim() === '') return {}
  try {
    const request: unknown = JSON.parse(rawBody)
    return typeof request === 'object' && request !== null && !Array.isArray(request) ? (request as Fields) : undefined
  } catch {
    return undefined
  }
}

/** Answers one control request; `controlPath` is relative to /api/__mock. */
export function handleControl(state: MockState, method: string, controlPath: string, rawBody: string): ControlAnswer {
  const name = `${method} ${controlPath}`
  const control = ENTERPRISE_ALIASES.includes(name) ? CONTROLS['POST /enterprise'] : CONTROLS[name]
  if (!control) return { status: 404, body: { error: `no control endpoint ${name}` } }
  const request = parseBody(rawBody)
  if (!request) return answerOf('body must be a JSON object')
  // The e2e suites set the enterprise flag beside an area's own fields (tests/e2e: shop, gift,
  // cancellation): the flag goes to its one handler, the rest to the area's.
  const { enterpriseSubAccount, ...areaFields } = request
  if (enterpriseSubAccount === undefined || control === CONTROLS['POST /enterprise']) return control(state, request)
  const flagged = answerOf(enterprise(state, { token: request.token, enterpriseSubAccount }))
  return flagged.status === 200 ? control(state, areaFields) : flagged
}
