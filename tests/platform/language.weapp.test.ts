import Taro from '@tarojs/taro'
import { deviceLocales } from '@/platform/language.weapp'

type AppBaseInfo = ReturnType<typeof Taro.getAppBaseInfo>
type SystemInfo = ReturnType<typeof Taro.getSystemInfoSync>

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

function wechatLanguage(language: unknown): void {
  jest.spyOn(Taro, 'getAppBaseInfo').mockReturnValue({ language } as AppBaseInfo)
}

function olderWechat(systemLanguage: unknown): void {
  jest.spyOn(Taro, 'getAppBaseInfo').mockImplementation(() => {
    throw new TypeError('getAppBaseInfo is not a function')
  })
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ language: systemLanguage } as SystemInfo)
}

test("WeChat's language is the only preferred locale", () => {
  wechatLanguage('zh_TW')
  expect(deviceLocales()).toEqual(['zh_TW'])
})

test('an older WeChat without getAppBaseInfo answers through the system info', () => {
  olderWechat('en')
  expect(deviceLocales()).toEqual(['en'])
})

test('a failed read is logged', () => {
  olderWechat('en')
  deviceLocales()
  expect(console.warn).toHaveBeenCalledWith('[language] WeChat language not read', expect.any(TypeError))
})

test('an empty language falls through to the system info', () => {
  wechatLanguage('')
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ language: 'vi' } as SystemInfo)
  expect(deviceLocales()).toEqual(['vi'])
})

test('no readable language gives no preferred locale', () => {
  olderWechat(undefined)
  expect(deviceLocales()).toEqual([])
})

test('a language that is not text gives no preferred locale', () => {
  wechatLanguage(42)
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ language: { zh: true } } as unknown as SystemInfo)
  expect(deviceLocales()).toEqual([])
})
