// Mini-program detection: no native host, the device comes from the system info.
import Taro from '@tarojs/taro'
import { clientFromEnvironment, platformTypeOf } from './client'
import type { ClientInfo, PlatformType } from './types'

export function detectClient(): ClientInfo {
  const platform = Taro.getDeviceInfo().platform
  const client = clientFromEnvironment({
    userAgent: '',
    windowWidth: Taro.getWindowInfo().windowWidth,
    hasWebkitHandlers: false,
    hasAndroidBridge: false,
    hasElectron: false,
  })
  return { ...client, isIOS: platform === 'ios', isAndroid: platform === 'android', isMiniProgram: true }
}

export function platformType(): PlatformType {
  return platformTypeOf(detectClient())
}
