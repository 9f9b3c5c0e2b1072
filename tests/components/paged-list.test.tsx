import { fireEvent, screen, waitFor } from '@testing-library/react'
import { PagedList } from '@/components/paged-list'
import { stores as appStores } from '@/stores'
import { PagedListStore, type ListPage } from '@/stores/paged-list'
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
})
