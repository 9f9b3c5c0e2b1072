'use strict'
// Test-only control endpoints under /api/__mock/ (docs/api.md, "Control endpoints"). They speak
// plain JSON with real HTTP statuses, never the wire format, and are never used by the app.

const FAULT_KINDS = ['slow', '500', 'non-json', 'bad-cipher', 'wrong-shape', '401', '13003', 'hang']

/** "/api/user/info" and "/user/info" name the same API path. */
function apiPathOf(value) {
  const withSlash = value.startsWith('/') ? value : `/${value}`
  return withSlash.startsWith('/api/') ? withSlash.slice('/api'.length) : withSlash
}

function parseFault(rawBody) {
  let request
  try {
    request = JSON.parse(rawBody)
  } catch {
    return { error: 'body must be JSON' }
  }
  const { path, kind, times = 1, delayMs } = request || {}
  if (typeof path !== 'string' || path === '') return { error: 'path must be a non-empty string' }
  if (!FAULT_KINDS.includes(String(kind))) return { error: `kind must be one of ${FAULT_KINDS.join(', ')}` }
  if (!Number.isInteger(times) || times < 1) return { error: 'times must be a positive integer' }
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0)) {
    return { error: 'delayMs must be a number >= 0' }
  }
  return { fault: { path: apiPathOf(path), kind: String(kind), remaining: times, delayMs } }
}

const ENDPOINTS = {
  'POST /__mock/reset': ({ state }) => {
    state.reset()
    return { status: 200, body: { ok: true } }
  },
  'POST /__mock/fault': ({ state, rawBody }) => {
    const { fault, error } = parseFault(rawBody)
    if (error) return { status: 400, body: { error } }
    state.addFault(fault)
    return { status: 200, body: { ok: true } }
  },
  'GET /__mock/requests': ({ state }) => ({ status: 200, body: state.requestLog }),
  'GET /__mock/sms-codes': ({ state }) => ({ status: 200, body: state.pendingSmsCodes() }),
}

/** Answers one control request: `{ status, body }`. */
function handleControl({ state, method, apiPath, rawBody }) {
  const endpoint = ENDPOINTS[`${method} ${apiPath}`]
  if (!endpoint) return { status: 404, body: { error: `no control endpoint ${method} ${apiPath}` } }
  return endpoint({ state, rawBody })
}

module.exports = { handleControl }
