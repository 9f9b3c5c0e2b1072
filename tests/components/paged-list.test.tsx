import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { PagedList } from '@/components/paged-list'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { PagedListStore, type ListPage } from '@/stores/paged-list'
import { hostMessages, installFakeElectronHost, removeFakeHosts } from '../support/fake-hosts'
import { renderWithStores, resetAppStores } from '../support/render'

interface Row {
  id: string
}

const renderRow = (row: Row) => <span className='row'>{row.id}</span>
const rowKey = (row: Row) => row.id

function rows(count: number, from = 0): Row[] {
  return Array.from({ length: count }, (_, index) => ({ id: `r${from + index}` }))
}

function listOf(loader: (page: number) => Promise<ListPage<Row>>): PagedListStore<Row> {
  return new PagedListStore(loader, 10)
}

/** Makes every list's content taller than the list (jsdom lays nothing out), so only a scroll asks for more. */
function tallListContent() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.id.endsWith('-content') ? 5000 : 0
    return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 375, width: 375, height, toJSON: () => ({}) }
  })
}

function show(list: PagedListStore<Row>) {
  return renderWithStores(<PagedList list={list} row={renderRow} rowKey={rowKey} failureText='列表加载失败' emptyText='还没有记录' />)
}

beforeEach(() => resetAppStores())

describe('PagedList', () => {
  test('shows the loading state until the first page arrives', () => {
    const list = listOf(() => new Promise(() => undefined))
    void list.reload()
    const { container } = show(list)
    expect(container.querySelector('[data-status="loading"]')).not.toBeNull()
  })

  test('shows the rows of the first page', async () => {
    const list = listOf(async () => ({ list: rows(3), hasMore: false }))
    await list.reload()
    const { container } = show(list)
    // the list measures its height after mounting
    await waitFor(() => expect(container.querySelector('.scroll-list')?.getAttribute('style')).toContain('height'))
    expect(container.querySelectorAll('.row')).toHaveLength(3)
  })

  test('shows the empty text when the list has no rows', async () => {
    const list = listOf(async () => ({ list: [], hasMore: false }))
    await list.reload()
    show(list)
    expect(screen.getByText('还没有记录')).toBeTruthy()
  })

  test('shows the failure text with a retry that loads the list', async () => {
    const loader = jest
      .fn<Promise<ListPage<Row>>, [number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ list: rows(2), hasMore: false })
    const list = listOf(loader)
    await list.reload().catch(() => undefined)
    const { container } = show(list)
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(2))
  })

  test('says so when a later page fails, and keeps the rows', async () => {
    const loader = jest
      .fn<Promise<ListPage<Row>>, [number]>()
      .mockResolvedValueOnce({ list: rows(10), hasMore: true })
      .mockRejectedValue(new Error('offline'))
    const list = listOf(loader)
    await list.reload()
    const { container } = show(list)
    fireEvent.scroll(container.querySelector('.scroll-list') as Element)
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('列表加载失败'))
    expect(container.querySelectorAll('.row')).toHaveLength(10)
  })

  test('shows the first page-size rows of a 1,000-row answer and asks for page 2 on a scroll', async () => {
    const tall = tallListContent()
    try {
      // a server that ignores the page size answers 1,000 rows for each of its three pages
      const loader = jest.fn<Promise<ListPage<Row>>, [number, number]>(async (page) => ({
        list: rows(1000, (page - 1) * 10),
        hasMore: page < 3,
      }))
      const list = new PagedListStore(loader, 10)
      await list.reload()
      const { container } = show(list)
      expect(container.querySelectorAll('.row')).toHaveLength(10)
      fireEvent.scroll(container.querySelector('.scroll-list') as Element)
      await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(20))
      expect(loader.mock.calls).toEqual([[1, 10], [2, 10]])
    } finally {
      tall.mockRestore()
    }
  })
})

describe('an order list in the desktop apps (docs/bridge.md 3.2)', () => {
  afterEach(() => removeFakeHosts())

  function orderStates() {
    return hostMessages()
      .filter((record) => record.message === 'initOrderPageStates')
      .map((record) => record.payload)
  }

  test('tells the host it is loading, that it failed, loading again on the retry, then its rows', async () => {
    installFakeElectronHost()
    let answer: () => Promise<ListPage<Row>> = () => Promise.reject(new Error('offline'))
    const list = listOf(() => answer())
    const loading = list.reload().catch(() => undefined)
    renderWithStores(<PagedList list={list} row={renderRow} rowKey={rowKey} failureText='列表加载失败' orderList />)
    await act(() => loading)
    answer = async () => ({ list: rows(3), hasMore: false })
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(orderStates()).toHaveLength(4))
    expect(orderStates()).toEqual([
      { path: '/', state: 'loading', count: 0 },
      { path: '/', state: 'failed', count: 0 },
      { path: '/', state: 'loading', count: 0 },
      { path: '/', state: 'list', count: 3 },
    ])
  })

  test('a list that is no order list tells the host nothing', async () => {
    installFakeElectronHost()
    const list = listOf(async () => ({ list: [], hasMore: false }))
    await list.reload()
    show(list)
    expect(orderStates()).toEqual([])
  })
})

describe("an earlier visit's rows, shown offline (issue 26)", () => {
  // 2026-09-21 12:00 in China
  const SAVED_AT = Date.UTC(2026, 8, 21, 4, 0)

  function keptList(kept: Row[]) {
    const book = { recall: () => ({ data: { list: kept, hasMore: false }, savedAt: SAVED_AT }), remember: () => undefined }
    return new PagedListStore<Row>(() => Promise.reject(HttpError.offline()), 10, book)
  }

  test('say when they were read, above the rows', async () => {
    const list = keptList(rows(2))
    await list.reload().catch(() => undefined)
    const { container } = show(list)
    expect(screen.getByTestId('last-known-note').textContent).toBe('2026-09-21 12:00 时的数据，联网后更新')
    expect(container.querySelectorAll('.row')).toHaveLength(2)
  })

  test('an empty list kept says when it was read, above the empty text', async () => {
    const list = keptList([])
    await list.reload().catch(() => undefined)
    show(list)
    expect(screen.getByTestId('last-known-note')).toBeTruthy()
    expect(screen.getByText('还没有记录')).toBeTruthy()
  })
})
