import { taroFake } from '../support/taro-fake'
import { askHost, host } from '@/platform/bridge.weapp'
import { parseHostFlag, parseHostToken } from '@/platform/host-values'

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  taroFake.reset()
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

test('askHost answers other questions with nothing at once, so start-up never waits out the timeout', async () => {
  const settled = await Promise.race([askHost('getIsReview', parseHostFlag, 1000), flush().then(() => 'timed out')])
  expect(settled).toBeUndefined()
})
