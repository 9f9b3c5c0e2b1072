// The rule of README "Rules the checks hold": component and page tests run Taro's own
// components and H5 APIs; only what the machine lacks is faked (tests/support/taro-fake.ts).
import * as Components from '@tarojs/components'
import * as ComponentsReact from '@tarojs/components-react'
import * as WebComponents from '@tarojs/components/lib/react'
import Taro from '@tarojs/taro'
import * as TaroH5 from '@tarojs/plugin-platform-h5/dist/runtime/apis'

test('Input, Button, Image and Swiper are the components H5 renders with useHtmlComponents', () => {
  const names = ['Input', 'Button', 'Image', 'Swiper', 'SwiperItem', 'Icon', 'Picker'] as const
  expect(names.filter((name) => Components[name] !== ComponentsReact[name])).toEqual([])
})

test('ScrollView and RichText are Taro web components', () => {
  expect([Components.ScrollView, Components.RichText]).toEqual([WebComponents.ScrollView, WebComponents.RichText])
})

test("storage, pxTransform and toasts are Taro's H5 APIs", () => {
  const names = ['getStorageSync', 'setStorageSync', 'removeStorageSync', 'pxTransform', 'showToast', 'nextTick'] as const
  expect(names.filter((name) => Taro[name] !== TaroH5[name])).toEqual([])
})

test("a value set through Taro lands in the browser's localStorage as Taro's H5 storage keeps it", () => {
  Taro.setStorageSync('taro-in-jest', { kept: true })
  expect(JSON.parse(localStorage.getItem('taro-in-jest') ?? 'null')).toEqual({ data: { kept: true } })
  Taro.removeStorageSync('taro-in-jest')
})
