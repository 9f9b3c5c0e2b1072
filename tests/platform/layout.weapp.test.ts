import Taro from '@tarojs/taro'
import { measureElement, onViewportResize, prefersReducedMotion, viewportHeight } from '@/platform/layout.weapp'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('exports the same names as the H5 layout', () => {
  const h5 = Object.keys(jest.requireActual<object>('@/platform/layout')).sort()
  const weapp = Object.keys(jest.requireActual<object>('@/platform/layout.weapp')).sort()
  expect(weapp).toEqual(h5)
})

test('the viewport height is the window height of the window info', () => {
  jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: 375, windowHeight: 603 } as ReturnType<typeof Taro.getWindowInfo>)
  expect(viewportHeight()).toBe(603)
})

test('an element is measured with a selector query on its id', async () => {
  taroFake.rects.set('#scroll-list-a', { top: 120, height: 900 })
  await expect(measureElement('scroll-list-a')).resolves.toEqual({ top: 120, height: 900 })
  expect(taroFake.calls).toContainEqual({ api: 'createSelectorQuery.exec', args: ['#scroll-list-a'] })
})

test('the query runs only after the pending render reached the view layer', async () => {
  const order: string[] = []
  jest.spyOn(Taro, 'nextTick').mockImplementation((callback: () => void) => {
    order.push('nextTick')
    void Promise.resolve().then(callback)
  })
  const create = Taro.createSelectorQuery
  jest.spyOn(Taro, 'createSelectorQuery').mockImplementation(() => {
    order.push('query')
    return create()
  })
  await measureElement('scroll-list-a')
  expect(order).toEqual(['nextTick', 'query'])
})

test('an element the query does not find measures as undefined', async () => {
  await expect(measureElement('scroll-list-missing')).resolves.toBeUndefined()
})

test('a window resize calls the listener', () => {
  const listener = jest.fn()
  onViewportResize(listener)
  for (const callback of taroFake.windowResizeListeners) callback({ size: { windowWidth: 768, windowHeight: 1024 } })
  expect(listener).toHaveBeenCalledTimes(1)
})

test('after unsubscribing the listener is removed from the window', () => {
  const stop = onViewportResize(jest.fn())
  stop()
  expect(taroFake.windowResizeListeners).toEqual([])
})

test('reduced motion is never asked for in the mini-program, which is not told the setting', () => {
  expect(prefersReducedMotion()).toBe(false)
})
