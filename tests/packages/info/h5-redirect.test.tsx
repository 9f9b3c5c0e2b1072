import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import H5RedirectPage from '@/packages/info/h5-redirect'
import { performRedirect } from '@/platform/navigation'
import type { NavResult } from '@/platform/types'
import { assignUrl, openWindow } from '@/platform/web'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../../support/fake-hosts'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  openWindow: jest.fn(),
}))
jest.mock('@/platform/navigation', () => {
  const actual = jest.requireActual<typeof import('@/platform/navigation')>('@/platform/navigation')
  return { ...actual, performRedirect: jest.fn() }
})

const { performRedirect: realPerformRedirect } = jest.requireActual<typeof import('@/platform/navigation')>('@/platform/navigation')
const mockedPerform = jest.mocked(performRedirect)
const SAFE = 'https://h5.speedup.example/events/spring'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedPerform.mockImplementation(realPerformRedirect)
})

afterEach(() => {
  removeFakeHosts()
  window.history.replaceState(null, '', '/')
})

/** Waits for the adapter's answer to reach the page. */
async function opened(): Promise<void> {
  await screen.findByText('已为您打开目标页面')
}

function visit(query: Record<string, string>) {
  window.history.replaceState(null, '', `/h5Redirect?${new URLSearchParams(query).toString()}`)
  return renderWithStores(<H5RedirectPage />)
}

describe('h5 redirect page: following an item', () => {
  test('is titled 页面跳转', async () => {
    const { container } = visit({ kind: '0', targetUrl: SAFE })
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('页面跳转')
    await opened()
  })

  test('shows the redirecting state while the adapter works', () => {
    mockedPerform.mockReturnValue(new Promise<NavResult>(() => undefined))
    visit({ kind: '0', targetUrl: SAFE })
    expect(screen.getByText('正在为您跳转…')).toBeTruthy()
  })

  test('passes the parsed item and kind to the adapter with the allow-list', async () => {
    visit({ kind: '1', targetUrl: SAFE, originalId: 'gh_0123456789ab' })
    await waitFor(() => expect(mockedPerform).toHaveBeenCalledWith({ targetUrl: SAFE }, 1, expect.arrayContaining(['h5.speedup.example'])))
    await opened()
  })

  test('kind 0 opens an allowed link of another site in a new tab in a browser', async () => {
    visit({ kind: '0', targetUrl: SAFE })
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(SAFE))
    await opened()
  })

  test('kind 0 asks the app for a new web view', async () => {
    installFakeIosHost()
    visit({ kind: '0', targetUrl: SAFE })
    await waitFor(() => expect(hostMessages()).toContainEqual({ message: 'goToNewWebView', payload: { name: 'spring', url: SAFE } }))
    await opened()
  })

  test('kind 4 opens in-app like kind 0', async () => {
    installFakeAndroidHost()
    visit({ kind: '4', targetUrl: SAFE })
    await waitFor(() => expect(hostMessages()).toContainEqual({ message: 'goToNewWebView', payload: { name: 'spring', url: SAFE } }))
    await opened()
  })

  test('kind 1 asks the mobile app to open the system browser', async () => {
    installFakeAndroidHost()
    visit({ kind: '1', targetUrl: SAFE })
    await waitFor(() => expect(hostMessages()).toContainEqual({ message: 'openInBrowser', payload: { url: SAFE } }))
    await opened()
  })

  test('kind 1 opens a new window in a browser', async () => {
    visit({ kind: '1', targetUrl: SAFE })
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(SAFE))
    await opened()
  })

  test('kind 3 opens the mini program by original id and inner link in the app', async () => {
    installFakeIosHost()
    visit({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'pages/hotel/index?id=3' })
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({
        message: 'jumpWxMiniProgress',
        payload: { username: 'gh_0123456789ab', path: 'pages/hotel/index?id=3', pcURL: '' },
      }),
    )
    await opened()
  })

  test('says the page was opened once the host has it, with a way to open it again', async () => {
    installFakeIosHost()
    visit({ kind: '0', targetUrl: SAFE })
    await screen.findByText('已为您打开目标页面')
    fireEvent.click(screen.getByText('重新打开'))
    await waitFor(() => expect(hostMessages().filter((record) => record.message === 'goToNewWebView')).toHaveLength(2))
  })

  test('follows the item once', async () => {
    visit({ kind: '0', targetUrl: SAFE })
    await screen.findByText('已为您打开目标页面')
    expect(mockedPerform).toHaveBeenCalledTimes(1)
  })

  test('the loading state gives way to the result', async () => {
    let finish: (result: NavResult) => void = () => undefined
    mockedPerform.mockReturnValue(new Promise<NavResult>((resolve) => (finish = resolve)))
    visit({ kind: '0', targetUrl: SAFE })
    await act(async () => finish('done'))
    expect(screen.queryByText('正在为您跳转…')).toBeNull()
    expect(screen.getByText('已为您打开目标页面')).toBeTruthy()
  })
})

describe('h5 redirect page: refusing an item', () => {
  test('refuses a host off the allow-list with a message and never calls the adapter', async () => {
    visit({ kind: '0', targetUrl: 'https://evil.example/phish' })
    expect(screen.getByText('该地址不在允许访问的范围内，为保护您的安全已停止跳转')).toBeTruthy()
    expect(mockedPerform).not.toHaveBeenCalled()
  })

  test('sends nothing to the app for a host off the allow-list', () => {
    installFakeIosHost()
    visit({ kind: '1', targetUrl: 'https://h5.speedup.example.evil.example/' })
    expect(hostMessages().filter((record) => record.message !== 'setTitle')).toEqual([])
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test.each([
    ['an unparsable target', { kind: '0', targetUrl: 'javascript:alert(1)' }, '跳转地址无效，已停止跳转'],
    ['a missing target', { kind: '0' }, '缺少跳转地址，已停止跳转'],
    ['a mini program without an id or client URL', { kind: '3', innerLink: 'pages/index/index' }, '缺少跳转地址，已停止跳转'],
    ['a missing kind', { targetUrl: SAFE }, '缺少跳转类型，已停止跳转'],
    ['an unknown kind', { kind: '2', targetUrl: SAFE }, '无法识别的跳转类型，已停止跳转'],
  ])('refuses %s with its message', (_name, query, message) => {
    visit(query)
    expect(screen.getByText(message)).toBeTruthy()
    expect(mockedPerform).not.toHaveBeenCalled()
  })

  test('a refused item offers the way back home', async () => {
    visit({ kind: '0', targetUrl: 'https://evil.example/' })
    fireEvent.click(screen.getByText('返回首页'))
    await waitFor(() => expect(taroFake.calls.filter((call) => call.api === 'redirectTo')).toEqual([{ api: 'redirectTo', args: { url: '/welfare' } }]))
  })

  test('says so when the client cannot open a mini program (a browser without a client URL)', async () => {
    visit({ kind: '3', originalId: 'gh_0123456789ab' })
    await screen.findByText('当前客户端不支持该请求，请升级')
  })

  test('says the version is too old when the adapter asks for an upgrade', async () => {
    mockedPerform.mockResolvedValue('upgrade-required')
    visit({ kind: '0', targetUrl: SAFE })
    await screen.findByText('版本过低，请更新')
  })

  test('says the client cannot open it when the adapter refuses (the desktop app needs a client URL)', async () => {
    installFakeElectronHost()
    visit({ kind: '3', originalId: 'gh_0123456789ab' })
    await screen.findByText('当前客户端无法打开该页面')
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    window.history.replaceState(null, '', '/h5Redirect?kind=0&targetUrl=https%3A%2F%2Fevil.example%2F')
    renderWithStores(<H5RedirectPage />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('For your safety, this address is not on the list of allowed sites and was not opened')).toBeTruthy()
  })
})
