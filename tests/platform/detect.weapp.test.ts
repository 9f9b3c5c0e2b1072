import Taro from '@tarojs/taro'
import { detectClient, platformType } from '@/platform/detect.weapp'

afterEach(() => {
  jest.restoreAllMocks()
})

function deviceOn(platform: string): void {
  jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform } as ReturnType<typeof Taro.getDeviceInfo>)
}

test('the mini-program is the mini-program and never in the app', () => {
  expect(detectClient()).toMatchObject({ isMiniProgram: true, isInApp: false, isPcApp: false, isMacApp: false })
})

test('an iPhone running the mini-program is iOS', () => {
  deviceOn('ios')
  expect(detectClient()).toMatchObject({ isIOS: true, isAndroid: false })
})

test('an Android phone running the mini-program is Android', () => {
  deviceOn('android')
  expect(detectClient()).toMatchObject({ isIOS: false, isAndroid: true })
})

test('a wide window is a desktop', () => {
  jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: 1280 } as ReturnType<typeof Taro.getWindowInfo>)
  expect(detectClient().isDesktop).toBe(true)
})

test('platformType on iOS is 0', () => {
  deviceOn('ios')
  expect(platformType()).toBe(0)
})

test('platformType on Android is 1', () => {
  deviceOn('android')
  expect(platformType()).toBe(1)
})
