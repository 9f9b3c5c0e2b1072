// The mini-program's failure reports: WeChat's real-time log (docs/bridge.md 8), as the weapp build
// wires them (the failure log over the weapp twins).
import Taro from '@tarojs/taro'
import { recentFailures, recordFailure } from '@/platform/failure-log'
import { taroFake } from '../support/taro-fake'

jest.mock('@/platform/failure-report', () => jest.requireActual('@/platform/failure-report.weapp'))
jest.mock('@/platform/location', () => jest.requireActual('@/platform/location.weapp'))
jest.mock('@/platform/token', () => jest.requireActual('@/platform/token.weapp'))

type RealtimeLogManager = ReturnType<typeof Taro.getRealtimeLogManager>

const withRealtimeLog = Taro.getRealtimeLogManager
let warn: jest.SpyInstance

beforeEach(() => {
  taroFake.reset()
  taroFake.router = { path: '/packages/info/clause/index', params: {} }
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
  Object.assign(Taro, { getRealtimeLogManager: withRealtimeLog })
})

/** A real-time log stand-in: what its error() was given. */
function realtimeLog(): unknown[][] {
  const written: unknown[][] = []
  const manager = { error: (...args: unknown[]) => written.push(args) }
  jest.spyOn(Taro, 'getRealtimeLogManager').mockReturnValue(manager as unknown as RealtimeLogManager)
  return written
}

test('exports the same names as the H5 failure report', () => {
  const h5 = Object.keys(jest.requireActual<object>('@/platform/failure-report')).sort()
  const weapp = Object.keys(jest.requireActual<object>('@/platform/failure-report.weapp')).sort()
  expect(weapp).toEqual(h5)
})

test("a page that threw while rendering is written to WeChat's real-time log as H5Error with its kind, message and path", () => {
  const written = realtimeLog()
  recordFailure(new TypeError('list is undefined'), 'render')
  expect(written).toEqual([['H5Error', { kind: 'render', message: 'list is undefined', path: '/clause' }]])
})

test("the stored token never reaches WeChat's real-time log", () => {
  taroFake.storage.set('token', 'demo-session-token')
  const written = realtimeLog()
  recordFailure(new Error('token demo-session-token refused'))
  expect(JSON.stringify(written)).not.toContain('demo-session-token')
})

test('a base library without the real-time log (before 2.7.1) keeps and logs the failure all the same', () => {
  // Taro offers only what the base library's wx has
  Reflect.deleteProperty(Taro, 'getRealtimeLogManager')
  recordFailure(new TypeError('list is not iterable'))
  expect([recentFailures().at(-1)?.message, warn.mock.calls.at(-1)]).toEqual(['list is not iterable', ['[failure] /clause: list is not iterable']])
})
