import { fireEvent, screen, waitFor } from '@testing-library/react'
import { CmsContent } from '@/components/cms-content'
import { ToastHost } from '@/components/toast-host'
import { allowedLinkDomains } from '@/config'
import { navigateTo, performRedirect } from '@/platform'
import { PATH } from '@/routes'
import { renderWithStores, resetAppStores } from '../support/render'

jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  navigateTo: jest.fn(),
  performRedirect: jest.fn(),
}))

const mockedNavigate = jest.mocked(navigateTo)
const mockedRedirect = jest.mocked(performRedirect)

beforeEach(() => {
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
