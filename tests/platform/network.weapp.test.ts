// Mini-program: WeChat's network type at start and its network changes, checked where they enter.
import Taro from '@tarojs/taro'
import { watchNetwork } from '@/platform/network.weapp'

type ChangeListener = (change: unknown) => void

const original = { ...Taro }
let listeners: ChangeListener[]
let answerType: (answer: unknown) => void
let failType: (error: unknown) => void
let warn: jest.SpyInstance
const heard: boolean[] = []

beforeEach(() => {
  heard.length = 0
  listeners = []
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  Object.assign(Taro, {
    getNetworkType: () =>
      new Promise((resolve, reject) => {
        answerType = resolve
        failType = reject
      }),
    onNetworkStatusChange: (listener: ChangeListener) => listeners.push(listener),
    offNetworkStatusChange: (listener: ChangeListener) => {
      listeners = listeners.filter((kept) => kept !== listener)
    },
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  Object.assign(Taro, original)
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const change = (value: unknown) => listeners.forEach((listener) => listener(value))

test('says the network type WeChat answers at start: wifi is online', async () => {
  watchNetwork((online) => heard.push(online))
  answerType({ networkType: 'wifi' })
  await settle()
  expect(heard).toEqual([true])
})

test('says none, WeChat\'s word for no network, is offline', async () => {
  watchNetwork((online) => heard.push(online))
  answerType({ networkType: 'none' })
  await settle()
  expect(heard).toEqual([false])
})

test('hears the network go and come back through onNetworkStatusChange', async () => {
  watchNetwork((online) => heard.push(online))
  answerType({ networkType: '4g' })
  await settle()
  change({ isConnected: false, networkType: 'none' })
  change({ isConnected: true, networkType: 'wifi' })
  expect(heard).toEqual([true, false, true])
})

test('drops a start answer that comes after a change: the change is newer', async () => {
  watchNetwork((online) => heard.push(online))
  change({ isConnected: false, networkType: 'none' })
  answerType({ networkType: 'wifi' })
  await settle()
  expect(heard).toEqual([false])
})

test('ignores and logs an answer without a network type, and a change without isConnected', async () => {
  watchNetwork((online) => heard.push(online))
  answerType({ networkType: 42 })
  await settle()
  change({ networkType: 'none' })
  change(null)
  expect(heard).toEqual([])
  expect(warn).toHaveBeenCalledTimes(3)
})

test('says nothing when getNetworkType fails: the device counts as online', async () => {
  watchNetwork((online) => heard.push(online))
  failType({ errMsg: 'getNetworkType:fail' })
  await settle()
  expect(heard).toEqual([])
  expect(warn).toHaveBeenCalledTimes(1)
})

test('hears nothing more once stopped, not even a late start answer', async () => {
  const stop = watchNetwork((online) => heard.push(online))
  stop()
  change({ isConnected: false })
  answerType({ networkType: 'none' })
  await settle()
  expect(heard).toEqual([])
  expect(listeners).toHaveLength(0)
})
