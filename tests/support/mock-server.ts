// Runs the mock API server (mock/app.ts) for the tests and talks to it as the app does: the app's
// headers, request bodies encrypted into `{data}`, answer data decrypted. The wire is written
// with the client's own src/lib/crypto and the mock environment's key, never with mock/wire.ts,
// so every call also checks that the mock speaks the client's format.
import { randomBytes } from 'crypto'
import http from 'http'
import type { AddressInfo } from 'net'
import environments from '@/config/environments.json'
import { decrypt, encrypt } from '@/lib/crypto'
import { DECRYPTED_CODES } from '@/services/http/codes'
import { createMockServer, type MockServerOptions } from '../../mock/app'

const MOCK_KEY_HEX = environments.mock.aesKeyHex
const IV_BYTES = 16

/** The envelope of every /api answer. */
export interface Envelope {
  code: number
  msg: string
  data?: unknown
}

/** An answer with its data decrypted where the client decrypts it; `encrypted` says it travelled encrypted. */
export interface MockAnswer<T = unknown> {
  code: number
  msg: string
  data?: T
  encrypted: boolean
}

export interface CallOptions {
  /** GET unless given. */
  method?: 'GET' | 'POST'
  /** Sent encrypted as `{data}`, as the client sends a JSON body. */
  body?: unknown
  token?: string
  /** The `lang` header; zh_CN unless given. */
  lang?: string
  signal?: AbortSignal
}

/** A client of one running mock server. */
export interface MockClient {
  /** `http://127.0.0.1:<port>`; a test may point it at another mock server for a while. */
  baseUrl: string
  /** The address of a path of the server, e.g. `url('/api/user/info')` or a page of the H5 build. */
  url(path: string): string
  /** An /api call as the app sends it (`apiPath` without /api); the raw HTTP answer. */
  send(apiPath: string, options?: CallOptions): Promise<Response>
  /** The answer envelope as it arrived, data still encrypted. */
  json(apiPath: string, options?: CallOptions): Promise<Envelope>
  /** The answer with its data decrypted as the client decrypts it (spec 8: by code, when it is a string). */
  call<T = unknown>(apiPath: string, options?: CallOptions): Promise<MockAnswer<T>>
  /** The decrypted data of a call that must answer code 200. */
  ok<T>(apiPath: string, options?: CallOptions): Promise<T>
  /** A control endpoint, `/api/__mock<controlPath>` (docs/api.md, "Control endpoints"), with a plain JSON body. */
  control(method: 'GET' | 'POST', controlPath: string, body?: unknown): Promise<{ status: number; body: unknown }>
  /** Resets the mock's accounts, feature state, faults and request log. */
  reset(): Promise<void>
}

export interface RunningMockServer extends MockClient {
  stop(): Promise<void>
}

/** A wire payload of a JSON value: base64(IV ‖ AES-256-CBC ciphertext), written by the client's code. */
export function encryptPayload(value: unknown): string {
  return encrypt(JSON.stringify(value), MOCK_KEY_HEX, randomBytes(IV_BYTES))
}

/** The JSON value of a wire payload, read by the client's code. */
export function decryptPayload(payload: string): unknown {
  return JSON.parse(decrypt(payload, MOCK_KEY_HEX))
}

/** The headers the H5 client sends (src/services/http/client.ts). */
function appHeaders(token: string | undefined, lang: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    lang,
    platformType: '1',
    version: '3.30.0',
    channel: 'official',
    h5: '1',
  }
  if (token) headers.token = token
  return headers
}

interface Exchange {
  method: string
  headers: Record<string, string>
  body?: string
  signal?: AbortSignal
}

// Every exchange is node:http on a fresh connection (no keep-alive): unlike fetch, its timers do
// not read Date.now, so a test may shift the clock between calls (welfare.test.ts).
function exchange(url: string, { method, headers, body, signal }: Exchange): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, signal }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const answerHeaders = new Headers()
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          answerHeaders.append(response.rawHeaders[i], response.rawHeaders[i + 1])
        }
        resolve(new Response(Buffer.concat(chunks).toString('utf8'), { status: response.statusCode, headers: answerHeaders }))
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** A client of the mock server at `baseUrl` (`http://127.0.0.1:<port>`), started elsewhere. */
export function createMockClient(baseUrl: string): MockClient {
  const client: MockClient = {
    baseUrl,
    url(path) {
      if (!client.baseUrl) throw new Error('the mock server is not listening yet: call it from a test or a hook')
      return `${client.baseUrl}${path}`
    },
    send(apiPath, { method = 'GET', body, token, lang = 'zh_CN', signal } = {}) {
      return exchange(client.url(`/api${apiPath}`), {
        method,
        headers: appHeaders(token, lang),
        body: body === undefined ? undefined : JSON.stringify({ data: encryptPayload(body) }),
        signal,
      })
    },
    async json(apiPath, options) {
      return (await (await client.send(apiPath, options)).json()) as Envelope
    },
    async call<T>(apiPath: string, options?: CallOptions) {
      const envelope = await client.json(apiPath, options)
      const encrypted = DECRYPTED_CODES.has(envelope.code) && typeof envelope.data === 'string'
      const data = encrypted ? (decryptPayload(envelope.data as string) as T) : (envelope.data as T | undefined)
      return { code: envelope.code, msg: envelope.msg, data, encrypted }
    },
    async ok<T>(apiPath: string, options?: CallOptions) {
      const answer = await client.call<T>(apiPath, options)
      expect(answer.code).toBe(200)
      return answer.data as T
    },
    async control(method, controlPath, body) {
      const response = await exchange(client.url(`/api/__mock${controlPath}`), {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    async reset() {
      await client.control('POST', '/reset')
    },
  }
  return client
}

/** Starts a mock server with its own state on a free port of 127.0.0.1; `stop()` ends it and its connections. */
export async function startMockServer(options?: MockServerOptions): Promise<RunningMockServer> {
  const server = createMockServer(options)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const stop = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return Object.assign(createMockClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), { stop })
}

/**
 * One mock server for the calling test file (or describe block): started before its tests,
 * stopped after them, reset before each test. The client works from inside tests and hooks.
 */
export function setupMockServer(): MockClient {
  const client = createMockClient('')
  let running: RunningMockServer | undefined

  beforeAll(async () => {
    running = await startMockServer()
    client.baseUrl = running.baseUrl
  })

  afterAll(() => running?.stop())

  beforeEach(() => client.reset())

  return client
}
