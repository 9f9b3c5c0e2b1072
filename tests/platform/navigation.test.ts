import Taro from '@tarojs/taro'
import { goLogin, navigateTo, onRouteOpen, openTarget, performRedirect, redirectTo, replaceLocation } from '@/platform/navigation'
import { assignUrl, openWindow, replaceUrl } from '@/platform/web'
import type { RedirectKind } from '@/platform/types'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../support/fake-hosts'
import { taroFake } from '../support/taro-fake'

// Each test builds as local or mock (http allowed) unless it sets the production build's https-only check.
let mockHttpsOnly = false
jest.mock('@/config', () => ({
  ...jest.requireActual<typeof import('@/config')>('@/config'),
  get HTTPS_ONLY_LINKS() {
    return mockHttpsOnly
  },
}))

jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  replaceUrl: jest.fn(),
  openWindow: jest.fn(),
}))

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC_ELECTRON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Electron/31.0'
const WECHAT_WEB_VIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile MicroMessenger/8.0.49 miniProgram'
const DOMAINS = ['h5.speedup.example', 'www.speedup.example']
const SAFE = 'https://h5.speedup.example/events/spring?from=banner'
const UNSAFE = 'https://h5.speedup.example.evil.example/events/spring'
const PLAIN_HTTP = 'http://h5.speedup.example/events/spring'

beforeEach(() => {
  mockHttpsOnly = false
  taroFake.reset()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  window.history.replaceState(null, '', '/')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

describe('navigateTo', () => {
  test('pushes the spec path through the Taro router', async () => {
    await navigateTo('/clause')
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: '/clause' } }])
  })

  test('keeps an alias path as it is', async () => {
    await navigateTo('/agreements')
    expect(taroFake.calls[0].args).toEqual({ url: '/agreements' })
  })

  test('keeps which of the paths sharing a page was asked for', async () => {
    await navigateTo('/monthlyVipAgreement')
    expect(taroFake.calls[0].args).toEqual({ url: '/monthlyVipAgreement' })
  })

  test('adds the query', async () => {
    await navigateTo('/clause', { from: 'mail', page: 2 })
    expect(taroFake.calls[0].args).toEqual({ url: '/clause?from=mail&page=2' })
  })

  test('takes a query written in the path', async () => {
    await navigateTo('/clause?from=mail')
    expect(taroFake.calls[0].args).toEqual({ url: '/clause?from=mail' })
  })

  test('sends an unknown path to /404', async () => {
    // @ts-expect-error no route has this path: the type refuses it, and at run time it still lands on /404
    await navigateTo('/no-such-screen')
    expect(taroFake.calls[0].args).toEqual({ url: '/404' })
  })

  test('a failed navigation is logged, not thrown', async () => {
    jest.spyOn(Taro, 'navigateTo').mockRejectedValue({ errMsg: 'navigateTo:fail' })
    await navigateTo('/clause')
    expect(console.warn).toHaveBeenCalledWith('[navigation] navigateTo /clause failed', { errMsg: 'navigateTo:fail' })
  })
})

describe('a screen the app opens', () => {
  afterEach(() => onRouteOpen(() => undefined))

  test.each([
    ['navigateTo', navigateTo],
    ['redirectTo', redirectTo],
  ])('is told by %s with its query before the router is asked for it', async (_method, open) => {
    const told: Array<[string, unknown, number]> = []
    onRouteOpen((path, query) => told.push([path, query, taroFake.calls.length]))
    await open('/help?t=recharge', { from: 'me' })
    expect(told).toEqual([['/help', { t: 'recharge', from: 'me' }, 0]])
  })
})

describe('redirectTo and replaceLocation', () => {
  test('redirectTo replaces the page through the Taro router', async () => {
    await redirectTo('/agreement')
    expect(taroFake.calls).toEqual([{ api: 'redirectTo', args: { url: '/agreement' } }])
  })

  test('replaceLocation replaces the document location', () => {
    replaceLocation('/box?client=1')
    expect(replaceUrl).toHaveBeenCalledWith('/box?client=1')
  })
})

describe('goLogin', () => {
  test('in the app asks the host to log in', async () => {
    installFakeIosHost()
    await goLogin()
    expect([hostMessages(), taroFake.calls]).toEqual([[{ message: 'jumpLogin', payload: {} }], []])
  })

  test('in a browser opens the login route with the current page to come back to', async () => {
    window.history.replaceState(null, '', '/clause?from=mail')
    await goLogin()
    expect(taroFake.calls[0].args).toEqual({ url: `/login?redirectUrl=${encodeURIComponent('/clause?from=mail')}` })
  })

  test('in a browser comes back to the page given', async () => {
    await goLogin('/agreement')
    expect(taroFake.calls[0].args).toEqual({ url: `/login?redirectUrl=${encodeURIComponent('/agreement')}` })
  })

  test('on the login route itself does nothing', async () => {
    window.history.replaceState(null, '', '/login?redirectUrl=%2Fclause')
    await goLogin()
    expect(taroFake.calls).toEqual([])
  })
})

describe('openTarget', () => {
  test('a native page is unsupported in a browser', async () => {
    await expect(openTarget(5)).resolves.toBe('unsupported')
  })

  test('a numeric string opens that native page in the app', async () => {
    installFakeAndroidHost()
    await openTarget('5')
    expect(hostMessages()).toEqual([{ message: 'jumpNativePage', payload: { type: 5 } }])
  })

  test('type 2 on iOS opens the welfare web view', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await openTarget(2)
    expect(hostMessages()).toEqual([
      { message: 'goToNewWebView', payload: { name: 'welfare', url: 'http://localhost/welfare' } },
    ])
  })

  test('type 2 on Android opens native page 2', async () => {
    installFakeAndroidHost()
    await openTarget(2)
    expect(hostMessages()).toEqual([{ message: 'jumpNativePage', payload: { type: 2 } }])
  })

  test('type 3 opens the chat on Android 3.25.2', async () => {
    installFakeAndroidHost()
    await openTarget(3, { appVersion: '3.25.2' })
    expect(hostMessages()).toEqual([{ message: 'callMeiqia', payload: { visible: true } }])
  })

  test('type 3 on Android 3.25.1 asks for an upgrade', async () => {
    installFakeAndroidHost()
    await expect(openTarget(3, { appVersion: '3.25.1' })).resolves.toBe('upgrade-required')
  })

  test('type 3 on Android 3.25.1 sends nothing to the host', async () => {
    installFakeAndroidHost()
    await openTarget(3, { appVersion: '3.25.1' })
    expect(hostMessages()).toEqual([])
  })

  test('type 3 on Android without a known version asks for an upgrade', async () => {
    installFakeAndroidHost()
    await expect(openTarget(3)).resolves.toBe('upgrade-required')
  })

  test('type 3 opens the chat on the Mac app 3.0.7', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await openTarget(3, { appVersion: '3.0.7' })
    expect(hostMessages()).toEqual([{ message: 'callMeiqia', payload: { visible: true } }])
  })

  test('type 3 on the Mac app 3.0.6 asks for an upgrade', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await expect(openTarget(3, { appVersion: '3.0.6' })).resolves.toBe('upgrade-required')
  })

  test('type 3 opens the chat on iOS whatever the version', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await expect(openTarget(3)).resolves.toBe('done')
  })

  test('a link opens a new web view named by its last path segment in the mobile app', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await openTarget(SAFE)
    expect(hostMessages()).toEqual([{ message: 'goToNewWebView', payload: { name: 'spring', url: SAFE } }])
  })

  test('a title names the new web view', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await openTarget(SAFE, { title: 'Spring event' })
    expect(hostMessages()[0].payload).toEqual({ name: 'Spring event', url: SAFE })
  })

  test('a path opens the page of this site in a new web view', async () => {
    installFakeAndroidHost()
    await openTarget('/pointEvent')
    expect(hostMessages()[0].payload).toEqual({ name: 'pointEvent', url: 'http://localhost/pointEvent' })
  })

  test('a link opens in place in the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await openTarget(SAFE)
    expect(assignUrl).toHaveBeenCalledWith(SAFE)
  })

  test('a link to another site opens in a new tab in a browser', async () => {
    await openTarget(SAFE)
    expect(openWindow).toHaveBeenCalledWith(SAFE)
  })

  test('a link to another site leaves the app where it was in a browser', async () => {
    await openTarget(SAFE)
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test('a link to another port of this host is another site', async () => {
    await openTarget('http://localhost:8080/events')
    expect(openWindow).toHaveBeenCalledWith('http://localhost:8080/events')
  })

  test('a link on this site opens in place in a browser', async () => {
    await openTarget('/pointEvent?from=banner')
    expect([(assignUrl as jest.Mock).mock.calls, (openWindow as jest.Mock).mock.calls]).toEqual([
      [['http://localhost/pointEvent?from=banner']],
      [],
    ])
  })

  test("a link to another site opens in place in the mini-program's web view", async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_WEB_VIEW)
    await openTarget(SAFE)
    expect([(assignUrl as jest.Mock).mock.calls, (openWindow as jest.Mock).mock.calls]).toEqual([[[SAFE]], []])
  })

  test('a link to another site opens no tab in the mobile app', async () => {
    installFakeAndroidHost()
    await openTarget(SAFE)
    expect(openWindow).not.toHaveBeenCalled()
  })

  test('a link to another site opens no tab in the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await openTarget(SAFE)
    expect(openWindow).not.toHaveBeenCalled()
  })

  test('a javascript: link is refused', async () => {
    await expect(openTarget('javascript:alert(1)')).resolves.toBe('refused')
  })

  test('a refused link is not followed', async () => {
    await openTarget('javascript:alert(1)')
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test('an empty target is refused', async () => {
    await expect(openTarget('  ')).resolves.toBe('refused')
  })
})

describe('performRedirect', () => {
  test('kind 0 opens a safe link in a new web view in the app', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await performRedirect({ targetUrl: SAFE }, 0, DOMAINS)
    expect(hostMessages()).toEqual([{ message: 'goToNewWebView', payload: { name: 'spring', url: SAFE } }])
  })

  test.each([0, 4] as RedirectKind[])('kind %i opens a safe link to another site in a new tab in a browser', async (kind) => {
    await performRedirect({ targetUrl: SAFE }, kind, DOMAINS)
    expect([(openWindow as jest.Mock).mock.calls, (assignUrl as jest.Mock).mock.calls]).toEqual([[[SAFE]], []])
  })

  test.each([0, 1, 4] as RedirectKind[])('kind %i refuses a link to a domain not allowed', async (kind) => {
    await expect(performRedirect({ targetUrl: UNSAFE }, kind, DOMAINS)).resolves.toBe('refused')
  })

  test.each([0, 1, 4] as RedirectKind[])('kind %i never follows a link it refused', async (kind) => {
    installFakeIosHost({ userAgent: IPHONE })
    await performRedirect({ targetUrl: UNSAFE }, kind, DOMAINS)
    expect([hostMessages(), (assignUrl as jest.Mock).mock.calls, (openWindow as jest.Mock).mock.calls]).toEqual([[], [], []])
  })

  test('kind 0 refuses an item without a link', async () => {
    await expect(performRedirect({}, 0, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 0 refuses a link that does not parse', async () => {
    await expect(performRedirect({ targetUrl: 'https://exa mple.com/' }, 0, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 1 opens the external browser from the mobile app', async () => {
    installFakeAndroidHost()
    await performRedirect({ targetUrl: SAFE }, 1, DOMAINS)
    expect(hostMessages()).toEqual([{ message: 'openInBrowser', payload: { url: SAFE } }])
  })

  test('kind 1 opens an outbound link from the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await performRedirect({ targetUrl: SAFE }, 1, DOMAINS)
    expect(hostMessages()).toEqual([{ message: 'jumpOutboundLink', payload: { url: SAFE } }])
  })

  test('kind 1 opens a new window in a browser', async () => {
    await performRedirect({ targetUrl: SAFE }, 1, DOMAINS)
    expect(openWindow).toHaveBeenCalledWith(SAFE)
  })

  test('kind 1 leaves the app where it was in a browser', async () => {
    await performRedirect({ targetUrl: SAFE }, 1, DOMAINS)
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test('kind 3 opens the mini program from the mobile app', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await performRedirect({ originalId: 'gh_123', innerLink: 'pages/event/index?id=1', clientUrl: SAFE }, 3, DOMAINS)
    expect(hostMessages()).toEqual([
      { message: 'jumpWxMiniProgress', payload: { username: 'gh_123', path: 'pages/event/index?id=1', pcURL: SAFE } },
    ])
  })

  test('kind 3 without an original id is refused in the mobile app', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await expect(performRedirect({ clientUrl: SAFE }, 3, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 3 hands the client URL to the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await performRedirect({ originalId: 'gh_123', clientUrl: SAFE }, 3, DOMAINS)
    expect(hostMessages()).toEqual([{ message: 'jumpWxMiniProgress', payload: { username: 'gh_123', path: '', pcURL: SAFE } }])
  })

  test('kind 3 without a client URL is refused in the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    await expect(performRedirect({ originalId: 'gh_123' }, 3, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 3 refuses a client URL to a domain not allowed', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    await expect(performRedirect({ originalId: 'gh_123', clientUrl: UNSAFE }, 3, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 3 opens the client URL in a new window in a browser', async () => {
    await performRedirect({ originalId: 'gh_123', clientUrl: SAFE }, 3, DOMAINS)
    expect(openWindow).toHaveBeenCalledWith(SAFE)
  })

  test('kind 3 without a client URL is unsupported in a browser', async () => {
    await expect(performRedirect({ originalId: 'gh_123' }, 3, DOMAINS)).resolves.toBe('unsupported')
  })

  test('an unknown kind from the server is unsupported', async () => {
    await expect(performRedirect({ targetUrl: SAFE }, 2 as RedirectKind, DOMAINS)).resolves.toBe('unsupported')
  })

  test.each([
    ['a javascript: link', 'javascript:alert(document.cookie)'],
    ['an http link', 'http://evil.example/pages/x'],
    ['a scheme before the first slash', 'http:pages/x/index'],
    ['a protocol-relative link', '//evil.example/pages/x'],
    ['a backslash', 'pages\\x\\index'],
    ['a control character', 'pages/x/index?a=1\u0000'],
  ])('kind 3 refuses an inner link that is %s and hands the host nothing', async (_name, innerLink) => {
    installFakeIosHost({ userAgent: IPHONE })
    const outcome = await performRedirect({ originalId: 'gh_123', innerLink, clientUrl: SAFE }, 3, DOMAINS)
    expect([outcome, hostMessages()]).toEqual(['refused', []])
  })

  test('kind 3 refuses a bad inner link in the desktop app too', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    const outcome = await performRedirect({ originalId: 'gh_123', innerLink: 'javascript:alert(1)', clientUrl: SAFE }, 3, DOMAINS)
    expect([outcome, hostMessages()]).toEqual(['refused', []])
  })

  test('kind 3 hands the host a page path from the root as it is', async () => {
    installFakeAndroidHost()
    await performRedirect({ originalId: 'gh_123', innerLink: ' /pages/x/index ' }, 3, DOMAINS)
    expect(hostMessages()).toEqual([{ message: 'jumpWxMiniProgress', payload: { username: 'gh_123', path: '/pages/x/index', pcURL: '' } }])
  })
})

describe('performRedirect in a production build (https only)', () => {
  beforeEach(() => {
    mockHttpsOnly = true
  })

  test('kind 1 refuses a plain http link to an allowed host and opens nothing', async () => {
    installFakeAndroidHost()
    const outcome = await performRedirect({ targetUrl: PLAIN_HTTP }, 1, DOMAINS)
    expect([outcome, hostMessages()]).toEqual(['refused', []])
  })

  test('kind 1 refuses a plain http link in a browser and opens no window', async () => {
    const outcome = await performRedirect({ targetUrl: PLAIN_HTTP }, 1, DOMAINS)
    expect([outcome, (openWindow as jest.Mock).mock.calls]).toEqual(['refused', []])
  })

  test.each([0, 4] as RedirectKind[])('kind %i refuses a plain http link to an allowed host', async (kind) => {
    await expect(performRedirect({ targetUrl: PLAIN_HTTP }, kind, DOMAINS)).resolves.toBe('refused')
  })

  test('kind 3 refuses a plain http client URL', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    const outcome = await performRedirect({ originalId: 'gh_123', clientUrl: PLAIN_HTTP }, 3, DOMAINS)
    expect([outcome, hostMessages()]).toEqual(['refused', []])
  })

  test('kind 1 still opens an https link', async () => {
    await performRedirect({ targetUrl: SAFE }, 1, DOMAINS)
    expect(openWindow).toHaveBeenCalledWith(SAFE)
  })
})

describe('performRedirect in a local or mock build', () => {
  test('kind 1 opens a plain http link to an allowed host', async () => {
    await performRedirect({ targetUrl: PLAIN_HTTP }, 1, DOMAINS)
    expect(openWindow).toHaveBeenCalledWith(PLAIN_HTTP)
  })
})

describe('the browser window', () => {
  const { openWindow: realOpenWindow, isThisSite } = jest.requireActual<typeof import('@/platform/web')>('@/platform/web')

  test('a new tab is opened without a way back to the app or its address', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    realOpenWindow(SAFE)
    expect(open).toHaveBeenCalledWith(SAFE, '_blank', 'noopener,noreferrer')
  })

  test('a link of the page origin is this site', () => {
    expect(isThisSite('http://localhost/welfare')).toBe(true)
  })

  test('a link of another scheme is another site', () => {
    expect(isThisSite('https://localhost/welfare')).toBe(false)
  })

  test('a link that does not parse is not this site', () => {
    expect(isThisSite('http://exa mple.com/')).toBe(false)
  })
})
