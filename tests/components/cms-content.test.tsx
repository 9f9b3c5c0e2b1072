import { fireEvent, screen, waitFor } from '@testing-library/react'
import { CmsContent } from '@/components/cms-content'
import { ToastHost } from '@/components/toast-host'
import { allowedLinkDomains } from '@/config'
import { navigateTo, performRedirect } from '@/platform'
import { PATH } from '@/routes'
import { assignUrl, openWindow, replaceUrl } from '@/platform/web'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../support/fake-hosts'
import { renderWithStores, resetAppStores } from '../support/render'

// Each test builds as the mock build (http allowed) unless it sets the production build's https-only check.
let mockHttpsOnly = false
jest.mock('@/config', () => ({
  ...jest.requireActual<typeof import('@/config')>('@/config'),
  get HTTPS_ONLY_LINKS() {
    return mockHttpsOnly
  },
}))

// jsdom cannot navigate: the page's own ways of leaving are recorded instead
jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  replaceUrl: jest.fn(),
  openWindow: jest.fn(),
}))

jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  navigateTo: jest.fn(),
  performRedirect: jest.fn(),
}))

const mockedNavigate = jest.mocked(navigateTo)
const mockedRedirect = jest.mocked(performRedirect)

beforeEach(() => {
  mockHttpsOnly = false
  jest.mocked(assignUrl).mockReset()
  jest.mocked(replaceUrl).mockReset()
  jest.mocked(openWindow).mockReset()
  resetAppStores()
  mockedNavigate.mockReset().mockResolvedValue(undefined)
  // the adapter's own link rules, unless a test answers for it
  mockedRedirect.mockReset().mockImplementation(jest.requireActual<typeof import('@/platform')>('@/platform').performRedirect)
})

describe('CmsContent', () => {
  test('renders the allowed markup', () => {
    const { container } = renderWithStores(<CmsContent html='<p><strong>7 天内</strong>可申请退款</p>' />)
    expect(container.querySelector('.cms-content__p .cms-content__strong')?.textContent).toBe('7 天内')
  })

  test('numbers the items of an ordered list and bullets those of an unordered one', () => {
    const { container } = renderWithStores(<CmsContent html='<ol><li>打开</li><li>点击</li></ol><ul><li>提示</li></ul>' />)
    const markers = Array.from(container.querySelectorAll('.cms-content__marker'), (marker) => marker.textContent)
    expect(markers).toEqual(['1.', '2.', '•'])
  })

  test('never renders a script or an event handler from the CMS', () => {
    const { container } = renderWithStores(<CmsContent html='<p>hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' />)
    expect([container.querySelector('script'), container.querySelector('[onerror]'), container.textContent]).toEqual([null, null, 'hi'])
  })

  test('shows an image of the product’s image CDN and drops a tracking pixel from another host', () => {
    const html = '<p>步骤</p><img src="https://img.speedup.example/help/step1.png" alt="第一步"><img src="https://track.evil.example/p.gif">'
    const { container } = renderWithStores(<CmsContent html={html} />)
    expect(Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('src'))).toEqual([
      'https://img.speedup.example/help/step1.png',
    ])
  })

  test('labels an image with its alternative text', () => {
    renderWithStores(<CmsContent html='<img src="https://img.speedup.example/help/step1.png" alt="第一步">' />)
    expect(screen.getByLabelText('第一步')).toBeTruthy()
  })

  test('adds the caller class to the prose class', () => {
    const { container } = renderWithStores(<CmsContent html='<p>hi</p>' className='help-details__content' />)
    expect(container.firstElementChild?.className).toBe('cms-content help-details__content')
  })

  test('draws a link as a link reached with the keyboard', () => {
    renderWithStores(<CmsContent html='<a href="https://www.speedup.example/faq">常见问题</a>' />)
    const link = screen.getByRole('link', { name: '常见问题' })
    expect(link.getAttribute('tabindex')).toBe('0')
  })

  test('a link to an allowed site opens through the adapter as an in-app link (kind 0)', async () => {
    mockedRedirect.mockResolvedValue('done')
    renderWithStores(<CmsContent html='<p>详见<a href="https://www.speedup.example/faq?id=3">常见问题</a></p>' />)
    fireEvent.click(screen.getByRole('link', { name: '常见问题' }))
    await waitFor(() =>
      expect(mockedRedirect).toHaveBeenCalledWith({ targetUrl: 'https://www.speedup.example/faq?id=3' }, 0, allowedLinkDomains),
    )
    expect(mockedNavigate).not.toHaveBeenCalled()
  })

  test('a link to a page of the product’s H5 site opens that page in place', async () => {
    renderWithStores(<CmsContent html='<a href="https://h5.speedup.example/helpDetails?id=64&amp;t=recharge">如何退款</a>' />)
    fireEvent.click(screen.getByRole('link', { name: '如何退款' }))
    await waitFor(() => expect(mockedNavigate).toHaveBeenCalledWith(PATH.helpDetails, { id: '64', t: 'recharge' }))
    expect(mockedRedirect).not.toHaveBeenCalled()
  })

  test('a linked image follows its link when tapped', async () => {
    const html = '<a href="https://h5.speedup.example/tutorial"><img src="https://img.speedup.example/help/banner.png" alt="设置教程"></a>'
    renderWithStores(<CmsContent html={html} />)
    fireEvent.click(screen.getByLabelText('设置教程'))
    await waitFor(() => expect(mockedNavigate).toHaveBeenCalledWith(PATH.tutorial, {}))
  })

  test('a link to a domain not allowed goes nowhere and says it was blocked', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    renderWithStores(
      <>
        <CmsContent html='<a href="https://evil.example/prize">领奖</a>' />
        <ToastHost />
      </>,
    )
    fireEvent.click(screen.getByRole('link', { name: '领奖' }))
    expect(await screen.findByText('该链接不安全，已阻止打开')).toBeTruthy()
    await expect(mockedRedirect.mock.results[0]?.value).resolves.toBe('refused')
    expect([mockedNavigate.mock.calls, open.mock.calls]).toEqual([[], []])
    open.mockRestore()
  })
})

const MAC_ELECTRON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Electron/31.0'
// the hosts of docs/bridge.md that show H5 help articles (the mini-program's are its own issue)
const HOSTS: ReadonlyArray<readonly [string, () => void]> = [
  ['a plain browser', () => undefined],
  ['the iOS app', () => installFakeIosHost({ token: 'demo-token' })],
  ['the Android app', () => installFakeAndroidHost({ token: 'demo-token' })],
  ['the desktop app', () => installFakeElectronHost({ token: 'demo-token', userAgent: MAC_ELECTRON })],
]

// links that keep their form through the sanitiser and are refused by the link rules on a tap
const FOREIGN_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['plain http to another host', '<a href="http://evil.example/a1">领奖</a>'],
  ['https to another host with target _top', '<a href="https://evil.example/a3" target="_top">领奖</a>'],
  ['an upper-case scheme and host', '<a href="HTTPS://EVIL.EXAMPLE/a7">领奖</a>'],
  ['an entity for the colon', '<a href="https&#58;//evil.example/a8">领奖</a>'],
  ['a host that only starts with a product domain', '<a href="https://www.speedup.example.evil.example/a9">领奖</a>'],
]

// links the sanitiser strips of their href: their text shows, but there is nothing to tap
const STRIPPED_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['a protocol-relative link', '<a href="//evil.example/a5">领奖</a>'],
  ['a javascript: link', '<a href="javascript:alert(1)">领奖</a>'],
  ['an upper-case JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">领奖</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">领奖</a>'],
  ['an entity-encoded javascript: scheme', '<a href="&#106;avascript:alert(1)">领奖</a>'],
  ['a javascript: scheme with an encoded tab', '<a href="jav&#x09;ascript:alert(1)">领奖</a>'],
  ['a percent-encoded javascript: scheme', '<a href="%6Aavascript:alert(1)">领奖</a>'],
  ['backslashes in place of the slashes', '<a href="https:\\\\evil.example/a">领奖</a>'],
  ['user info that names a product domain', '<a href="https://www.speedup.example@evil.example/a">领奖</a>'],
]

const LINK_MESSAGES = ['goToNewWebView', 'openInBrowser', 'jumpOutboundLink', 'jumpWxMiniProgress']

/** Everything by which a tap could have left the page: the router, the page's own navigation, a new tab, a host message. */
function departures() {
  return {
    navigated: mockedNavigate.mock.calls,
    assigned: jest.mocked(assignUrl).mock.calls,
    replaced: jest.mocked(replaceUrl).mock.calls,
    opened: jest.mocked(openWindow).mock.calls,
    sentToHost: hostMessages().filter((record) => LINK_MESSAGES.includes(record.message)),
  }
}

const NOWHERE = { navigated: [], assigned: [], replaced: [], opened: [], sentToHost: [] }

function showArticle(html: string) {
  return renderWithStores(
    <>
      <CmsContent html={`<p>活动：${html}</p>`} />
      <ToastHost />
    </>,
  )
}

describe('CmsContent: hostile links (issue 25)', () => {
  afterEach(() => removeFakeHosts())

  describe.each(HOSTS)('in %s', (_host, installHost) => {
    beforeEach(() => installHost())

    it.each(FOREIGN_LINKS)('refuses a tap on %s: the page stays and says the link was blocked', async (_name, html) => {
      showArticle(html)
      fireEvent.click(screen.getByRole('link', { name: '领奖' }))
      expect(await screen.findByText('该链接不安全，已阻止打开')).toBeTruthy()
      expect(departures()).toEqual(NOWHERE)
    })

    it('refuses a product domain over plain http in a production build', async () => {
      mockHttpsOnly = true
      showArticle('<a href="http://www.speedup.example/faq">领奖</a>')
      fireEvent.click(screen.getByRole('link', { name: '领奖' }))
      expect(await screen.findByText('该链接不安全，已阻止打开')).toBeTruthy()
      expect(departures()).toEqual(NOWHERE)
    })
  })

  it.each(STRIPPED_LINKS)('draws %s as its text, with no link to tap', (_name, html) => {
    const { container } = showArticle(html)
    expect([screen.queryByRole('link'), container.querySelector('a'), screen.getByText('领奖').textContent]).toEqual([null, null, '领奖'])
  })

  it('sends an allowed https link to the iOS app as a new web view', async () => {
    installFakeIosHost({ token: 'demo-token' })
    showArticle('<a href="https://www.speedup.example/faq" target="_top">领奖</a>')
    fireEvent.click(screen.getByRole('link', { name: '领奖' }))
    await waitFor(() =>
      expect(departures().sentToHost).toEqual([
        { message: 'goToNewWebView', payload: { name: 'faq', url: 'https://www.speedup.example/faq' } },
      ]),
    )
  })
})

