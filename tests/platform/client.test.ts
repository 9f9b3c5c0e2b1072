import { clientFromEnvironment, isDesktopApp, platformTypeOf } from '@/platform/client'
import type { HostEnvironment } from '@/platform/types'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const MAC_ELECTRON =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) App/3.0.7 Chrome/126.0 Electron/31.0 Safari/537.36'
const WINDOWS_ELECTRON =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) App/3.0.7 Chrome/126.0 Electron/31.0 Safari/537.36'
const WECHAT_WEB_VIEW = `${ANDROID} MicroMessenger/8.0.49 miniProgram`
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

function env(overrides: Partial<HostEnvironment>): HostEnvironment {
  return {
    userAgent: DESKTOP_CHROME,
    windowWidth: 375,
    hasWebkitHandlers: false,
    hasAndroidBridge: false,
    hasElectron: false,
    ...overrides,
  }
}

describe('clientFromEnvironment', () => {
  test('an iPhone agent is iOS', () => {
    expect(clientFromEnvironment(env({ userAgent: IPHONE })).isIOS).toBe(true)
  })

  test('the iOS app message handlers make an iPad with a Mac agent iOS', () => {
    const client = clientFromEnvironment(env({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', hasWebkitHandlers: true }))
    expect(client.isIOS).toBe(true)
  })

  test('an Android agent is Android', () => {
    expect(clientFromEnvironment(env({ userAgent: ANDROID })).isAndroid).toBe(true)
  })

  test('the Android bridge makes the client Android', () => {
    expect(clientFromEnvironment(env({ hasAndroidBridge: true })).isAndroid).toBe(true)
  })

  test('a window wider than 410 px is a desktop', () => {
    expect(clientFromEnvironment(env({ windowWidth: 411 })).isDesktop).toBe(true)
  })

  test('a window of exactly 410 px is not a desktop', () => {
    expect(clientFromEnvironment(env({ windowWidth: 410 })).isDesktop).toBe(false)
  })

  test('Electron on macOS is the Mac app and not the PC app', () => {
    const client = clientFromEnvironment(env({ userAgent: MAC_ELECTRON, hasElectron: true }))
    expect([client.isMacApp, client.isPcApp]).toEqual([true, false])
  })

  test('Electron on Windows is the PC app and not the Mac app', () => {
    const client = clientFromEnvironment(env({ userAgent: WINDOWS_ELECTRON, hasElectron: true }))
    expect([client.isPcApp, client.isMacApp]).toEqual([true, false])
  })

  test('a Mac agent without Electron is neither desktop app', () => {
    const client = clientFromEnvironment(env({ userAgent: MAC_ELECTRON }))
    expect([client.isPcApp, client.isMacApp]).toEqual([false, false])
  })

  test('the WeChat web-view agent is the mini-program', () => {
    expect(clientFromEnvironment(env({ userAgent: WECHAT_WEB_VIEW })).isMiniProgram).toBe(true)
  })

  test.each([
    ['webkit message handlers', { hasWebkitHandlers: true }],
    ['the Android bridge', { hasAndroidBridge: true }],
    ['Electron', { hasElectron: true }],
  ])('with %s the page is in the app', (_name, overrides) => {
    expect(clientFromEnvironment(env(overrides)).isInApp).toBe(true)
  })

  test('a plain browser is not in the app', () => {
    expect(clientFromEnvironment(env({ userAgent: IPHONE })).isInApp).toBe(false)
  })
})

describe('platformTypeOf', () => {
  test('iOS is 0', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ userAgent: IPHONE })))).toBe(0)
  })

  test('a WebKit host with a desktop agent is 0', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ hasWebkitHandlers: true })))).toBe(0)
  })

  test('Android is 1', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ userAgent: ANDROID })))).toBe(1)
  })

  test('a plain desktop browser is 1', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ windowWidth: 1280 })))).toBe(1)
  })

  test('the PC app is 2', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ userAgent: WINDOWS_ELECTRON, hasElectron: true })))).toBe(2)
  })

  test('the Mac app is 4', () => {
    expect(platformTypeOf(clientFromEnvironment(env({ userAgent: MAC_ELECTRON, hasElectron: true })))).toBe(4)
  })
})

describe('isDesktopApp', () => {
  it('is true for the Windows or Linux Electron app', () => {
    expect(isDesktopApp(clientFromEnvironment(env({ userAgent: WINDOWS_ELECTRON, hasElectron: true })))).toBe(true)
  })

  it('is true for the Mac app', () => {
    expect(isDesktopApp(clientFromEnvironment(env({ userAgent: MAC_ELECTRON, hasElectron: true })))).toBe(true)
  })

  it('is false in a desktop browser', () => {
    expect(isDesktopApp(clientFromEnvironment(env({ userAgent: DESKTOP_CHROME })))).toBe(false)
  })
})
