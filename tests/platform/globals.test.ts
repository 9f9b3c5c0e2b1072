import { installHostGlobals } from '@/platform/globals'
import type { HostGlobalHandlers } from '@/platform/types'

type HostGlobals = Record<'setLang' | 'switchEnv' | 'navigate', (raw: unknown) => void>

const page = window as unknown as HostGlobals

let handlers: { setLang: jest.Mock; switchEnv: jest.Mock; navigate: jest.Mock }
let warn: jest.SpyInstance

beforeEach(() => {
  handlers = { setLang: jest.fn(), switchEnv: jest.fn(), navigate: jest.fn() }
  installHostGlobals(handlers)
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('setLang applies a supported language', () => {
  page.setLang('vi_VN')
  expect(handlers.setLang).toHaveBeenCalledWith('vi_VN')
})

test('setLang ignores an unsupported language', () => {
  page.setLang('fr_FR')
  expect(handlers.setLang).not.toHaveBeenCalled()
})

test('setLang logs what it ignored', () => {
  page.setLang({ lang: 'zh_CN' })
  expect(warn).toHaveBeenCalledWith('[host] setLang ignored an unsupported language (an object)')
})

test('switchEnv applies an API host of this build', () => {
  page.switchEnv('/api')
  expect(handlers.switchEnv).toHaveBeenCalledWith('/api')
})

test('switchEnv ignores a host of another environment', () => {
  page.switchEnv('https://test-api.quickline.example')
  expect(handlers.switchEnv).not.toHaveBeenCalled()
})

test('switchEnv ignores a host outside the environment table', () => {
  page.switchEnv('https://evil.example/api')
  expect(handlers.switchEnv).not.toHaveBeenCalled()
})

test('switchEnv logs what it ignored by its size, not its content', () => {
  page.switchEnv('https://evil.example/api')
  expect(warn).toHaveBeenCalledWith('[host] switchEnv ignored an API host outside this build (a string of 24 characters)')
})

test('navigate forwards an in-app path', () => {
  page.navigate('/welfare?tab=2')
  expect(handlers.navigate).toHaveBeenCalledWith('/welfare?tab=2')
})

test('navigate ignores a protocol-relative address', () => {
  page.navigate('//evil.example/welfare')
  expect(handlers.navigate).not.toHaveBeenCalled()
})

test('navigate does nothing when start-up gave no navigation handler', () => {
  const withoutNavigate: HostGlobalHandlers = { setLang: jest.fn(), switchEnv: jest.fn() }
  installHostGlobals(withoutNavigate)
  expect(() => page.navigate('/welfare')).not.toThrow()
})

test.each(['setLang', 'switchEnv', 'navigate'])('window.%s cannot be redefined', (name) => {
  expect(() => Object.defineProperty(window, name, { value: () => undefined })).toThrow(TypeError)
})

test.each(['setLang', 'switchEnv', 'navigate'])('window.%s cannot be overwritten', (name) => {
  expect(() => Object.assign(window, { [name]: () => undefined })).toThrow(TypeError)
})

test('installing twice does not throw', () => {
  expect(() => installHostGlobals(handlers)).not.toThrow()
})

test('installing again forwards to the new handlers', () => {
  const next = { setLang: jest.fn(), switchEnv: jest.fn() }
  installHostGlobals(next)
  page.setLang('en_US')
  expect([next.setLang.mock.calls, handlers.setLang.mock.calls]).toEqual([[['en_US']], []])
})
