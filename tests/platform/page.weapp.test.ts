import { installNotFoundRedirect, setPageTitle } from '@/platform/page.weapp'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

test('the title goes to the navigation bar', () => {
  setPageTitle('Help')
  expect(taroFake.calls).toEqual([{ api: 'setNavigationBarTitle', args: { title: 'Help' } }])
})

test('a missing page redirects to the not-found page', async () => {
  installNotFoundRedirect('/404')
  const [{ args: onNotFound }] = taroFake.calls
  ;(onNotFound as () => void)()
  await Promise.resolve()
  expect(taroFake.calls[1]).toEqual({ api: 'redirectTo', args: { url: '/pages/not-found/index' } })
})
