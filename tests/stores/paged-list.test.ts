/** @jest-environment node */
import { reaction } from 'mobx'
import { PagedListStore, type ListPage } from '@/stores/paged-list'

interface Row {
  id: number
}

function rows(from: number, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({ id: from + index }))
}

/** A loader serving `total` rows; each call waits until released when `manual` is set. */
function pagedLoader(total: number) {
  const calls: number[] = []
  const loader = jest.fn(async (page: number, pageSize: number): Promise<ListPage<Row>> => {
    calls.push(page)
    const start = (page - 1) * pageSize
    return { list: rows(start, Math.max(0, Math.min(pageSize, total - start))), hasMore: start + pageSize < total }
  })
  return { loader, calls }
}

describe('PagedListStore', () => {
  it('loads the first page on reload', async () => {
    const { loader } = pagedLoader(25)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    expect([store.items.length, store.status, store.hasMore]).toEqual([10, 'ready', true])
  })

  it('appends the next page on loadMore', async () => {
    const { loader, calls } = pagedLoader(25)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    await store.loadMore()
    expect([store.items.length, calls]).toEqual([20, [1, 2]])
  })

  it('stops asking once the last page arrived', async () => {
    const { loader, calls } = pagedLoader(15)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    await store.loadMore()
    await store.loadMore()
    expect([store.items.length, store.hasMore, calls]).toEqual([15, false, [1, 2]])
  })

  it('sends one request for two loadMore calls in a row', async () => {
    const { loader, calls } = pagedLoader(40)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    await Promise.all([store.loadMore(), store.loadMore()])
    expect(calls).toEqual([1, 2])
  })

  it('keeps the rows it has when a later page fails', async () => {
    const { loader } = pagedLoader(40)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    loader.mockRejectedValueOnce(new Error('offline'))
    await expect(store.loadMore()).rejects.toThrow('offline')
    expect([store.items.length, store.status, store.loading]).toEqual([10, 'ready', false])
  })

  it('shows an error when the first page fails', async () => {
    const loader = jest.fn().mockRejectedValue(new Error('offline'))
    const store = new PagedListStore<Row>(loader, 10)
    await expect(store.reload()).rejects.toThrow('offline')
    expect(store.status).toBe('error')
  })

  it('replaces the rows on a refresh', async () => {
    const { loader } = pagedLoader(40)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    await store.loadMore()
    await store.reload()
    expect(store.items.map((row) => row.id)).toEqual(rows(0, 10).map((row) => row.id))
  })

  it('drops a page that arrives after a refresh started', async () => {
    let releaseSecondPage: () => void = () => undefined
    const loader = jest.fn(async (page: number): Promise<ListPage<Row>> => {
      if (page === 2) await new Promise<void>((resolve) => (releaseSecondPage = resolve))
      return { list: rows((page - 1) * 10, 10), hasMore: true }
    })
    const store = new PagedListStore(loader, 10)
    await store.reload()
    const late = store.loadMore()
    const refresh = store.reload()
    releaseSecondPage()
    await Promise.all([late, refresh])
    expect(store.items).toHaveLength(10)
  })

  it('keeps each row object as the loader gave it', async () => {
    const first = rows(0, 10)
    const store = new PagedListStore(async () => ({ list: first, hasMore: true }), 10)
    await store.reload()
    await store.loadMore()
    expect(store.items[0]).toBe(first[0])
  })

  it('forgets everything on clear', async () => {
    const { loader } = pagedLoader(40)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    store.clear()
    expect([store.items.length, store.status, store.hasMore]).toEqual([0, 'idle', true])
  })
})

describe('PagedListStore.replace', () => {
  it('puts a new object in place of the matching row', async () => {
    const { loader } = pagedLoader(3)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    const before = store.items[1]
    store.replace(
      (row) => row.id === 1,
      (row) => ({ ...row, id: 100 }),
    )
    expect([store.items.map((row) => row.id), store.items[1] === before]).toEqual([[0, 100, 2], false])
  })

  it('keeps the other rows as they were', async () => {
    const { loader } = pagedLoader(3)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    const [first, , last] = store.items
    store.replace(
      (row) => row.id === 1,
      (row) => ({ ...row }),
    )
    expect([store.items[0] === first, store.items[2] === last]).toEqual([true, true])
  })

  it('keeps the list itself when no row matches', async () => {
    const { loader } = pagedLoader(3)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    const list = store.items
    store.replace(
      (row) => row.id === 7,
      (row) => ({ ...row, id: 70 }),
    )
    expect(store.items).toBe(list)
  })

  it('tells an observer of the rows about the change', async () => {
    const { loader } = pagedLoader(3)
    const store = new PagedListStore(loader, 10)
    await store.reload()
    const seen: number[][] = []
    const stop = reaction(
      () => store.items,
      (items) => seen.push(items.map((row) => row.id)),
    )
    store.replace(
      (row) => row.id === 2,
      (row) => ({ ...row, id: 20 }),
    )
    stop()
    expect(seen).toEqual([[0, 1, 20]])
  })

  describe('an answer with more rows than the page size (a server that ignores it)', () => {
    /** A loader whose every page answers `count` rows, numbered from the page's own offset, and says more follow. */
    function oversizedLoader(count: number) {
      return jest.fn(async (page: number, pageSize: number): Promise<ListPage<Row>> => ({
        list: rows((page - 1) * pageSize, count),
        hasMore: true,
      }))
    }

    it('keeps only the page size of the 1,000 rows of a first page', async () => {
      const store = new PagedListStore(oversizedLoader(1000), 10)
      await store.reload()
      expect(store.items.map((row) => row.id)).toEqual(rows(0, 10).map((row) => row.id))
    })

    it('keeps only the page size of the 1,000 rows of a later page', async () => {
      const store = new PagedListStore(oversizedLoader(1000), 10)
      await store.reload()
      await store.loadMore()
      expect(store.items.map((row) => row.id)).toEqual(rows(0, 20).map((row) => row.id))
    })

    it('asks for page 2 with the same page size after a 1,000-row first page', async () => {
      const loader = oversizedLoader(1000)
      const store = new PagedListStore(loader, 10)
      await store.reload()
      await store.loadMore()
      expect(loader.mock.calls).toEqual([[1, 10], [2, 10]])
    })

    it('keeps the server word on whether more follow', async () => {
      const store = new PagedListStore(async () => ({ list: rows(0, 1000), hasMore: false }), 10)
      await store.reload()
      expect([store.items.length, store.hasMore]).toEqual([10, false])
    })
  })
})
