import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchLatestVersion, type LatestVersion } from '@/api/support'
import { siteLinks } from '@/config'
import AboutPage from '@/packages/info/about'
import { openWindow } from '@/platform/web'
import { HttpError } from '@/services/http/errors'
import { stores } from '@/stores'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../../support/fake-hosts'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/api/support', () => ({ fetchContactDetails: jest.fn(), fetchLatestVersion: jest.fn() }))
jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  openWindow: jest.fn(),
}))

const mockedLatest = jest.mocked(fetchLatestVersion)
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const LATEST_IOS: LatestVersion = { version: '3.31.0', releaseNotes: '优化线路选择', publishedAt: 0 }

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedLatest.mockResolvedValue(LATEST_IOS)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  stores.session.setHostVersion('', '')
  jest.restoreAllMocks()
})

/** The app as start-up leaves it: the host's version in the session (spec 7 getVersion). */
function inIosApp(version: string) {
  installFakeIosHost({ userAgent: IPHONE })
  stores.session.setHostVersion(version, 'device-1')
}

function checkButton(): HTMLElement {
  const button = screen.getByText('检查更新', { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!button) throw new Error('no check button')
  return button
}

function listTitles(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.item-content__info-title'), (title) => title.textContent ?? '')
}

describe('about page: version and update check', () => {
  test('shows the version the host reported', () => {
    inIosApp('3.20.0')
    renderWithStores(<AboutPage />)
    expect(screen.getByText('版本 3.20.0')).toBeTruthy()
  })

  test('says the version is unknown when the app did not report one', () => {
    installFakeIosHost({ userAgent: IPHONE })
    renderWithStores(<AboutPage />)
    expect(screen.getByText('版本未知')).toBeTruthy()
  })

  test('says it is the web version in a plain browser', () => {
    renderWithStores(<AboutPage />)
    expect(screen.getByText('网页版')).toBeTruthy()
  })

  test('asks the server for the latest version of the iOS platform type', async () => {
    inIosApp('3.20.0')
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await waitFor(() => expect(mockedLatest).toHaveBeenCalledWith(0))
  })

  test('tells an old iOS app to upgrade, with both versions and what is new', async () => {
    inIosApp('3.20.0')
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await screen.findByText('发现新版本 3.31.0')
    expect(screen.getByText('当前版本 3.20.0')).toBeTruthy()
    expect(screen.getByText('您的版本过旧，请升级到最新版本，以正常使用全部功能。')).toBeTruthy()
    expect(screen.getByText('更新内容：优化线路选择')).toBeTruthy()
  })

  test('upgrade now opens the App Store through the iOS host', async () => {
    inIosApp('3.20.0')
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    fireEvent.click(await screen.findByText('立即升级'))
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({ message: 'openInBrowser', payload: { url: siteLinks.iosStoreLink } }),
    )
  })

  test('tells an app on the latest version it is up to date', async () => {
    inIosApp('3.31.0')
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await screen.findByText('已是最新版本 3.31.0')
    expect(screen.queryByText('立即升级')).toBeNull()
  })

  test('tells an app that did not report its version to upgrade (spec 5)', async () => {
    installFakeIosHost({ userAgent: IPHONE })
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await screen.findByText('发现新版本 3.31.0')
    expect(screen.queryByText(/当前版本/)).toBeNull()
  })

  test('says in a plain browser that updates apply to the app', async () => {
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await screen.findByText('更新适用于SpeedUp 加速器 App，网页版始终为最新。App 最新版本为 3.31.0。')
  })

  test('an old desktop app is sent to the official site outside the app', async () => {
    installFakeElectronHost()
    stores.session.setHostVersion('3.1.0', '')
    mockedLatest.mockResolvedValue({ version: '3.2.0', releaseNotes: '', publishedAt: 0 })
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    fireEvent.click(await screen.findByText('立即升级'))
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({ message: 'jumpOutboundLink', payload: { url: siteLinks.officialSite } }),
    )
  })

  test('an old Android app downloads the package from the official site through the host', async () => {
    installFakeAndroidHost({ userAgent: ANDROID })
    stores.session.setHostVersion('3.25.2', '')
    mockedLatest.mockResolvedValue({ version: '3.31.2', releaseNotes: '', publishedAt: 0 })
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    fireEvent.click(await screen.findByText('立即升级'))
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({ message: 'openInBrowser', payload: { url: siteLinks.androidPackageLink } }),
    )
  })

  test('a failed check says so on the page and is logged', async () => {
    inIosApp('3.20.0')
    mockedLatest.mockRejectedValue(HttpError.network())
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await screen.findByText('检查更新失败，请稍后重试')
    expect(console.warn).toHaveBeenCalledWith('[about] update check failed', expect.any(HttpError))
  })

  test('the check button is disabled while the check runs', async () => {
    inIosApp('3.20.0')
    mockedLatest.mockReturnValue(new Promise(() => undefined))
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    await waitFor(() => expect(checkButton().classList.contains('at-button--disabled')).toBe(true))
  })

  test('a double tap on check asks the server once', async () => {
    inIosApp('3.20.0')
    let answer: (value: LatestVersion) => void = () => undefined
    mockedLatest.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderWithStores(<AboutPage />)
    fireEvent.click(checkButton())
    fireEvent.click(checkButton())
    await act(async () => answer(LATEST_IOS))
    expect(mockedLatest).toHaveBeenCalledTimes(1)
  })
})

describe('about page: links', () => {
  test('lists contact, rate, terms, privacy and member agreement in the iOS app', () => {
    inIosApp('3.31.0')
    const { container } = renderWithStores(<AboutPage />)
    expect(listTitles(container)).toEqual(['联系我们', '给我们评分', '用户服务协议', '用户隐私政策', '会员服务协议'])
  })

  test('has no rate link in a desktop browser', () => {
    const { container } = renderWithStores(<AboutPage />)
    expect(listTitles(container)).toEqual(['联系我们', '用户服务协议', '用户隐私政策', '会员服务协议'])
  })

  test('rate opens the App Store through the iOS host', async () => {
    inIosApp('3.31.0')
    renderWithStores(<AboutPage />)
    fireEvent.click(screen.getByText('给我们评分'))
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({ message: 'openInBrowser', payload: { url: siteLinks.iosStoreLink } }),
    )
  })

  test('rate in a browser on an iPhone opens the App Store in a new window', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: IPHONE, configurable: true })
    renderWithStores(<AboutPage />)
    fireEvent.click(screen.getByText('给我们评分'))
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(siteLinks.iosStoreLink))
  })

  test.each([
    ['联系我们', '/contact'],
    ['用户服务协议', '/clause?kind=userService'],
    ['用户隐私政策', '/clause?kind=privacy'],
    ['会员服务协议', '/memberServiceAgreement'],
  ])('%s opens %s', async (title, url) => {
    renderWithStores(<AboutPage />)
    fireEvent.click(screen.getByText(title))
    await waitFor(() => expect(taroFake.calls.filter((call) => call.api === 'navigateTo')).toEqual([{ api: 'navigateTo', args: { url } }]))
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<AboutPage />, { session, translation: translationIn('zh_TW') })
    expect(screen.getByText('檢查更新')).toBeTruthy()
    expect(screen.getByText('網頁版')).toBeTruthy()
  })
})
