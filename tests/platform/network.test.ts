// H5: the browser's network status (navigator.onLine and the window's online / offline events).
import { watchNetwork } from '@/platform/network'

const heard: boolean[] = []
let stop: (() => void) | undefined

function setOnLine(value: boolean | undefined): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value })
}

beforeEach(() => {
  heard.length = 0
  setOnLine(true)
})

afterEach(() => {
  stop?.()
  stop = undefined
})

test('says at once that the browser is online', () => {
  stop = watchNetwork((online) => heard.push(online))
  expect(heard).toEqual([true])
})

test('says at once that a browser opened without a network is offline', () => {
  setOnLine(false)
  stop = watchNetwork((online) => heard.push(online))
  expect(heard).toEqual([false])
})

test('takes a browser that does not know its network status as online', () => {
  setOnLine(undefined)
  stop = watchNetwork((online) => heard.push(online))
  expect(heard).toEqual([true])
})

test('hears the network go and come back through the window events', () => {
  stop = watchNetwork((online) => heard.push(online))
  window.dispatchEvent(new Event('offline'))
  window.dispatchEvent(new Event('online'))
  expect(heard).toEqual([true, false, true])
})

test('hears nothing more once stopped', () => {
  watchNetwork((online) => heard.push(online))()
  window.dispatchEvent(new Event('offline'))
  expect(heard).toEqual([true])
})
