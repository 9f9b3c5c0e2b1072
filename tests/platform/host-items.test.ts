import { renderHook } from '@testing-library/react'
import { useHostRightItem, useOrderPageStates } from '@/platform/host-items'
import type { OrderPageState, RightItemLink } from '@/platform/types'
import {
  hostMessages,
  installFakeAndroidHost,
  installFakeElectronHost,
  installFakeIosHost,
  removeFakeHosts,
} from '../support/fake-hosts'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

afterEach(() => {
  removeFakeHosts()
})

describe("the mobile apps' title bar shows the page's records link (showRightItem)", () => {
  const records = { title: '兑换记录', path: '/redeemRecordV4' as const }
  const shown = {
    message: 'showRightItem',
    payload: { visible: true, title: '兑换记录', name: 'redeemRecordV4', url: 'http://localhost/redeemRecordV4' },
  }
  const taken = { message: 'showRightItem', payload: { visible: false } }

  test('in the iOS app the item is shown with the link to open in a new web view', () => {
    installFakeIosHost()
    renderHook(() => useHostRightItem(records))
    expect(hostMessages()).toEqual([shown])
  })

  test('it goes when the page is left, and only then', () => {
    installFakeAndroidHost()
    const page = renderHook(() => useHostRightItem(records))
    page.rerender()
    page.unmount()
    expect(hostMessages()).toEqual([shown, taken])
  })

  test('a page opened above it takes it away, and coming back shows it again', () => {
    installFakeIosHost()
    renderHook(() => useHostRightItem(records))
    taroFake.hidePage()
    taroFake.showPage()
    expect(hostMessages()).toEqual([shown, taken, shown])
  })

  test('another language while the page is covered is not shown over the page above', () => {
    installFakeIosHost()
    const page = renderHook((title: string) => useHostRightItem({ ...records, title }), { initialProps: '兑换记录' })
    taroFake.hidePage()
    page.rerender('Exchange records')
    expect(hostMessages()).toEqual([shown, taken])
    taroFake.showPage()
    expect(hostMessages()[2]).toEqual({ message: 'showRightItem', payload: { ...shown.payload, title: 'Exchange records' } })
  })

  test('a link the page no longer has (signed out) is taken away', () => {
    installFakeIosHost()
    const page = renderHook((link?: RightItemLink) => useHostRightItem(link), { initialProps: records })
    page.rerender(undefined)
    page.unmount()
    expect(hostMessages()).toEqual([shown, taken])
  })

  test('the desktop apps and a plain browser get no right item', () => {
    installFakeElectronHost()
    renderHook(() => useHostRightItem(records))
    expect(hostMessages()).toEqual([])
  })
})

describe('a desktop order list tells the desktop apps what it shows (initOrderPageStates)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  test('each change of what the list shows is sent with the page path', () => {
    installFakeElectronHost()
    window.history.replaceState(null, '', '/record')
    const page = renderHook(({ state, count }: { state: OrderPageState; count: number }) => useOrderPageStates(state, count), {
      initialProps: { state: 'loading', count: 0 },
    })
    page.rerender({ state: 'loading', count: 0 })
    page.rerender({ state: 'list', count: 10 })
    expect(hostMessages()).toEqual([
      { message: 'initOrderPageStates', payload: { path: '/record', state: 'loading', count: 0 } },
      { message: 'initOrderPageStates', payload: { path: '/record', state: 'list', count: 10 } },
    ])
  })

  test('the mobile apps are not told', () => {
    installFakeIosHost()
    renderHook(() => useOrderPageStates('empty', 0))
    expect(hostMessages()).toEqual([])
  })
})
