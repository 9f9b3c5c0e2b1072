import { installHostGlobals } from '@/platform/globals.weapp'

test('the mini-program installs no host globals', () => {
  installHostGlobals({ setLang: jest.fn(), switchEnv: jest.fn() })
  expect(['setLang', 'switchEnv', 'navigate'].filter((name) => name in window)).toEqual([])
})
