// Mini-program: each page's first render, as WeChat's performance observer times it; an old base
// library without the observer measures nothing and breaks nothing.
import Taro from '@tarojs/taro'
import type { FieldMeasure } from '@/lib/analytics'
import { watchFieldPerformance } from '@/platform/field-performance.weapp'

type Entry = { entryType: string; name: string; path: string; duration: number }
const original = { ...Taro }
let observe: ((entries: { getEntriesByName(name: string, entryType: string): Entry[] }) => void) | undefined

function deliver(entries: Entry[]): void {
  observe?.({ getEntriesByName: (name, entryType) => entries.filter((entry) => entry.name === name && entry.entryType === entryType) })
}

beforeEach(() => {
  observe = undefined
  Object.assign(Taro, {
    getPerformance: () => ({
      createObserver: (callback: typeof observe) => ({ observe: () => (observe = callback) }),
    }),
  })
})

afterEach(() => Object.assign(Taro, original))

test('reports a page\'s first render as its ready time', () => {
  const reported: FieldMeasure[] = []
  watchFieldPerformance((measure) => reported.push(measure))
  deliver([
    { entryType: 'navigation', name: 'route', path: 'pages/index/index', duration: 90 },
    { entryType: 'render', name: 'firstRender', path: 'pages/index/index', duration: 412 },
  ])
  expect(reported).toEqual([{ name: 'PageReady', value: 412, path: 'pages/index/index' }])
})

test('measures nothing, and throws nothing, on a base library without the observer', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  Object.assign(Taro, {
    getPerformance: () => {
      throw new TypeError('wx.getPerformance is not a function')
    },
  })
  expect(() => watchFieldPerformance(() => undefined)).not.toThrow()
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})

test('loses a measure that cannot be sent, and throws nothing into WeChat', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  watchFieldPerformance(() => {
    throw new TypeError('wx.getDeviceInfo is not a function')
  })
  expect(() => deliver([{ entryType: 'render', name: 'firstRender', path: 'pages/index/index', duration: 412 }])).not.toThrow()
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
