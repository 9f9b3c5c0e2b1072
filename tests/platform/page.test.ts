import { installNotFoundRedirect, setPageTitle } from '@/platform/page'
import { hostMessages, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

afterEach(() => {
  removeFakeHosts()
})

test('the title goes to the page through Taro', () => {
  setPageTitle('Help')
  expect(taroFake.calls).toEqual([{ api: 'setNavigationBarTitle', args: { title: 'Help' } }])
})

test('in the app the title also goes to the host', () => {
  installFakeIosHost()
  setPageTitle('Help')
  expect(hostMessages()).toEqual([{ message: 'setTitle', payload: { title: 'Help' } }])
})

test('an unmatched path redirects to the given path', async () => {
  installNotFoundRedirect('/404')
  const [{ args: onNotFound }] = taroFake.calls
  ;(onNotFound as () => void)()
  await Promise.resolve()
  expect(taroFake.calls[1]).toEqual({ api: 'redirectTo', args: { url: '/404' } })
})
