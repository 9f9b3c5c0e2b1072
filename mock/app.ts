// Request handling of the mock API server: CORS, the /api routes over the wire format,
// injected faults, the request log, the pictures its answers name, and optionally the H5 build
// (see docs/api.md).
import http, { type IncomingMessage, type ServerResponse } from 'http'
import { CODE_OK, CODE_UNAUTHORIZED, CODE_UNBOUND, CODE_WELFARE_RESTRICTED, DECRYPTED_CODES } from '@/lib/answer-codes'
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n'
import { handleControl } from './control'
import { isUploadedFile, multipartBoundary, parseMultipart } from './multipart'
import type { Answer, Fields, RouteContext, Routes } from './route'
import agreementRoutes from './routes/agreements'
import applicationRoutes from './routes/applications'
import cancellationRoutes from './routes/cancellation'
import eventRoutes from './routes/events'
import giftRoutes from './routes/gift'
import deviceRoutes from './routes/devices'
import equipmentRoutes from './routes/equipment'
import helpRoutes from './routes/help'
import identityRoutes from './routes/identity'
import lotteryRoutes from './routes/lottery'
import inviteRoutes from './routes/invite'
import intlStudentRoutes from './routes/intl-student'
import messageRoutes from './routes/messages'
import orderRoutes from './routes/order'
import membershipRoutes from './routes/membership'
import recordRoutes from './routes/records'
import redeemRoutes from './routes/redeem'
import shopRoutes from './routes/shop'
import { createFileCache, IMAGES_PATH, serveImage, serveStatic, type StaticSite } from './routes/static'
import supportRoutes from './routes/support'
import taskRoutes from './routes/tasks'
import userRoutes from './routes/user'
import welfareRoutes from './routes/welfare'
import { createState, RISK_NONE, type Fault, type MockState } from './state'
import { supportedLang, textOf, type TextKey } from './texts'
import { decrypt, encrypt, loadMockKeyHex } from './wire'

const API_PREFIX = '/api'
const CONTROL_PREFIX = '/__mock'
const IMAGES_PREFIX = `${API_PREFIX}${IMAGES_PATH}`
const ALLOWED_HEADERS = 'content-type, lang, platformType, version, channel, h5, token'
const DEFAULT_SLOW_MS = 3000

const ROUTES: Routes = {
  ...userRoutes,
  ...agreementRoutes,
  ...welfareRoutes,
  ...helpRoutes,
  ...messageRoutes,
  ...supportRoutes,
  ...recordRoutes,
  ...giftRoutes,
  ...lotteryRoutes,
  ...shopRoutes,
  ...taskRoutes,
  ...deviceRoutes,
  ...equipmentRoutes,
  ...eventRoutes,
  ...inviteRoutes,
  ...intlStudentRoutes,
  ...orderRoutes,
  ...membershipRoutes,
  ...applicationRoutes,
  ...identityRoutes,
  ...cancellationRoutes,
  ...redeemRoutes,
}

/** Every API endpoint of the mock as `METHOD /path`, relative to /api. */
export const API_ENDPOINTS: readonly string[] = Object.keys(ROUTES)

interface Context extends StaticSite {
  keyHex: string
  state: MockState
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify(value))
}

function sendText(res: ServerResponse, status: number, contentType: string, text: string): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
  res.end(text)
}

/** The answer envelope: `data` is encrypted exactly when the client will decrypt it. */
function sendEnvelope(res: ServerResponse, keyHex: string, { code, msg, data }: Answer, plain = false): void {
  const encrypted = data !== undefined && DECRYPTED_CODES.has(code) && !plain
  sendJson(res, 200, { code, msg, data: encrypted ? encrypt(JSON.stringify(data), keyHex) : data })
}

function addCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  // Credentials rule out `*`: echo the caller's origin instead.
  if (req.headers.origin) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin)
    res.setHeader('Vary', 'Origin')
  }
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A multipart body's fields (an upload); its files are logged by name, type and size only. */
function multipartFields(req: IncomingMessage, body: Buffer): { fields: Fields; logged: Fields } | undefined {
  const boundary = multipartBoundary(req.headers['content-type'] || '')
  if (!boundary) return undefined
  const fields = parseMultipart(body, boundary)
  const logged = Object.fromEntries(
    Object.entries(fields).map(([name, value]) =>
      isUploadedFile(value) ? [name, { filename: value.filename, contentType: value.contentType, size: value.bytes.length }] : [name, value],
    ),
  )
  return { fields, logged }
}

/** The request fields of a non-empty body: form fields as they are, JSON as `{data: payload}`. */
function decodeBody(req: IncomingMessage, rawBody: string, keyHex: string): Fields {
  const contentType = req.headers['content-type'] || ''
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(rawBody))
  }
  const wrapper: unknown = JSON.parse(rawBody)
  if (!isObject(wrapper) || typeof wrapper.data !== 'string') throw new Error('body is not {"data": payload}')
  const fields: unknown = JSON.parse(decrypt(wrapper.data, keyHex))
  if (!isObject(fields)) throw new Error('payload is not a JSON object')
  return fields
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Waits, unless the client goes away first (then the answer is never written). */
function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    res.on('close', () => clearTimeout(timer))
  })
}

/** Answers with the fault; resolves true when the normal handling must not run. */
async function applyFault(fault: Fault, res: ServerResponse, keyHex: string, lang: Language): Promise<boolean> {
  const message = (key: TextKey): string => textOf(key, lang)
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
      sendJson(res, 200, { code: CODE_OK, msg: message('success'), data: 'not-a-valid-payload!!' })
      return true
    case 'wrong-shape':
      // Every endpoint answers an object or an array, so a string is always the wrong type.
      sendEnvelope(res, keyHex, { code: CODE_OK, msg: message('success'), data: 'wrong-shape' })
      return true
    case '401':
      sendEnvelope(res, keyHex, { code: CODE_UNAUTHORIZED, msg: message('notLoggedIn') })
      return true
    case '13003':
      sendEnvelope(res, keyHex, { code: CODE_UNBOUND, msg: message('unbound') })
      return true
    case 'hang':
      // Left open on purpose: the client's timeout or abort ends it.
      return true
    case 'drop':
      // Handled after the route has run (handleApi): the action happens, its answer is lost.
      return false
  }
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, context: Context): Promise<void> {
  const { state, keyHex } = context
  const apiPath = url.pathname.slice(API_PREFIX.length) || '/'
  const bodyBytes = await readBody(req)
  const isMultipart = multipartBoundary(req.headers['content-type'] || '') !== undefined
  const rawBody = isMultipart ? `[multipart/form-data, ${bodyBytes.length} bytes]` : bodyBytes.toString('utf8')

  if (apiPath.startsWith(`${CONTROL_PREFIX}/`)) {
    const { status, body } = handleControl(state, req.method ?? '', apiPath.slice(CONTROL_PREFIX.length), rawBody)
    // a test's next control call opens a new connection: reusing an idle one races the server's
    // keep-alive close on a busy machine ("other side closed")
    res.setHeader('Connection', 'close')
    sendJson(res, status, body)
    return
  }

  const lang = supportedLang(req.headers.lang) ?? DEFAULT_LANGUAGE
  const query = Object.fromEntries(url.searchParams)
  let fields: Fields = {}
  let logged: Fields = {}
  let bodyIsValid = true
  if (bodyBytes.length > 0) {
    try {
      const multipart = multipartFields(req, bodyBytes)
      fields = multipart?.fields ?? decodeBody(req, rawBody, keyHex)
      logged = multipart?.logged ?? fields
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
    decryptedBody: bodyBytes.length > 0 && bodyIsValid ? logged : null,
  })

  const fault = state.takeFault(apiPath)
  if (fault && (await applyFault(fault, res, keyHex, lang))) return

  const t: RouteContext['t'] = (key, values) => textOf(key, lang, values)
  const route = ROUTES[`${req.method} ${apiPath}`]
  if (!route) {
    sendEnvelope(res, keyHex, { code: 404, msg: t('notFound') })
    return
  }
  if (!bodyIsValid) {
    sendEnvelope(res, keyHex, { code: 400, msg: t('badRequest') })
    return
  }
  const token = typeof req.headers.token === 'string' ? req.headers.token : undefined
  const account = state.accountByToken(token)
  const request = { state, body: fields, query, lang, token, t }
  let answer: Answer
  if (!route.auth) {
    answer = route.handle({ ...request, account })
  } else if (!account) {
    sendEnvelope(res, keyHex, { code: CODE_UNAUTHORIZED, msg: t('notLoggedIn') })
    return
  } else if (route.refusesRiskyAccounts && account.riskStatus !== RISK_NONE) {
    answer = { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRestricted') }
  } else {
    answer = route.handle({ ...request, account })
  }
  if (fault?.kind === 'drop') {
    // The answer starts and the connection breaks: a browser does not resend a request whose
    // answer had begun, so the client sees the failure.
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': '1024' })
    res.write('{"code":', () => res.destroy())
    return
  }
  // Spec 7: some answers (the CMS's) travel unencrypted.
  sendEnvelope(res, keyHex, { msg: t('success'), ...answer }, Boolean(route.plain))
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, context: Context): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://mock')
  addCorsHeaders(req, res)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Max-Age': '600' })
    res.end()
    return
  }
  // pictures answers name (docs/api.md, "Images"): files, not API calls, so not in the request log
  if (url.pathname.startsWith(IMAGES_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
    await serveImage(req, res, url.pathname.slice(IMAGES_PREFIX.length), context.staticFiles)
    return
  }
  if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
    await handleApi(req, res, url, context)
    return
  }
  const { staticDir } = context
  if (staticDir !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
    await serveStatic(req, res, { ...context, staticDir })
    return
  }
  sendText(res, 404, 'text/plain; charset=utf-8', 'Not found')
}

export interface MockServerOptions {
  /** Directory of the H5 build; non-/api GETs are served from it (index.html fallback). */
  staticDir?: string
  /** Set the demo account's `token` cookie on HTML answers that arrive without one. */
  demoLogin?: boolean
}

/**
 * A mock API server, not yet listening. Each server has its own state, so tests can run
 * several side by side. Hanging requests keep connections open: call
 * `server.closeAllConnections()` before `server.close()`.
 */
export function createMockServer({ staticDir, demoLogin = false }: MockServerOptions = {}): http.Server {
  const context: Context = { keyHex: loadMockKeyHex(), state: createState(), staticDir, demoLogin, staticFiles: createFileCache() }
  return http.createServer((req, res) => {
    handleRequest(req, res, context).catch((error: Error) => {
      // A bug in the mock must reach the client as a failed call, not as a hang.
      if (res.headersSent) res.destroy()
      else sendText(res, 500, 'text/plain; charset=utf-8', `mock server error: ${error.message}`)
    })
  })
}
