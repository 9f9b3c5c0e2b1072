import Taro from '@tarojs/taro'
import { decrypt, encrypt } from '@/lib/crypto'
import { buildQuery } from '@/lib/links'
import { isUnbindPage } from '@/routes'
import { CODE_UNAUTHORIZED, CODE_UNBOUND, DECRYPTED_CODES, PASS_THROUGH_PATHS } from './codes'
import { HttpError } from './errors'

export interface RequestHeaders {
  lang: string
  platformType: number
  version: string
  channel: string
  token?: string
  /** Spec 7: the cross-site-request token the server set as a cookie (H5), sent back as a header. */
  crossSiteToken?: string
}

/** What the client needs from the app; injected so tests drive it with fakes. */
export interface HttpDeps {
  apiHost(): string
  aesKeyHex: string
  timeoutMs: number
  /** Issue 26: a request that shows the loading indicator and waits this long is slow. */
  slowAfterMs: number
  randomBytes(length: number): Promise<Uint8Array>
  headers(): RequestHeaders
  loading: {
    disabled(): boolean
    start(): void
    finish(): void
    /** A request turned slow; `cancel` ends it as aborted. Returns what to call once it is settled. */
    slow(cancel: () => void): () => void
  }
  currentPath(): string
  onUnauthorized(path: string): void
  onUnbound(message: string): void
  /** A request got no answer for want of the network (or in time): the page reads it again when the network is back. */
  onMissed(): void
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  path: string
  query?: Record<string, string | number | undefined>
  /** JSON bodies go out encrypted as `{data}`; `form` bodies go out form-encoded as they are. */
  body?: Record<string, unknown> | unknown[]
  form?: Record<string, string | number>
  headers?: Record<string, string>
  /** Spec 4: a request may leave the global loading indicator alone. */
  silent?: boolean
}

export interface ApiAnswer {
  code: number
  msg: string
  data: unknown
}

interface TransportResponse {
  statusCode: number
  data: unknown
}

export interface HttpClient {
  request(options: RequestOptions): Promise<ApiAnswer>
  /**
   * Sends a read now, before the code that wants its answer has loaded (issue 24: a screen's first
   * reads start at start-up, beside its page's chunk and texts). The first `request` for the same
   * read, for the same user and language, takes this one's answer instead of sending again: while it
   * is on its way, or within EARLY_ANSWER_KEPT_MS of a good answer. A failed one is forgotten. A
   * `lang` header sends it in that language ahead of the one shown (start-up's, before its texts are in).
   * Settles (never fails) once the read has been answered or has failed; at once for what is not
   * a read.
   */
  startEarly(options: RequestOptions): Promise<void>
}

/** How long a read sent early keeps its answer for the page that asks for it. */
export const EARLY_ANSWER_KEPT_MS = 10_000

// the endpoint each answer and its data came from, for a failure report; beside them, which stay the wire's
const endpoints = new WeakMap<object, string>()

/** `GET /user/info`: the method and path (never the query or body) of the request an answer or its data came from. */
export function endpointOf(answerOrData: unknown): string | undefined {
  return typeof answerOrData === 'object' && answerOrData !== null ? endpoints.get(answerOrData) : undefined
}

/** The header that carries the cross-site-request cookie back to the server (docs/api.md, request headers). */
export const CROSS_SITE_HEADER = 'X-XSRF-TOKEN'

const settled = (): void => undefined

interface EarlyRead {
  answer: Promise<ApiAnswer>
  answeredAt: number | undefined
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  const earlyReads = new Map<string, EarlyRead>()

  /** Which reads are the same: a GET of the same path and query, for the same user and language. */
  function readKey(options: RequestOptions): string | undefined {
    if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined || options.form !== undefined) return undefined
    const { token, lang } = deps.headers()
    const query = options.query ? buildQuery(options.query) : ''
    return JSON.stringify([options.path, query, token ?? '', options.headers?.lang ?? lang])
  }

  /** The answer of the same read sent early, taken once, if it is still on its way or fresh. */
  function takeEarly(options: RequestOptions): Promise<ApiAnswer> | undefined {
    if (earlyReads.size === 0) return undefined
    const key = readKey(options)
    const early = key === undefined ? undefined : earlyReads.get(key)
    if (key === undefined || !early) return undefined
    earlyReads.delete(key)
    if (early.answeredAt !== undefined && Date.now() - early.answeredAt > EARLY_ANSWER_KEPT_MS) return undefined
    return early.answer
  }

  async function encryptBody(body: unknown): Promise<{ data: string }> {
    const iv = await deps.randomBytes(16)
    return { data: encrypt(JSON.stringify(body), deps.aesKeyHex, iv) }
  }

  function buildHeaders(options: RequestOptions): Record<string, string> {
    const values = deps.headers()
    const headers: Record<string, string> = {
      'Content-Type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      lang: values.lang,
      platformType: String(values.platformType),
      version: values.version,
      channel: values.channel,
      h5: '1',
      ...options.headers,
    }
    if (values.token) headers.token = values.token
    if (values.crossSiteToken) headers[CROSS_SITE_HEADER] = values.crossSiteToken
    return withoutRefusedValues(headers)
  }

  async function send(options: RequestOptions, waiting: Waiting): Promise<TransportResponse> {
    const method = options.method ?? 'GET'
    const query = options.query ? buildQuery(options.query) : ''
    const url = `${deps.apiHost()}${options.path}${query ? `?${query}` : ''}`
    const data = options.form
      ? buildQuery(options.form)
      : options.body !== undefined
        ? await encryptBody(options.body)
        : undefined
    if (waiting.cancelled) throw HttpError.aborted()
    const task = Taro.request({
      url,
      method,
      data,
      header: buildHeaders(options),
      dataType: 'text',
      responseType: 'text',
      // Our own timer below decides; the transport's is only a backstop.
      timeout: deps.timeoutMs + 1000,
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const ended = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abortQuietly(task)
        reject(HttpError.timeout(deps.timeoutMs))
      }, deps.timeoutMs)
      // issue 26: the user stopped waiting for it
      waiting.abort = () => {
        abortQuietly(task)
        reject(HttpError.aborted())
      }
    })
    try {
      return await Promise.race([task as Promise<TransportResponse>, ended])
    } catch (error) {
      throw error instanceof HttpError ? error : transportError(error)
    } finally {
      clearTimeout(timer)
      waiting.abort = undefined
    }
  }

  function readAnswer(options: RequestOptions, response: TransportResponse): ApiAnswer {
    if (response.statusCode < 200 || response.statusCode > 299) {
      throw new HttpError('server', `Request failed with status code ${response.statusCode}`, response.statusCode)
    }
    const parsed = parseJson(response.data)
    if (!isAnswerShape(parsed)) throw new HttpError('bad-response', 'Unexpected response shape')
    const answer: ApiAnswer = { code: Number(parsed.code), msg: typeof parsed.msg === 'string' ? parsed.msg : '', data: parsed.data }
    if (PASS_THROUGH_PATHS.includes(options.path) || !DECRYPTED_CODES.has(answer.code)) return answer
    return { ...answer, data: decryptData(answer.data) }
  }

  function decryptData(data: unknown): unknown {
    if (data === undefined || data === null || data === '') return null
    if (typeof data !== 'string') throw new HttpError('bad-response', 'Response data is not encrypted')
    try {
      return JSON.parse(decrypt(data, deps.aesKeyHex))
    } catch {
      throw new HttpError('bad-response', 'Response data could not be decrypted')
    }
  }

  function applyGlobalRules(answer: ApiAnswer): void {
    const path = deps.currentPath()
    if (answer.code === CODE_UNAUTHORIZED) deps.onUnauthorized(path)
    if (answer.code === CODE_UNBOUND && isUnbindPage(path)) deps.onUnbound(answer.msg)
  }

  async function requestNow(options: RequestOptions): Promise<ApiAnswer> {
    const showsLoading = !options.silent && !deps.loading.disabled()
    if (showsLoading) deps.loading.start()
    const waiting: Waiting = { cancelled: false, abort: undefined }
    let settled: (() => void) | undefined
    // issue 26: only a request the user sees waiting (the loading bar) is said to be slow
    const slowTimer = showsLoading
      ? setTimeout(() => {
          settled = deps.loading.slow(() => {
            waiting.cancelled = true
            waiting.abort?.()
          })
        }, deps.slowAfterMs)
      : undefined
    try {
      const answer = readAnswer(options, await send(options, waiting))
      const endpoint = `${options.method ?? 'GET'} ${options.path.split('?')[0]}`
      endpoints.set(answer, endpoint)
      if (typeof answer.data === 'object' && answer.data !== null) endpoints.set(answer.data, endpoint)
      applyGlobalRules(answer)
      return answer
    } catch (error) {
      if (error instanceof HttpError && (error.kind === 'network' || error.kind === 'timeout')) deps.onMissed()
      throw error
    } finally {
      clearTimeout(slowTimer)
      settled?.()
      if (showsLoading) deps.loading.finish()
    }
  }

  return {
    request(options) {
      return takeEarly(options) ?? requestNow(options)
    },
    startEarly(options) {
      const key = readKey(options)
      if (key === undefined) return Promise.resolve()
      const sent = earlyReads.get(key)
      if (sent) return sent.answer.then(settled, settled)
      const early: EarlyRead = { answer: requestNow(options), answeredAt: undefined }
      earlyReads.set(key, early)
      return early.answer.then(
        () => {
          early.answeredAt = Date.now()
        },
        () => {
          if (earlyReads.get(key) === early) earlyReads.delete(key)
        },
      )
    },
  }
}

/** A request on its way, as the user's cancel reaches it: `abort` is there while the transport waits. */
interface Waiting {
  cancelled: boolean
  abort: (() => void) | undefined
}

// Printable ASCII and space, at most 4 KiB: what every transport and server takes (no CR, LF,
// NUL or anything beyond Latin-1, which XHR refuses).
const HEADER_VALUE = /^[\x20-\x7e]{0,4096}$/

/**
 * The last guard before the transport: a header value the browser refuses makes XHR throw, and
 * every request would fail with "Network Error" until the value changes. Such a header is dropped.
 */
function withoutRefusedValues(headers: Record<string, string>): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (HEADER_VALUE.test(value)) sent[name] = value
    else console.warn(`[http] header ${name} not sent: its value is not a valid header value`)
  }
  return sent
}

function abortQuietly(task: unknown): void {
  const abort = (task as { abort?: () => void }).abort
  if (typeof abort === 'function') abort.call(task)
}

function transportError(error: unknown): HttpError {
  const message = String((error as { errMsg?: unknown; message?: unknown })?.errMsg ?? (error as Error)?.message ?? '')
  if (/abort/i.test(message)) return HttpError.aborted()
  return HttpError.network()
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    throw new HttpError('bad-response', 'Response is not JSON')
  }
}

function isAnswerShape(value: unknown): value is { code: unknown; msg?: unknown; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    Number.isFinite(Number((value as { code: unknown }).code))
  )
}
