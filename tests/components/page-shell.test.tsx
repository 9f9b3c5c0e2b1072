import { act, fireEvent, screen } from '@testing-library/react'
import { PageShell } from '@/components/page-shell'
import { NetworkStore } from '@/stores/network'
import { UiStore } from '@/stores/ui'
import { hostMessages, installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'
import { renderWithStores, translationIn } from '../support/render'

describe('PageShell', () => {
  test('the page body is the main region, named by the title, which Tab reaches even on a page without controls', () => {
    renderWithStores(
      <PageShell title='会员服务协议'>
        <span>第一条</span>
      </PageShell>,
    )
    const main = screen.getByRole('main', { name: '会员服务协议' })
    expect(main.getAttribute('tabindex')).toBe('0')
    expect(main.textContent).toBe('第一条')
  })
})

describe('PageShell title', () => {
  afterEach(removeFakeHosts)

  test('a browser, which has no title bar of its own, shows the title in the page header', () => {
    const { container } = renderWithStores(<PageShell title='福利中心'>x</PageShell>)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('福利中心')
  })

  test.each([
    ['iOS', installFakeIosHost],
    ['Android', installFakeAndroidHost],
    ['desktop', installFakeElectronHost],
  ])('the %s app gets the title for its native bar, and the page header does not repeat it', (_name, install) => {
    install()
    const { container } = renderWithStores(<PageShell title='福利中心'>x</PageShell>)
    expect(hostMessages()).toContainEqual({ message: 'setTitle', payload: { title: '福利中心' } })
    expect(container.querySelector('.page-shell__title')).toBeNull()
    expect(container.querySelector('.page-shell__header')).toBeNull()
    expect(screen.getByRole('main', { name: '福利中心' })).toBeTruthy()
  })
})

describe('PageShell network notices', () => {
  function showShell() {
    const network = new NetworkStore()
    const ui = new UiStore()
    renderWithStores(
      <PageShell title='福利中心'>
        <span>我的金币 1280</span>
      </PageShell>,
      { network, ui },
    )
    return { network, ui }
  }

  test('says once, as a status, that the device is offline, and keeps the page shown', () => {
    const { network } = showShell()
    act(() => network.setOnline(false))
    expect(screen.getByRole('status').textContent).toBe('网络已断开，联网后自动刷新')
    expect(screen.getAllByText('网络已断开，联网后自动刷新')).toHaveLength(1)
    expect(screen.getByText('我的金币 1280')).toBeTruthy()
  })

  test('takes the offline notice away when the network is back', () => {
    const { network } = showShell()
    act(() => network.setOnline(false))
    act(() => network.setOnline(true))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  test('says it in the user\'s language', () => {
    const network = new NetworkStore()
    renderWithStores(<PageShell title='Welfare'>x</PageShell>, { network, translation: translationIn('en_US') })
    act(() => network.setOnline(false))
    expect(screen.getByRole('status').textContent).toBe('You are offline. The page refreshes when you are back online.')
  })

  test('says a request is slow and offers to cancel it', () => {
    const { ui } = showShell()
    const cancel = jest.fn()
    act(() => void ui.requestSlow(cancel))
    expect(screen.getByRole('status').textContent).toContain('网络较慢，仍在加载…')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  test('takes the slow notice away once the request is settled', () => {
    const { ui } = showShell()
    let settled = () => undefined as void
    act(() => {
      settled = ui.requestSlow(() => undefined)
    })
    act(() => settled())
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
