import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchContactDetails } from '@/api/support'
import ContactPage from '@/packages/info/contact'
import { assignUrl, openWindow } from '@/platform/web'
import { HttpError } from '@/services/http/errors'
import { hostMessages, installFakeIosHost, removeFakeHosts } from '../../support/fake-hosts'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { CONTACT_DETAILS, channelAction, installClipboard, removeClipboard, writeText } from './contact-fixtures'

jest.mock('@/api/support', () => ({ fetchContactDetails: jest.fn(), fetchLatestVersion: jest.fn() }))
jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  openWindow: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchContactDetails)

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockResolvedValue(CONTACT_DETAILS)
  installClipboard()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  removeClipboard()
  jest.restoreAllMocks()
})

async function renderLoaded() {
  const result = renderWithStores(<ContactPage />)
  await screen.findByText('800012345')
  return result
}

describe('contact page', () => {
  test('is titled 联系我们', async () => {
    const { container } = await renderLoaded()
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('联系我们')
  })

  test('shows the loading state until the channels arrive', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<ContactPage />)
    expect(container.querySelector('[data-status="loading"]')).not.toBeNull()
  })

  test('lists the six channels of spec 2 with their labels, in the server order', async () => {
    const { container } = await renderLoaded()
    const labels = Array.from(container.querySelectorAll('.contact-channels__label'), (label) => label.textContent)
    expect(labels).toEqual(['官方网站', '微信公众号', 'QQ', 'QQ 群', '技术支持账号', '客服邮箱'])
  })

  test('shows each channel value', async () => {
    const { container } = await renderLoaded()
    const values = Array.from(container.querySelectorAll('.contact-channels__value'), (value) => value.textContent)
    expect(values).toEqual(CONTACT_DETAILS.channels.map((channel) => channel.value))
  })

  test('offers visit for the official site and copy for the others', async () => {
    const { container } = await renderLoaded()
    const actions = CONTACT_DETAILS.channels.map((channel) => channelAction(container, channel.type).textContent)
    expect(actions).toEqual(['访问', '复制', '复制', '复制', '复制', '复制'])
  })

  test('copy puts the QQ number on the clipboard', async () => {
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'qq'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('800012345'))
  })

  test('copy says 已复制', async () => {
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'email'))
    await screen.findByText('已复制')
  })

  test('a refused copy says 复制失败，请手动复制', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    Object.assign(document, { execCommand: jest.fn().mockReturnValue(false) })
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'qqGroup'))
    await screen.findByText('复制失败，请手动复制')
  })

  test('a double tap on copy copies once', async () => {
    let finish: () => void = () => undefined
    writeText.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'qq'))
    fireEvent.click(channelAction(container, 'qq'))
    await act(async () => finish())
    expect(writeText).toHaveBeenCalledTimes(1)
  })

  test('the actions are disabled while a copy runs', async () => {
    writeText.mockReturnValue(new Promise<void>(() => undefined))
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'qq'))
    await waitFor(() => expect(channelAction(container, 'email').classList.contains('at-button--disabled')).toBe(true))
  })

  test('visit opens the official site in a new tab in a browser, the page staying', async () => {
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'officialSite'))
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('https://www.speedup.example/'))
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test('visit asks the app for a new web view', async () => {
    installFakeIosHost()
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'officialSite'))
    await waitFor(() =>
      expect(hostMessages()).toContainEqual({ message: 'goToNewWebView', payload: { name: '官方网站', url: 'https://www.speedup.example/' } }),
    )
  })

  test('a link off the allow-list is not offered as visit, only copy', async () => {
    mockedFetch.mockResolvedValue({
      channels: [{ type: 'qqGroup', value: '612345678', link: 'https://qm.evil.example/join' }],
      serviceHours: '',
    })
    const { container } = renderWithStores(<ContactPage />)
    await screen.findByText('612345678')
    fireEvent.click(channelAction(container, 'qqGroup'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('612345678'))
    expect(assignUrl).not.toHaveBeenCalled()
  })

  test('a failed load shows the error with a retry', async () => {
    mockedFetch.mockRejectedValue(HttpError.network())
    renderWithStores(<ContactPage />)
    await screen.findByText('加载失败，请稍后重试')
    expect(screen.getByText('重试')).toBeTruthy()
  })

  test('retry loads the channels again', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<ContactPage />)
    fireEvent.click(await screen.findByText('重试'))
    await screen.findByText('800012345')
    expect(mockedFetch).toHaveBeenCalledTimes(2)
  })

  test('no channels shows the empty state', async () => {
    mockedFetch.mockResolvedValue({ channels: [], serviceHours: '' })
    renderWithStores(<ContactPage />)
    await screen.findByText('暂无可用的联系方式')
  })

  test('follows the session language', async () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<ContactPage />, { session, translation: translationIn('en_US') })
    await screen.findByText('WeChat official account')
    expect(screen.getByText('Visit')).toBeTruthy()
  })
})
