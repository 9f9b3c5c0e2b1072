import { taroFake } from '../support/taro-fake'
import { askHost, host } from '@/platform/bridge.weapp'
import { parseHostFlag, parseHostToken } from '@/platform/host-values'
import type { HostApi } from '@/platform/types'

type Call = [string, (api: HostApi) => void]

const SILENT: Call[] = [
  ['getToken', (api) => api.getToken('cb')],
  ['enterpriseSubAccount', (api) => api.enterpriseSubAccount()],
  ['getUid', (api) => api.getUid('cb')],
  ['getIsReview', (api) => api.getIsReview('cb')],
  ['getVersion', (api) => api.getVersion('cb')],
  ['requestMarketPlace', (api) => api.requestMarketPlace('cb')],
  ['getAndroidReview', (api) => api.getAndroidReview('cb')],
  ['nowIsReview', (api) => api.nowIsReview('cb')],
  ['getLang', (api) => api.getLang('cb')],
  ['getEnv', (api) => api.getEnv('cb')],
  ['setTitle', (api) => api.setTitle('t')],
  ['jumpNativePage', (api) => api.jumpNativePage(5)],
  ['goToNewWebView', (api) => api.goToNewWebView('a', 'https://h5.speedup.example/a')],
  ['callMeiqia', (api) => api.callMeiqia(true)],
  ['openInBrowser', (api) => api.openInBrowser('https://h5.speedup.example/a')],
  ['jumpOutboundLink', (api) => api.jumpOutboundLink('https://h5.speedup.example/a')],
  ['jumpWxMiniProgress', (api) => api.jumpWxMiniProgress({ username: 'gh_1', path: '', pcURL: '' })],
  ['showRightItem', (api) => api.showRightItem({})],
  ['h5Monitor', (api) => api.h5Monitor('click', 'x')],
  ['initPage', (api) => api.initPage({})],
  ['initOrderPageStates', (api) => api.initOrderPageStates({})],
]

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  taroFake.reset()
})

test.each(SILENT)('%s does nothing in the mini-program', async (_name, call) => {
  call(host)
  await flush()
  expect(taroFake.calls).toEqual([])
})

test('jumpLogin opens the login page with the current page to come back to', async () => {
  taroFake.router = { path: '/packages/info/clause/index', params: { from: 'mail', $taroTimestamp: '1700000000000' } }
  host.jumpLogin()
  await flush()
  expect(taroFake.calls).toEqual([
    { api: 'navigateTo', args: { url: `/pages/login/index?redirectUrl=${encodeURIComponent('/clause?from=mail')}` } },
  ])
})

test('askHost answers getToken from storage', async () => {
  taroFake.storage.set('token', 'stored-token')
  await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('stored-token')
})

test('askHost answers getToken with undefined when nothing is stored', async () => {
  await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBeUndefined()
})

test('askHost has no answer to other questions', async () => {
  await expect(askHost('getIsReview', parseHostFlag, 1000)).resolves.toBeUndefined()
})
