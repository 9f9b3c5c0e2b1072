// Pure client detection (spec 1), shared by both builds; no window access here.
import type { ClientInfo, HostEnvironment, PlatformType } from './types'

// spec 1: a window wider than 410 px is a desktop
const DESKTOP_MIN_WIDTH = 410
const IOS_DEVICE = /iPhone|iPad|iPod/i
// iPhones say "like Mac OS X"; only real Macs (and iPads in desktop mode) say Macintosh
const MAC = /Macintosh/i
const ANDROID = /Android/i
// WeChat adds "miniProgram" to the agent of a mini-program web-view
const MINI_PROGRAM = /miniProgram/i

export function clientFromEnvironment(env: HostEnvironment): ClientInfo {
  const isMac = MAC.test(env.userAgent)
  return {
    // the iOS app registers webkit message handlers; iPads in desktop mode report a Mac agent
    isIOS: IOS_DEVICE.test(env.userAgent) || env.hasWebkitHandlers,
    isAndroid: ANDROID.test(env.userAgent) || env.hasAndroidBridge,
    isDesktop: env.windowWidth > DESKTOP_MIN_WIDTH,
    isPcApp: env.hasElectron && !isMac,
    isMacApp: env.hasElectron && isMac,
    isMiniProgram: MINI_PROGRAM.test(env.userAgent),
    isInApp: env.hasWebkitHandlers || env.hasAndroidBridge || env.hasElectron,
  }
}

/** Spec 1: 0 iOS or WebKit, 1 Android and others, 2 PC app, 4 Mac app. */
export function platformTypeOf(client: ClientInfo): PlatformType {
  if (client.isMacApp) return 4
  if (client.isPcApp) return 2
  if (client.isIOS) return 0
  return 1
}

/** The Electron app on Windows, Linux or macOS. */
export function isDesktopApp(client: ClientInfo): boolean {
  return client.isPcApp || client.isMacApp
}
