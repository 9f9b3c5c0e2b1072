import { askHost, host } from '@/platform/bridge'
import { parseHostToken, parseHostVersion } from '@/platform/host-values'
import type { HostApi, JsonObject } from '@/platform/types'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeHost,
  installFakeIosHost,
  removeFakeHosts,
  type FakeHostKind,
} from '../support/fake-hosts'

const URL_A = 'https://h5.speedup.example/welfare'

// [call, message on the wire, payload]
const MESSAGES: Array<[string, (api: HostApi) => void, string, JsonObject]> = [
  ['getToken', (api) => api.getToken('cb'), 'getToken', { callback: 'cb' }],
  ['enterpriseSubAccount', (api) => api.enterpriseSubAccount(), 'enterpriseSubAccount', {}],
  ['getUid', (api) => api.getUid('cb'), 'getUid', { callback: 'cb' }],
  ['getIsReview', (api) => api.getIsReview('cb'), 'getIsReview', { callback: 'cb' }],
  ['getVersion', (api) => api.getVersion('cb'), 'getVersion', { callback: 'cb' }],
  ['requestMarketPlace', (api) => api.requestMarketPlace('cb'), 'requestMarketPlace', { callback: 'cb' }],
  ['getAndroidReview', (api) => api.getAndroidReview('cb'), 'getAndroidReview', { callback: 'cb' }],
  ['nowIsReview', (api) => api.nowIsReview('cb'), 'nowIsReview', { callback: 'cb' }],
  ['getLang', (api) => api.getLang('cb'), 'getLang', { callback: 'cb' }],
  ['getEnv', (api) => api.getEnv('cb'), 'getEnv', { callback: 'cb' }],
  ['jumpLogin', (api) => api.jumpLogin(), 'jumpLogin', {}],
  ['setTitle', (api) => api.setTitle('Welfare'), 'setTitle', { title: 'Welfare' }],
  ['jumpNativePage', (api) => api.jumpNativePage(5), 'jumpNativePage', { type: 5 }],
  ['goToNewWebView', (api) => api.goToNewWebView('welfare', URL_A), 'goToNewWebView', { name: 'welfare', url: URL_A }],
  ['callMeiqia', (api) => api.callMeiqia(true), 'callMeiqia', { visible: true }],
  ['openInBrowser', (api) => api.openInBrowser(URL_A), 'openInBrowser', { url: URL_A }],
  ['jumpOutboundLink', (api) => api.jumpOutboundLink(URL_A), 'jumpOutboundLink', { url: URL_A }],
  [
    'jumpWxMiniProgress',
    (api) => api.jumpWxMiniProgress({ username: 'gh_1', path: 'pages/a/index', pcURL: URL_A }),
    'jumpWxMiniProgress',
    { username: 'gh_1', path: 'pages/a/index', pcURL: URL_A },
  ],
  ['showRightItem', (api) => api.showRightItem({ visible: false }), 'showRightItem', { visible: false }],
  ['h5Monitor', (api) => api.h5Monitor('pageView', 'ZhuXiao_PV', { channel: 'huawei' }), 'H5Monitor', { type: 'pageView', event: 'ZhuXiao_PV', properties: { channel: 'huawei' } }],
  ['initPage', (api) => api.initPage({ path: '/welfare' }), 'initPage', { path: '/welfare' }],
  [
    'initOrderPageStates',
    (api) => api.initOrderPageStates({ path: '/record', state: 'empty', count: 0 }),
    'initOrderPageStates',
    { path: '/record', state: 'empty', count: 0 },
  ],
]

const KINDS: FakeHostKind[] = ['ios', 'android', 'electron']
const CASES = KINDS.flatMap((kind) => MESSAGES.map(([name, call, message, payload]) => [kind, name, call, message, payload] as const))

let warn: jest.SpyInstance

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('host messages', () => {
  test.each(CASES)('the %s host receives %s with its payload', async (kind, _name, call, message, payload) => {
    installFakeHost({ kind })
    call(host)
    await Promise.resolve()
    expect(hostMessages()).toEqual([{ message, payload }])
  })

  test.each(MESSAGES)('%s is a no-op in a plain browser', (_name, call) => {
    expect(() => call(host)).not.toThrow()
  })

  test('a message the iOS app does not register is not sent', () => {
    installFakeIosHost({ messages: ['setTitle'] })
    host.jumpLogin()
    expect(hostMessages()).toEqual([])
  })

  test('a message the Android app does not inject is not sent', () => {
    installFakeAndroidHost({ messages: ['setTitle'] })
    host.jumpLogin()
    expect(hostMessages()).toEqual([])
  })

  test('an Electron host refusing a message is logged, not thrown', async () => {
    installFakeElectronHost({ messages: ['setTitle'] })
    host.jumpLogin()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(warn).toHaveBeenCalledWith('[host] jumpLogin failed', expect.any(Error))
  })

  test('a host method that throws is logged, not thrown', () => {
    Object.assign(window, {
      android: {
        setTitle: () => undefined,
        jumpLogin: () => {
          throw new Error('native crash')
        },
      },
    })
    host.jumpLogin()
    expect(warn).toHaveBeenCalledWith('[host] jumpLogin failed', expect.any(Error))
  })
})

describe('askHost', () => {
  test('resolves with the iOS host answer to the callback', async () => {
    installFakeIosHost({ token: 'ios-token' })
    await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('ios-token')
  })

  test('resolves with the Android host answer to the callback', async () => {
    installFakeAndroidHost({ version: '3.25.2', equipment: 'device-1' })
    await expect(askHost('getVersion', parseHostVersion, 1000)).resolves.toEqual({ version: '3.25.2', equipment: 'device-1' })
  })

  test('resolves with the Electron answer to the invoke promise', async () => {
    installFakeElectronHost({ token: 'pc-token', answerVia: 'promise' })
    await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('pc-token')
  })

  test('resolves with the Electron answer to the callback', async () => {
    installFakeElectronHost({ token: 'pc-token', answerVia: 'callback' })
    await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('pc-token')
  })

  test('sends the name of a callback global', async () => {
    installFakeIosHost({ token: 't' })
    await askHost('getToken', parseHostToken, 1000)
    expect(hostMessages()[0].payload).toEqual({ callback: expect.stringMatching(/^__hostAnswer_getToken_\d+$/) })
  })

  test('sends the fields of a question that carries something beside its callback name', async () => {
    installFakeAndroidHost({ replies: { saveImage: { saved: true } } })
    await askHost('saveImage', (raw) => raw, 1000, { image: 'data:image/png;base64,AA==', name: 'p.png' })
    expect(hostMessages()[0].payload).toEqual({
      image: 'data:image/png;base64,AA==',
      name: 'p.png',
      callback: expect.stringMatching(/^__hostAnswer_saveImage_\d+$/),
    })
  })

  test('keeps its own callback name when a field claims the same key', async () => {
    installFakeIosHost({ replies: { saveImage: { saved: true } } })
    await askHost('saveImage', (raw) => raw, 1000, { callback: 'evil' })
    expect(hostMessages()[0].payload).toEqual({ callback: expect.stringMatching(/^__hostAnswer_saveImage_\d+$/) })
  })

  test('uses a new callback name for every question', async () => {
    installFakeIosHost({ token: 't' })
    await askHost('getToken', parseHostToken, 1000)
    await askHost('getToken', parseHostToken, 1000)
    const [first, second] = hostMessages().map((entry) => (entry.payload as { callback: string }).callback)
    expect(first).not.toBe(second)
  })

  test('resolves undefined at once in a plain browser', async () => {
    await expect(askHost('getToken', parseHostToken, 60000)).resolves.toBeUndefined()
  })

  test('resolves undefined at once when the host does not know the message', async () => {
    installFakeIosHost({ messages: ['setTitle'] })
    await expect(askHost('getLang', parseHostToken, 60000)).resolves.toBeUndefined()
  })

  test('resolves undefined when the host does not answer in time', async () => {
    jest.useFakeTimers()
    installFakeIosHost()
    const answer = askHost('getToken', parseHostToken, 3000)
    jest.advanceTimersByTime(3000)
    await expect(answer).resolves.toBeUndefined()
  })

  test('ignores an answer its parser rejects and takes a later valid one', async () => {
    installFakeIosHost()
    const answer = askHost('getVersion', parseHostVersion, 1000)
    const { callback } = hostMessages()[0].payload as { callback: string }
    const global = (window as unknown as Record<string, (raw: unknown) => void>)[callback]
    global({ version: 42 })
    global('{"version":"3.0.7","equipment":"mac-1"}')
    await expect(answer).resolves.toEqual({ version: '3.0.7', equipment: 'mac-1' })
  })

  test('a pending callback global cannot be redefined by page script', () => {
    installFakeIosHost()
    void askHost('getToken', parseHostToken, 1000)
    const { callback } = hostMessages()[0].payload as { callback: string }
    expect(() => Object.defineProperty(window, callback, { value: () => undefined })).toThrow(TypeError)
  })

  test('a pending callback global cannot be overwritten by assignment', () => {
    installFakeIosHost()
    void askHost('getToken', parseHostToken, 1000)
    const { callback } = hostMessages()[0].payload as { callback: string }
    expect(() => Object.assign(window, { [callback]: () => undefined })).toThrow(TypeError)
  })

  test('a callback called after the answer is ignored', async () => {
    installFakeIosHost({ token: 'first' })
    const parse = jest.fn(parseHostToken)
    await askHost('getToken', parse, 1000)
    const { callback } = hostMessages()[0].payload as { callback: string }
    ;(window as unknown as Record<string, (raw: unknown) => void>)[callback]('second')
    expect(parse).toHaveBeenCalledTimes(1)
  })
})
