// Issue 8, item 7: each host kind answering each field with a value not in its form. The real
// platform, stores and request client run against the fake hosts; each start loads them afresh.
import { decrypt, encrypt } from '@/lib/crypto'
import { HOST_ANSWER_TIMEOUT_MS } from '@/platform/host-values'
import { installFakeHost, removeFakeHosts, type FakeHostKind } from './support/fake-hosts'
import { browserAcceptsHeaderValue, HOSTILE_VALUES } from './support/hostile-values'
import type { FakeRequestOptions } from './support/taro-fake'

const KEY = APP_ENVIRONMENT.aesKeyHex
const STORED_KEYS = ['lang', 'apiHost', 'marketPlace'] as const

/** What a well-behaved host answers; each test spoils one of them. */
const GOOD_REPLIES: Record<string, unknown> = {
  getToken: 'tok-1',
  getVersion: { version: '3.30.0', equipment: 'dev-1' },
  requestMarketPlace: 'huawei',
  getUid: '10086',
  getLang: 'en_US',
}

type Replies = Record<string, unknown>

/** Each field a host answers, and the replies with that field holding `raw`. */
const FIELDS: ReadonlyArray<readonly [string, (raw: unknown) => Replies]> = [
  ['getToken', (raw) => ({ ...GOOD_REPLIES, getToken: raw })],
  ['getVersion', (raw) => ({ ...GOOD_REPLIES, getVersion: raw })],
  ['the version of getVersion', (raw) => ({ ...GOOD_REPLIES, getVersion: { version: raw, equipment: 'dev-1' } })],
  ['the equipment of getVersion', (raw) => ({ ...GOOD_REPLIES, getVersion: { version: '3.30.0', equipment: raw } })],
  ['requestMarketPlace', (raw) => ({ ...GOOD_REPLIES, requestMarketPlace: raw })],
  ['getUid', (raw) => ({ ...GOOD_REPLIES, getUid: raw })],
  ['getLang', (raw) => ({ ...GOOD_REPLIES, getLang: raw })],
]

/** The replies of a host that does not answer that field at all (the equipment: sends none). */
const WITHOUT_FIELD: Record<string, Replies> = {
  getToken: omit('getToken'),
  getVersion: omit('getVersion'),
  'the version of getVersion': omit('getVersion'),
  'the equipment of getVersion': { ...GOOD_REPLIES, getVersion: { version: '3.30.0' } },
  requestMarketPlace: omit('requestMarketPlace'),
  getUid: omit('getUid'),
  getLang: omit('getLang'),
}

function omit(message: string): Replies {
  return Object.fromEntries(Object.entries(GOOD_REPLIES).filter(([name]) => name !== message))
}

interface Outcome {
  session: Record<string, unknown>
  stored: Record<string, string | null>
  cookie: string
  requests: FakeRequestOptions[]
}

/** Starts the app afresh in front of `kind` answering `replies`, then sends one request. */
async function startWith(kind: FakeHostKind | 'browser', replies: Replies): Promise<Outcome> {
  if (kind !== 'browser') installFakeHost({ kind, replies })
  let loaded:
    | {
        connectServices: typeof import('@/app-start').connectServices
        startApp: typeof import('@/app-start').startApp
        stores: typeof import('@/stores').stores
        http: typeof import('@/services/http').http
        taroFake: typeof import('./support/taro-fake').taroFake
      }
    | undefined
  jest.isolateModules(() => {
    const appStart = jest.requireActual<typeof import('@/app-start')>('@/app-start')
    loaded = {
      connectServices: appStart.connectServices,
      startApp: appStart.startApp,
      stores: jest.requireActual<typeof import('@/stores')>('@/stores').stores,
      http: jest.requireActual<typeof import('@/services/http')>('@/services/http').http,
      taroFake: jest.requireActual<typeof import('./support/taro-fake')>('./support/taro-fake').taroFake,
    }
  })
  if (!loaded) throw new Error('the app did not load')
  const { connectServices, startApp, stores, http, taroFake } = loaded
  connectServices(stores)
  const started = startApp(stores)
  await jest.advanceTimersByTimeAsync(HOST_ANSWER_TIMEOUT_MS)
  await started
  await http.request({ path: '/user/info' })
  const { token, appVersion, deviceCode, marketPlace, uid, apiHost } = stores.session
  const { language } = stores.translation
  return {
    session: { token, language, appVersion, deviceCode, marketPlace, uid, apiHost },
    stored: Object.fromEntries(STORED_KEYS.map((key) => [key, unsealed(window.localStorage.getItem(key))])),
    cookie: document.cookie,
    requests: taroFake.requests,
  }
}

function unsealed(sealed: string | null): string | null {
  return sealed === null ? null : decrypt(sealed, KEY)
}

function lastRequest(outcome: Outcome): FakeRequestOptions {
  const request = outcome.requests[outcome.requests.length - 1]
  if (!request) throw new Error('no request was sent')
  return request
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/welfare')
})

/** Forgets the host and everything a start kept: the next start is a first visit. */
function resetPage(): void {
  removeFakeHosts()
  window.localStorage.clear()
  clearCookies()
}

afterEach(() => {
  resetPage()
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const KINDS: FakeHostKind[] = ['ios', 'android', 'electron']
const baselines = new Map<string, Outcome>()

/** The outcome of the same host not answering the field: what a bad answer must leave. */
async function unanswered(kind: FakeHostKind, field: string): Promise<Outcome> {
  const key = `${kind} ${field}`
  const known = baselines.get(key)
  if (known) return known
  const outcome = await startWith(kind, WITHOUT_FIELD[field] ?? GOOD_REPLIES)
  resetPage()
  baselines.set(key, outcome)
  return outcome
}

// Every value of HOSTILE_VALUES against every parser is tested at the parsers (tests/platform/
// host-values.test.ts); a start shows the wiring: each field of each host kind through its parser,
// with the hostile values spread over them so each is also seen once through a whole start.
const CASES = KINDS.flatMap((kind, k) =>
  FIELDS.map(([field, repliesWith], f) => {
    const [valueName, raw] = HOSTILE_VALUES[(k * FIELDS.length + f) % HOSTILE_VALUES.length]
    return [kind, field, valueName, repliesWith(raw), raw] as const
  }),
)

describe.each(CASES)('the %s host answering %s with %s', (kind, field, _valueName, replies, raw) => {
  it('ignores the answer as if unsent and stores nothing of it', async () => {
    const expected = await unanswered(kind, field)
    const outcome = await startWith(kind, replies)
    expect([outcome.session, outcome.stored, outcome.cookie]).toEqual([expected.session, expected.stored, expected.cookie])
  })

  it('sends every request with only header values the browser accepts', async () => {
    const outcome = await startWith(kind, replies)
    const values = outcome.requests.flatMap((request) => Object.values(request.header ?? {}))
    expect(values.filter((value) => !browserAcceptsHeaderValue(value) || value === raw)).toEqual([])
  })
})

describe('a start with good answers', () => {
  it('keeps every answer, so the cases above can tell an ignored one', async () => {
    const outcome = await startWith('ios', GOOD_REPLIES)
    expect(outcome.session).toMatchObject({
      token: 'tok-1',
      language: 'en_US',
      appVersion: '3.30.0',
      deviceCode: 'dev-1',
      marketPlace: 'huawei',
      uid: '10086',
    })
  })

  it('sends the answers as headers of the next request', async () => {
    const outcome = await startWith('android', GOOD_REPLIES)
    expect(lastRequest(outcome).header).toMatchObject({ lang: 'en_US', version: '3.30.0', channel: 'huawei', token: 'tok-1' })
  })
})

describe('a bad value stored by an earlier visit', () => {
  function seal(key: string, value: string): void {
    window.localStorage.setItem(key, encrypt(JSON.stringify(value), KEY, new Uint8Array(16).fill(3)))
  }

  it.each(['<img src=x>', '华为', 'a\r\nX-Evil: 1'])('a stored marketplace %p is removed on start', async (value) => {
    seal('marketPlace', value)
    const outcome = await startWith('browser', {})
    expect([outcome.stored.marketPlace, outcome.session.marketPlace]).toEqual([null, ''])
  })

  it('a stored marketplace that is removed leaves the next request with valid headers', async () => {
    seal('marketPlace', '华为')
    const outcome = await startWith('browser', {})
    expect(Object.values(lastRequest(outcome).header ?? {}).every(browserAcceptsHeaderValue)).toBe(true)
  })

  it('a stored API host of another environment is removed on start', async () => {
    seal('apiHost', 'https://dev-api.speedup.example')
    const outcome = await startWith('browser', {})
    expect([outcome.stored.apiHost, lastRequest(outcome).url]).toEqual([null, '/api/user/info'])
  })

  it.each(['华为', 'a\r\nX-Evil: 1', '<img src=x onerror=alert(1)>'])('a token cookie %p is removed on start', async (value) => {
    document.cookie = `token=${encodeURIComponent(value)}; path=/`
    const outcome = await startWith('browser', {})
    expect([outcome.cookie, outcome.session.token]).toEqual(['', undefined])
  })

  it('a token cookie that is removed leaves the next request without a token header', async () => {
    document.cookie = `token=${encodeURIComponent('a\r\nX-Evil: 1')}; path=/`
    const outcome = await startWith('browser', {})
    expect(lastRequest(outcome).header).not.toHaveProperty('token')
  })
})
