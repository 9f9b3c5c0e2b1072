// Failure reports (issue 26, docs/bridge.md 3.1) as each fake host receives them.
import { MAX_REPORTS_PER_SESSION } from '@/lib/failure-report'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../support/fake-hosts'

type FailureLog = typeof import('@/platform/failure-log')

const WINDOWS_ELECTRON = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Electron/31.0 Safari/537.36'
const MAC_ELECTRON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Electron/30.0.0'
// no digits: only the session's own token rule can hide it
const SESSION_TOKEN = 'demo-session-token'

interface Report {
  type: string
  event: string
  properties: Record<string, unknown>
}

function reports(): Report[] {
  return hostMessages()
    .filter((record) => record.message === 'H5Monitor')
    .map((record) => record.payload as Report)
}

/** The failure log as a new page session has it: nothing reported yet. */
function newSession(): FailureLog {
  let log: FailureLog | undefined
  jest.isolateModules(() => {
    log = jest.requireActual<FailureLog>('@/platform/failure-log')
  })
  if (!log) throw new Error('failure log not loaded')
  log.configureFailureReports({ marketPlace: 'huawei', loginToken: { token: SESSION_TOKEN } })
  return log
}

let warn: jest.SpyInstance

beforeEach(() => {
  removeFakeHosts()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/welfare')
})

afterEach(() => warn.mockRestore())

afterAll(() => removeFakeHosts())

test('a failure in the iOS app goes to H5Monitor as APP_H5Error with its kind, message, path and the analytics properties', () => {
  installFakeIosHost()
  newSession().recordFailure(new TypeError('list is undefined'))
  expect(reports()).toEqual([
    {
      type: 'event',
      event: 'APP_H5Error',
      properties: { kind: 'uncaught', message: 'list is undefined', path: '/welfare', client_type: 'H5', channel: 'huawei', account_type: '' },
    },
  ])
})

test('a failure in the Android app goes to H5Monitor as APP_H5Error', () => {
  installFakeAndroidHost()
  newSession().recordFailure(new TypeError('list is undefined'))
  expect(reports().map((report) => report.event)).toEqual(['APP_H5Error'])
})

test('a failure in the Windows desktop app goes to the desktop log as PC_H5Error', () => {
  installFakeElectronHost({ userAgent: WINDOWS_ELECTRON })
  newSession().recordFailure(new TypeError('list is undefined'))
  expect(reports().map((report) => report.event)).toEqual(['PC_H5Error'])
})

test('a failure in the Mac app goes to the desktop log as PC_H5Error', () => {
  installFakeElectronHost({ userAgent: MAC_ELECTRON })
  newSession().recordFailure(new TypeError('list is undefined'))
  expect(reports().map((report) => report.event)).toEqual(['PC_H5Error'])
})

test('a failure in a plain browser is only logged: nothing is sent', () => {
  newSession().recordFailure(new TypeError('list is undefined'))
  expect([hostMessages(), warn.mock.calls]).toEqual([[], [['[failure] /welfare: list is undefined']]])
})

test('a page that threw while rendering is reported as render', () => {
  installFakeIosHost()
  newSession().recordFailure(new TypeError('list is undefined'), 'render')
  expect(reports()[0]?.properties.kind).toBe('render')
})

test("a page's code that did not load (webpack's ChunkLoadError) is reported as chunk, whoever records it", () => {
  installFakeAndroidHost()
  const error = Object.assign(new Error('Loading chunk 7 failed.\n(missing: https://h5.example/js/7.js)'), { name: 'ChunkLoadError' })
  newSession().recordFailure(error, 'render')
  expect(reports()[0]?.properties).toMatchObject({ kind: 'chunk', message: 'Loading chunk 7 failed. (missing: https://h5.example/js/7.js)' })
})

test("a page's stylesheet that did not load is reported as chunk", () => {
  installFakeAndroidHost()
  const error = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })
  newSession().recordFailure(error)
  expect(reports()[0]?.properties.kind).toBe('chunk')
})

test('the session token never leaves in a report', () => {
  installFakeIosHost()
  newSession().recordFailure(new Error(`token ${SESSION_TOKEN} refused`))
  expect(JSON.stringify(hostMessages())).not.toContain(SESSION_TOKEN)
})

test("the page's query never leaves in a report", () => {
  installFakeIosHost()
  window.history.replaceState(null, '', '/bindEmail?email=ann%40example.com')
  newSession().recordFailure(new Error('bind failed'))
  expect(reports()[0]?.properties.path).toBe('/bindEmail')
})

test('a loop of the same error is reported once', () => {
  installFakeIosHost()
  const log = newSession()
  for (let count = 0; count < 5; count += 1) log.recordFailure(new TypeError('list is undefined'))
  expect(reports()).toHaveLength(1)
})

test(`a loop of different errors stops being reported after ${MAX_REPORTS_PER_SESSION}`, () => {
  installFakeIosHost()
  const log = newSession()
  for (let count = 0; count < MAX_REPORTS_PER_SESSION + 5; count += 1) log.recordFailure(new Error(`failure ${count}`))
  expect(reports()).toHaveLength(MAX_REPORTS_PER_SESSION)
})

test('a failure held back by the limit is still kept', () => {
  installFakeIosHost()
  const log = newSession()
  log.recordFailure(new TypeError('list is undefined'))
  log.recordFailure(new TypeError('list is undefined'))
  expect(log.recentFailures()).toHaveLength(2)
})
