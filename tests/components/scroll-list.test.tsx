import { act, fireEvent, screen } from '@testing-library/react'
import { View } from '@tarojs/components'
import { observable, runInAction } from 'mobx'
import * as platform from '@/platform'
import type { ClientInfo } from '@/platform'
import { ScrollList, type ScrollListProps } from '@/components/scroll-list'
import { SessionStore } from '@/stores/session'
import { renderWithStores, translationIn } from '../support/render'
import { deferred } from '../support/deferred'

jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  detectClient: jest.fn(),
  viewportHeight: jest.fn(),
  measureElement: jest.fn(),
  onViewportResize: jest.fn(),
}))

const detectClient = jest.mocked(platform.detectClient)
const viewportHeight = jest.mocked(platform.viewportHeight)
const measureElement = jest.mocked(platform.measureElement)
const onViewportResize = jest.mocked(platform.onViewportResize)

interface Row {
  id: string
  title: string
}

/** What the mocked platform layout reports: the list's top, its content's height, the viewport. */
let layout: { viewport: number; listTop: number; contentHeight: number }
let resizeListeners: Array<() => void>

function browserClient(overrides: Partial<ClientInfo> = {}): ClientInfo {
  return {
    isIOS: false,
    isAndroid: false,
    isDesktop: false,
    isPcApp: false,
    isMacApp: false,
    isMiniProgram: false,
    isInApp: false,
    ...overrides,
  }
}

beforeEach(() => {
  layout = { viewport: 800, listTop: 120, contentHeight: 5000 }
  resizeListeners = []
  detectClient.mockReturnValue(browserClient())
  viewportHeight.mockImplementation(() => layout.viewport)
  measureElement.mockImplementation(async (id: string) =>
    id.endsWith('-content') ? { top: layout.listTop, height: layout.contentHeight } : { top: layout.listTop, height: 0 },
  )
  onViewportResize.mockImplementation((listener: () => void) => {
    resizeListeners.push(listener)
    return () => {
      resizeListeners = resizeListeners.filter((entry) => entry !== listener)
    }
  })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

function makeRows(count: number, from = 0): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(from + i), title: `Row ${from + i}` }))
}

const renderRow = (item: Row) => <View className='row'>{item.title}</View>
const rowKey = (item: Row) => item.id

function freshSession(): SessionStore {
  return new SessionStore('https://api.test.example')
}

/** Lets the list's measurements (promises) finish. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve()
  })
}

async function renderList(props: Partial<ScrollListProps<Row>> = {}, translation = translationIn('zh_CN')) {
  const all: ScrollListProps<Row> = {
    dataSource: makeRows(10),
    loading: false,
    hasMore: true,
    onLoad: jest.fn(),
    row: renderRow,
    rowKey,
    ...props,
  }
  const result = renderWithStores(<ScrollList {...all} />, { session: freshSession(), translation })
  await settle()
  const list = result.container.querySelector<HTMLElement>('.scroll-list')
  if (!list) throw new Error('no .scroll-list rendered')
  return {
    list,
    props: all,
    footer: () => list.querySelector<HTMLElement>('[data-footer-state]'),
    update: async (next: Partial<ScrollListProps<Row>>) => {
      result.rerender(<ScrollList {...all} {...next} />)
      await settle()
    },
    unmount: result.unmount,
  }
}

/**
 * Scrolls the list so that `fromEnd` px are left below the visible part (680 px tall, 2000 px
 * content), and waits out Taro's ScrollView, which tells scrolltolower 200 ms after the scroll.
 */
async function scrollTo(list: HTMLElement, fromEnd: number): Promise<void> {
  Object.defineProperty(list, 'offsetHeight', { value: 680, configurable: true })
  Object.defineProperty(list, 'scrollHeight', { value: 2000, configurable: true })
  fireEvent.scroll(list, { target: { scrollTop: 2000 - 680 - fromEnd } })
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
}

function pull(list: HTMLElement, travel: number): void {
  fireEvent.touchStart(list, { touches: [{ clientY: 100 }] })
  fireEvent.touchMove(list, { touches: [{ clientY: 100 + travel / 2 }] })
  fireEvent.touchMove(list, { touches: [{ clientY: 100 + travel }] })
}

describe('footer', () => {
  test('shows the loading text while loading', async () => {
    const { footer } = await renderList({ loading: true })
    expect(footer()?.dataset.footerState).toBe('loading')
    expect(footer()?.textContent).toBe('加载中…')
  })

  test('shows the no-data text when the list is empty and not loading', async () => {
    const { footer } = await renderList({ dataSource: [], hasMore: false })
    expect(footer()?.dataset.footerState).toBe('empty')
    expect(footer()?.textContent).toBe('暂无数据')
  })

  test('shows the loading text rather than no data while the first page loads', async () => {
    const { footer } = await renderList({ dataSource: [], loading: true })
    expect(footer()?.textContent).toBe('加载中…')
  })

  test('shows the all-loaded text when every row is there', async () => {
    const { footer } = await renderList({ hasMore: false })
    expect(footer()?.dataset.footerState).toBe('loaded')
    expect(footer()?.textContent).toBe('已加载全部')
  })

  test('has no text while more pages wait to be loaded', async () => {
    const { footer } = await renderList({ hasMore: true })
    expect(footer()?.dataset.footerState).toBe('idle')
    expect(footer()?.textContent).toBe('')
  })

  test('is centred with a padding of 20 px', async () => {
    const { footer } = await renderList({ hasMore: false })
    expect(footer()?.style.padding).toBe('20px')
    expect(footer()?.style.textAlign).toBe('center')
  })

  test('listFooterStyle is merged over the footer style', async () => {
    const { footer } = await renderList({ hasMore: false, listFooterStyle: { paddingBottom: 48, color: 'red' } })
    expect(footer()?.style.paddingBottom).toBe('48px')
    expect(footer()?.style.paddingTop).toBe('20px')
    expect(footer()?.style.color).toBe('red')
  })

  test('texts follow the language', async () => {
    const { footer } = await renderList({ hasMore: false }, translationIn('en_US'))
    expect(footer()?.textContent).toBe('All loaded')
  })
})

describe('load more', () => {
  test('reaching the end calls onLoad', async () => {
    const onLoad = jest.fn()
    const { list } = await renderList({ onLoad })
    await scrollTo(list, 0)
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  test('the end is reached within 20 px of it', async () => {
    const onLoad = jest.fn()
    const { list } = await renderList({ onLoad })
    await scrollTo(list, 21)
    expect(onLoad).not.toHaveBeenCalled()
    await scrollTo(list, 20)
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  test('does nothing when hasMore is false', async () => {
    const onLoad = jest.fn()
    const { list } = await renderList({ onLoad, hasMore: false })
    await scrollTo(list, 0)
    expect(onLoad).not.toHaveBeenCalled()
  })

  test('does nothing while the page is loading', async () => {
    const onLoad = jest.fn()
    const { list } = await renderList({ onLoad, loading: true })
    await scrollTo(list, 0)
    expect(onLoad).not.toHaveBeenCalled()
  })

  test('does not call onLoad again while a load-more call runs', async () => {
    const call = deferred()
    const onLoad = jest.fn(() => call.promise)
    const { list } = await renderList({ onLoad })
    await scrollTo(list, 0)
    await scrollTo(list, 0)
    expect(onLoad).toHaveBeenCalledTimes(1)
    await act(async () => call.resolve())
    await scrollTo(list, 0)
    expect(onLoad).toHaveBeenCalledTimes(2)
  })

  test('the running flag is cleared after a failing load, so the end loads again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const call = deferred()
    const onLoad = jest.fn().mockReturnValueOnce(call.promise)
    const { list } = await renderList({ onLoad })
    await scrollTo(list, 0)
    await act(async () => call.reject(new Error('network')))
    await scrollTo(list, 0)
    expect(onLoad).toHaveBeenCalledTimes(2)
  })

  test('the running flag is cleared after onLoad throws synchronously', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onLoad = jest.fn().mockImplementationOnce(() => {
      throw new Error('broken')
    })
    const { list } = await renderList({ onLoad })
    await scrollTo(list, 0)
    await settle()
    await scrollTo(list, 0)
    expect(onLoad).toHaveBeenCalledTimes(2)
  })

  test('rows too few to fill the list ask for the next page once', async () => {
    layout.contentHeight = 400
    const onLoad = jest.fn()
    const { update } = await renderList({ onLoad })
    expect(onLoad).toHaveBeenCalledTimes(1)
    await update({ loading: true })
    await update({ loading: false })
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  test('a page that still does not fill the list asks for one more', async () => {
    layout.contentHeight = 400
    const onLoad = jest.fn()
    const { update } = await renderList({ onLoad })
    await update({ dataSource: makeRows(20) })
    expect(onLoad).toHaveBeenCalledTimes(2)
  })

  test('an empty list does not ask for the first page', async () => {
    layout.contentHeight = 40
    const onLoad = jest.fn()
    await renderList({ onLoad, dataSource: [] })
    expect(onLoad).not.toHaveBeenCalled()
  })
})

describe('height', () => {
  test('is the viewport height minus the top offset of the list', async () => {
    const { list } = await renderList()
    expect(list.style.height).toBe('680px')
  })

  test('is measured again when the viewport resizes', async () => {
    const { list } = await renderList()
    layout.viewport = 1000
    await act(async () => {
      for (const listener of resizeListeners) listener()
      await Promise.resolve()
    })
    expect(list.style.height).toBe('880px')
  })

  test('stops following the viewport after unmount', async () => {
    const { unmount } = await renderList()
    unmount()
    expect(resizeListeners).toEqual([])
  })

  test('keeps half the viewport for a list that starts low on the page', async () => {
    layout.listTop = 700
    const { list } = await renderList()
    expect(list.style.height).toBe('400px')
  })

  test('is a fixed 611 px in the PC app with fullHeight', async () => {
    detectClient.mockReturnValue(browserClient({ isPcApp: true, isInApp: true, isDesktop: true }))
    const { list } = await renderList({ fullHeight: true })
    expect(list.style.height).toBe('611px')
  })

  test('is a fixed 611 px in the Mac app with fullHeight', async () => {
    detectClient.mockReturnValue(browserClient({ isMacApp: true, isInApp: true, isDesktop: true }))
    const { list } = await renderList({ fullHeight: true })
    expect(list.style.height).toBe('611px')
  })

  test('is measured in the desktop app without fullHeight', async () => {
    detectClient.mockReturnValue(browserClient({ isPcApp: true, isInApp: true, isDesktop: true }))
    const { list } = await renderList()
    expect(list.style.height).toBe('680px')
  })

  test('is measured outside the desktop app even with fullHeight', async () => {
    const { list } = await renderList({ fullHeight: true })
    expect(list.style.height).toBe('680px')
  })
})

describe('pull to refresh', () => {
  function pullText(list: HTMLElement): string {
    return list.querySelector('.scroll-list__pull')?.textContent ?? ''
  }

  test('pulling down from the top shows the pull-down text', async () => {
    const { list } = await renderList({ pullToRefresh: true, onRefresh: jest.fn() })
    pull(list, 60)
    expect(list.dataset.pullState).toBe('pulling')
    expect(pullText(list)).toBe('下拉刷新')
  })

  test('pulling past the threshold shows the release text', async () => {
    const { list } = await renderList({ pullToRefresh: true, onRefresh: jest.fn() })
    pull(list, 130)
    expect(list.dataset.pullState).toBe('canRelease')
    expect(pullText(list)).toBe('释放立即刷新')
  })

  test('the header follows the finger at half its travel', async () => {
    const { list } = await renderList({ pullToRefresh: true, onRefresh: jest.fn() })
    pull(list, 80)
    expect(list.querySelector<HTMLElement>('.scroll-list__pull')?.style.height).toBe('40px')
  })

  test('releasing after the threshold refreshes, shows complete, then closes', async () => {
    jest.useFakeTimers()
    const refresh = deferred()
    const onRefresh = jest.fn(() => refresh.promise)
    const { list } = await renderList({ pullToRefresh: true, onRefresh })
    pull(list, 130)
    fireEvent.touchEnd(list)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(list.dataset.pullState).toBe('refreshing')
    expect(pullText(list)).toBe('刷新中…')
    await act(async () => refresh.resolve())
    expect(list.dataset.pullState).toBe('complete')
    expect(pullText(list)).toBe('刷新完成')
    act(() => {
      jest.advanceTimersByTime(499)
    })
    expect(list.dataset.pullState).toBe('complete')
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(list.dataset.pullState).toBe('idle')
    expect(pullText(list)).toBe('')
  })

  test('releasing before the threshold springs back without refreshing', async () => {
    const onRefresh = jest.fn()
    const { list } = await renderList({ pullToRefresh: true, onRefresh })
    pull(list, 100)
    fireEvent.touchEnd(list)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(list.dataset.pullState).toBe('idle')
    expect(list.querySelector<HTMLElement>('.scroll-list__pull')?.style.height).toBe('0px')
  })

  test('moving the finger back up under the start cancels the pull', async () => {
    const onRefresh = jest.fn()
    const { list } = await renderList({ pullToRefresh: true, onRefresh })
    pull(list, 130)
    fireEvent.touchMove(list, { touches: [{ clientY: 90 }] })
    fireEvent.touchEnd(list)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(list.dataset.pullState).toBe('idle')
  })

  test('a cancelled touch springs back without refreshing', async () => {
    const onRefresh = jest.fn()
    const { list } = await renderList({ pullToRefresh: true, onRefresh })
    pull(list, 130)
    fireEvent.touchCancel(list)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(list.dataset.pullState).toBe('idle')
  })

  test('a list scrolled down does not pull', async () => {
    const { list } = await renderList({ pullToRefresh: true, onRefresh: jest.fn(), hasMore: false })
    fireEvent.scroll(list, { target: { scrollTop: 200 } })
    pull(list, 130)
    expect(list.dataset.pullState).toBe('idle')
  })

  test('a failing refresh closes the header without the complete text', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const refresh = deferred()
    const { list } = await renderList({ pullToRefresh: true, onRefresh: () => refresh.promise })
    pull(list, 130)
    fireEvent.touchEnd(list)
    await act(async () => refresh.reject(new Error('network')))
    expect(list.dataset.pullState).toBe('idle')
  })

  test('the end of the list does not load more while refreshing', async () => {
    const refresh = deferred()
    const onLoad = jest.fn()
    const { list } = await renderList({ pullToRefresh: true, onRefresh: () => refresh.promise, onLoad })
    pull(list, 130)
    fireEvent.touchEnd(list)
    await scrollTo(list, 0)
    expect(onLoad).not.toHaveBeenCalled()
    await act(async () => refresh.resolve())
  })

  test('is off without pullToRefresh', async () => {
    const onRefresh = jest.fn()
    const { list } = await renderList({ onRefresh })
    pull(list, 130)
    fireEvent.touchEnd(list)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(list.querySelector('.scroll-list__pull')).toBeNull()
    expect(list.dataset.pullState).toBeUndefined()
  })

  test('is off without onRefresh', async () => {
    const { list } = await renderList({ pullToRefresh: true })
    expect(list.querySelector('.scroll-list__pull')).toBeNull()
  })
})

describe('rows', () => {
  test('renders each row with its index', async () => {
    const row = (item: Row, index: number) => <View className='row'>{`${index}: ${item.title}`}</View>
    await renderList({ dataSource: makeRows(3), row })
    expect(screen.getAllByText(/^\d: Row \d$/).map((element) => element.textContent)).toEqual([
      '0: Row 0',
      '1: Row 1',
      '2: Row 2',
    ])
  })

  test('appending a page renders only the new rows', async () => {
    const rendered: string[] = []
    const row = (item: Row) => {
      rendered.push(item.id)
      return <View className='row'>{item.title}</View>
    }
    const firstPage = makeRows(10)
    const { update } = await renderList({ dataSource: firstPage, row })
    rendered.length = 0
    await update({ dataSource: [...firstPage, ...makeRows(10, 10)] })
    expect(rendered).toEqual(makeRows(10, 10).map((item) => item.id))
  })

  test('a row replaced by a new object in an earlier page renders again', async () => {
    const rendered: string[] = []
    const row = (item: Row) => {
      rendered.push(item.id)
      return <View className='row'>{item.title}</View>
    }
    const rows = makeRows(20)
    const { update } = await renderList({ dataSource: rows, row })
    rendered.length = 0
    await update({ dataSource: rows.map((item) => (item.id === '3' ? { ...item, title: 'Claimed' } : item)) })
    expect([rendered, screen.getByText('Claimed').textContent]).toEqual([['3'], 'Claimed'])
  })

  test('a change of one observable row renders only that row', async () => {
    const rendered: string[] = []
    const row = (item: Row) => {
      rendered.push(item.id)
      return <View className='row'>{item.title}</View>
    }
    const items = observable(makeRows(3))
    await renderList({ dataSource: items, row })
    rendered.length = 0
    act(() => {
      runInAction(() => {
        items[1].title = 'Renamed'
      })
    })
    expect(rendered).toEqual(['1'])
    expect(screen.getByText('Renamed')).toBeTruthy()
  })
})
