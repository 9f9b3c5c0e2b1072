import { installNotFoundRedirect, setPageTitle } from '@/platform/page.weapp'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

function pageNotFound(query: Record<string, unknown>): Promise<void> {
  installNotFoundRedirect('/404')
  const [{ args: onNotFound }] = taroFake.calls
  ;(onNotFound as (event: unknown) => void)({ path: 'pages/gone/index', query, isEntryPage: true })
  return Promise.resolve()
}

test('the title goes to the navigation bar', () => {
  setPageTitle('Help')
  expect(taroFake.calls).toEqual([{ api: 'setNavigationBarTitle', args: { title: 'Help' } }])
})

test('a missing page redirects to the not-found page', async () => {
  await pageNotFound({})
  expect(taroFake.calls[1]).toEqual({ api: 'redirectTo', args: { url: '/pages/not-found/index' } })
})

test('a missing page opened with lang shows the not-found page in that language', async () => {
  await pageNotFound({ lang: 'zh_HK', from: 'share' })
  expect(taroFake.calls[1].args).toEqual({ url: '/pages/not-found/index?lang=zh_HK' })
})

test('a missing page opened with an unsupported lang shows the not-found page without it', async () => {
  await pageNotFound({ lang: '<b>en</b>' })
  expect(taroFake.calls[1].args).toEqual({ url: '/pages/not-found/index' })
})
