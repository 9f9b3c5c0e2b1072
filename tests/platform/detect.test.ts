import { detectClient, platformType } from '@/platform/detect'
import { installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC_ELECTRON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Electron/31.0'

function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
}

afterEach(() => {
  removeFakeHosts()
  setWindowWidth(1024)
})

test('a page without a host is not in the app', () => {
  expect(detectClient().isInApp).toBe(false)
})

test('the iOS host is detected as iOS in the app', () => {
  installFakeIosHost({ userAgent: IPHONE })
  expect(detectClient()).toMatchObject({ isIOS: true, isInApp: true })
})

test('webkit message handlers without setTitle (WeChat on iOS) are not the app', () => {
  installFakeIosHost({ userAgent: IPHONE, messages: ['WeixinJSBridge'] })
  expect(detectClient().isInApp).toBe(false)
})

test('the Android host is detected as Android in the app', () => {
  installFakeAndroidHost()
  expect(detectClient()).toMatchObject({ isAndroid: true, isInApp: true })
})

test('the Electron host on macOS is the Mac app', () => {
  installFakeElectronHost({ userAgent: MAC_ELECTRON })
  expect(detectClient()).toMatchObject({ isMacApp: true, isPcApp: false, isInApp: true })
})

test('the window width decides desktop', () => {
  setWindowWidth(375)
  expect(detectClient().isDesktop).toBe(false)
})

test('platformType of the Mac app is 4', () => {
  installFakeElectronHost({ userAgent: MAC_ELECTRON })
  expect(platformType()).toBe(4)
})

test('platformType of the iOS host is 0', () => {
  installFakeIosHost({ userAgent: IPHONE })
  expect(platformType()).toBe(0)
})
