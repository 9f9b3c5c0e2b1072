import Taro from '@tarojs/taro'
import {
  goLogin,
  navigateTo,
  openTarget,
  performRedirect,
  redirectTo,
  replaceLocation,
} from '@/platform/navigation.weapp'
import type { RedirectKind } from '@/platform/types'
import { taroFake } from '../support/taro-fake'

// Each test builds as local or mock (http allowed) unless it sets the production build's https-only check.
let mockHttpsOnly = false
jest.mock('@/config', () => ({
  ...jest.requireActual<typeof import('@/config')>('@/config'),
  get HTTPS_ONLY_LINKS() {
    return mockHttpsOnly
  },
}))

const DOMAINS = ['h5.speedup.example']
const SAFE = 'https://h5.speedup.example/events/spring?from=banner'
const UNSAFE = 'https://evil.example/events/spring'

function webView(url: string): string {
  return `/pages/webview/index?page=${encodeURIComponent(url)}`
}

beforeEach(() => {
  mockHttpsOnly = false
  taroFake.reset()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('navigateTo', () => {
  test('opens the page of a spec path', async () => {
    await navigateTo('/clause')
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: '/packages/info/clause/index' } }])
  })

  test('carries the spec path to a page several paths share', async () => {
    await navigateTo('/monthlyVipAgreement')
    expect(taroFake.calls[0].args).toEqual({
      url: `/packages/info/agreement/index?_path=${encodeURIComponent('/monthlyVipAgreement')}`,
    })
  })

  test('adds the query', async () => {
    await navigateTo('/clause', { from: 'mail' })
    expect(taroFake.calls[0].args).toEqual({ url: '/packages/info/clause/index?from=mail' })
  })

  test('sends an unknown path to the not-found page', async () => {
    // @ts-expect-error no route has this path: the type refuses it, and at run time it still lands on /404
    await navigateTo('/no-such-screen')
    expect(taroFake.calls[0].args).toEqual({ url: '/pages/not-found/index' })
  })

  test('a failed navigation is logged, not thrown', async () => {
    jest.spyOn(Taro, 'navigateTo').mockRejectedValue({ errMsg: 'navigateTo:fail webview count limit exceed' })
    await navigateTo('/clause')
    expect(console.warn).toHaveBeenCalledWith('[navigation] navigateTo failed', {
      errMsg: 'navigateTo:fail webview count limit exceed',
    })
  })
})

describe('redirectTo and replaceLocation', () => {
  test('redirectTo replaces the page', async () => {
    await redirectTo('/agreement')
    expect(taroFake.calls).toEqual([{ api: 'redirectTo', args: { url: '/packages/info/agreement-list/index' } }])
  })

  test('replaceLocation relaunches on the mini-program\'s own page of an in-app path', async () => {
    replaceLocation('/box?client=1')
    await Promise.resolve()
    expect(taroFake.calls).toEqual([{ api: 'reLaunch', args: { url: '/packages/device/box/index?client=1' } }])
  })

  test('replaceLocation relaunches on the web view for an address outside the app', async () => {
    replaceLocation(SAFE)
    await Promise.resolve()
    expect(taroFake.calls).toEqual([{ api: 'reLaunch', args: { url: webView(SAFE) } }])
  })
})

describe('goLogin', () => {
  test('opens the login page with the current page to come back to', async () => {
    taroFake.router = { path: '/packages/info/clause/index', params: { from: 'mail' } }
    await goLogin()
    expect(taroFake.calls[0].args).toEqual({
      url: `/pages/login/index?redirectUrl=${encodeURIComponent('/clause?from=mail')}`,
    })
  })

  test('comes back to the page given', async () => {
    await goLogin('/agreement')
    expect(taroFake.calls[0].args).toEqual({ url: `/pages/login/index?redirectUrl=${encodeURIComponent('/agreement')}` })
  })

  test('on the login page itself does nothing', async () => {
    taroFake.router = { path: '/pages/login/index', params: {} }
    await goLogin()
    expect(taroFake.calls).toEqual([])
  })
})

describe('openTarget', () => {
  test('a native page is unsupported', async () => {
    await expect(openTarget(3, { appVersion: '9.9.9' })).resolves.toBe('unsupported')
  })

  test('a numeric string is a native page and unsupported', async () => {
    await expect(openTarget('2')).resolves.toBe('unsupported')
  })

  test('a path of the route table opens that page in place', async () => {
    await openTarget('/clause?from=task')
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: '/packages/info/clause/index?from=task' } }])
  })

  test('a link opens in the web view page', async () => {
    await openTarget(SAFE)
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: webView(SAFE) } }])
  })

  test('a path outside the route table opens that page of the H5 site in the web view', async () => {
    await openTarget('/displayJson')
    expect(taroFake.calls[0].args).toEqual({ url: webView('https://h5.speedup.example/displayJson') })
  })

  test('a javascript: link is refused', async () => {
    await expect(openTarget('javascript:alert(1)')).resolves.toBe('refused')
  })

  test('a protocol-relative link is refused', async () => {
    await expect(openTarget('//evil.example/a')).resolves.toBe('refused')
  })
})

describe('performRedirect', () => {
  test.each([0, 1, 4] as RedirectKind[])('kind %i opens a safe link in the web view page', async (kind) => {
    await performRedirect({ targetUrl: SAFE }, kind, DOMAINS)
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: webView(SAFE) } }])
  })

  test.each([0, 1, 4] as RedirectKind[])('kind %i refuses a link to a domain not allowed', async (kind) => {
    await expect(performRedirect({ targetUrl: UNSAFE }, kind, DOMAINS)).resolves.toBe('refused')
  })

  test('a refused link is not followed', async () => {
    await performRedirect({ targetUrl: UNSAFE }, 0, DOMAINS)
    expect(taroFake.calls).toEqual([])
  })

  test('kind 3 opens the mini program by its app id', async () => {
    await performRedirect({ originalId: 'gh_0123456789ab', appId: 'wx0123456789abcdef', innerLink: 'pages/event/index?id=1' }, 3, DOMAINS)
    expect(taroFake.calls).toEqual([
      { api: 'navigateToMiniProgram', args: { appId: 'wx0123456789abcdef', path: 'pages/event/index?id=1' } },
    ])
  })

  test('kind 3 with only an original id, which WeChat cannot open, is unavailable here and opens nothing', async () => {
    const outcome = await performRedirect({ originalId: 'gh_0123456789ab', clientUrl: SAFE }, 3, DOMAINS)
    expect([outcome, taroFake.calls]).toEqual(['unavailable', []])
  })

  test('kind 3 with an app id not in WeChat\'s form is unavailable here', async () => {
    await expect(performRedirect({ appId: 'gh_0123456789ab' }, 3, DOMAINS)).resolves.toBe('unavailable')
  })

  test('kind 3 declined by the user is logged only', async () => {
    jest.spyOn(Taro, 'navigateToMiniProgram').mockRejectedValue({ errMsg: 'navigateToMiniProgram:fail cancel' })
    await expect(performRedirect({ appId: 'wx0123456789abcdef' }, 3, DOMAINS)).resolves.toBe('done')
  })

  test('an unknown kind from the server is unsupported', async () => {
    await expect(performRedirect({ targetUrl: SAFE }, 2 as RedirectKind, DOMAINS)).resolves.toBe('unsupported')
  })

  test.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['an https link', 'https://evil.example/pages/x'],
    ['a protocol-relative link', '//evil.example/pages/x'],
  ])('kind 3 refuses an inner link that is %s and opens nothing', async (_name, innerLink) => {
    const outcome = await performRedirect({ appId: 'wx0123456789abcdef', innerLink }, 3, DOMAINS)
    expect([outcome, taroFake.calls]).toEqual(['refused', []])
  })

  test('kind 3 opens a page path from the root', async () => {
    await performRedirect({ appId: 'wx0123456789abcdef', innerLink: '/pages/x/index' }, 3, DOMAINS)
    expect(taroFake.calls).toEqual([{ api: 'navigateToMiniProgram', args: { appId: 'wx0123456789abcdef', path: '/pages/x/index' } }])
  })

  test('kind 1 refuses a plain http link to an allowed host in a production build', async () => {
    mockHttpsOnly = true
    const outcome = await performRedirect({ targetUrl: 'http://h5.speedup.example/events/spring' }, 1, DOMAINS)
    expect([outcome, taroFake.calls]).toEqual(['refused', []])
  })

  test('kind 1 opens a plain http link to an allowed host in a local or mock build', async () => {
    const link = 'http://h5.speedup.example/events/spring'
    await performRedirect({ targetUrl: link }, 1, DOMAINS)
    expect(taroFake.calls).toEqual([{ api: 'navigateTo', args: { url: webView(link) } }])
  })
})
