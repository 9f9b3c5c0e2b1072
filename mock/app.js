'use strict'
// Request handling of the mock API server: CORS, the /api routes over the wire format,
// injected faults, the request log, and optionally the H5 build (see docs/api.md).

const http = require('http')
const { HANDLED_CODES, loadMockKeyHex, encrypt, decrypt } = require('./wire')
const { createState } = require('./state')
const { DEFAULT_LANG, supportedLang, message } = require('./routes/messages')
const { handleControl } = require('./routes/control')
const { serveStatic, createFileCache } = require('./routes/static')
const userRoutes = require('./routes/user')
const agreementRoutes = require('./routes/agreements')
const welfareRoutes = require('./routes/welfare')
const helpRoutes = require('./routes/help')
const supportRoutes = require('./routes/support')
const recordRoutes = require('./routes/records')

const API_PREFIX = '/api'
const CONTROL_PREFIX = '/__mock/'
const ALLOWED_HEADERS = 'content-type, lang, platformType, version, channel, h5, token'
const DEFAULT_SLOW_MS = 3000

// `METHOD /path` (relative to /api) -> { auth?: boolean, plain?: boolean, handle(context) -> { code, msg?, data? } }
const ROUTES = { ...userRoutes, ...agreementRoutes, ...welfareRoutes, ...helpRoutes, ...supportRoutes, ...recordRoutes }

function sendJson(res, status, value) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify(value))
}

function sendText(res, status, contentType, text) {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
  res.end(text)
}

/** The answer envelope: `data` is encrypted exactly when the client will decrypt it. */
function sendEnvelope(res, keyHex, { code, msg, data }, { plain = false } = {}) {
  const answer = { code, msg }
  if (data !== undefined) {
    answer.data = HANDLED_CODES.has(code) && !plain ? encrypt(JSON.stringify(data), keyHex) : data
  }
  sendJson(res, 200, answer)
}

function addCorsHeaders(req, res) {
  // Credentials rule out `*`: echo the caller's origin instead.
  if (req.headers.origin) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin)
    res.setHeader('Vary', 'Origin')
  }
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** The request fields of a non-empty body: form fields as they are, JSON as `{data: payload}`. */
function decodeBody(req, rawBody, keyHex) {
  const contentType = req.headers['content-type'] || ''
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(rawBody))
  }
  const wrapper = JSON.parse(rawBody)
  if (!wrapper || typeof wrapper.data !== 'string') throw new Error('body is not {"data": payload}')
  const fields = JSON.parse(decrypt(wrapper.data, keyHex))
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new Error('payload is not a JSON object')
  }
  return fields
}

/** Waits, unless the client goes away first (then the answer is never written). */
function delay(ms, res) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    res.on('close', () => clearTimeout(timer))
  })
}

/** Answers with the fault; resolves true when the normal handling must not run. */
async function applyFault(fault, res, keyHex, lang) {
  switch (fault.kind) {
    case 'slow':
      await delay(fault.delayMs ?? DEFAULT_SLOW_MS, res)
      return false
    case '500':
      sendText(
        res,
        500,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><html><body><h1>500 Internal Server Error</h1></body></html>',
      )
      return true
    case 'non-json':
      sendText(res, 200, 'text/plain; charset=utf-8', 'Service temporarily unavailable')
      return true
    case 'bad-cipher':
      sendJson(res, 200, { code: 200, msg: message('success', lang), data: 'not-a-valid-payload!!' })
      return true
    case 'wrong-shape':
      // Every endpoint answers an object or an array, so a string is always the wrong type.
      sendEnvelope(res, keyHex, { code: 200, msg: message('success', lang), data: 'wrong-shape' })
      return true
    case '401':
      sendEnvelope(res, keyHex, { code: 401, msg: message('notLoggedIn', lang) })
      return true
    case '13003':
      sendEnvelope(res, keyHex, { code: 13003, msg: message('unbound', lang) })
      return true
    case 'hang':
      // Left open on purpose: the client's timeout or abort ends it.
      return true
    default:
      throw new Error(`unknown fault kind ${fault.kind}`)
  }
}

async function handleApi(req, res, url, context) {
  const { state, keyHex } = context
  const apiPath = url.pathname.slice(API_PREFIX.length) || '/'
  const rawBody = await readBody(req)

  if (apiPath.startsWith(CONTROL_PREFIX)) {
    const { status, body } = handleControl({ state, method: req.method, apiPath, rawBody })
    sendJson(res, status, body)
    return
  }

  const lang = supportedLang(req.headers.lang) || DEFAULT_LANG
  const query = Object.fromEntries(url.searchParams)
  let fields = {}
  let bodyIsValid = true
  if (rawBody !== '') {
    try {
      fields = decodeBody(req, rawBody, keyHex)
    } catch {
      bodyIsValid = false
    }
  }
  state.logRequest({
    method: req.method,
    path: apiPath,
    query,
    headers: req.headers,
    rawBody,
    decryptedBody: rawBody !== '' && bodyIsValid ? fields : null,
  })

  const fault = state.takeFault(apiPath)
  if (fault && (await applyFault(fault, res, keyHex, lang))) return

  const t = (key) => message(key, lang)
  const route = ROUTES[`${req.method} ${apiPath}`]
  if (!route) {
    sendEnvelope(res, keyHex, { code: 404, msg: t('notFound') })
    return
  }
  if (!bodyIsValid) {
    sendEnvelope(res, keyHex, { code: 400, msg: t('badRequest') })
    return
  }
  const token = req.headers.token
  const account = state.accountByToken(token)
  if (route.auth && !account) {
    sendEnvelope(res, keyHex, { code: 401, msg: t('notLoggedIn') })
    return
  }
  const answer = route.handle({ state, body: fields, query, lang, token, account, t })
  // Spec 7: some answers (the CMS's) travel unencrypted.
  sendEnvelope(res, keyHex, { msg: t('success'), ...answer }, { plain: Boolean(route.plain) })
}

async function handleRequest(req, res, context) {
  const url = new URL(req.url, 'http://mock')
  addCorsHeaders(req, res)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Max-Age': '600' })
    res.end()
    return
  }
  if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
    await handleApi(req, res, url, context)
    return
  }
  if (context.staticDir && (req.method === 'GET' || req.method === 'HEAD')) {
    await serveStatic(req, res, context)
    return
  }
  sendText(res, 404, 'text/plain; charset=utf-8', 'Not found')
}

/**
 * A mock API server, not yet listening. Each server has its own state, so tests can run
 * several side by side. Hanging requests keep connections open: call
 * `server.closeAllConnections()` before `server.close()`.
 */
function createMockServer({ staticDir, demoLogin = false } = {}) {
  const context = { keyHex: loadMockKeyHex(), state: createState(), staticDir, demoLogin, staticFiles: createFileCache() }
  return http.createServer((req, res) => {
    handleRequest(req, res, context).catch((error) => {
      // A bug in the mock must reach the client as a failed call, not as a hang.
      if (res.headersSent) res.destroy()
      else sendText(res, 500, 'text/plain; charset=utf-8', `mock server error: ${error.message}`)
    })
  })
}

module.exports = { createMockServer }
