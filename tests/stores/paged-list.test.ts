/** @jest-environment node */
import { reaction } from 'mobx'
import { HttpError } from '@/services/http/errors'
import type { LastKnownBook } from '@/stores/last-known'
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

describe("a list's last-known first page (issue 26)", () => {
  const SAVED_AT = 1_790_000_000_000
  const keptPage: ListPage<Row> = { list: rows(100, 3), hasMore: true }

  function keptBook(kept?: ListPage<Row>) {
    const remembered: unknown[] = []
    const book: LastKnownBook<ListPage<Row>, unknown> = {
      recall: () => (kept ? { data: kept, savedAt: SAVED_AT } : undefined),
      remember: (wire) => void remembered.push(wire),
    }
    return { book, remembered }
  }

  async function firstPageFails(store: PagedListStore<Row>) {
    await expect(store.reload()).rejects.toBeInstanceOf(HttpError)
  }

  it('keeps the wire data of each first page, never of later pages', async () => {
    const { book, remembered } = keptBook()
    const loader = jest.fn(async (page: number) => ({ list: rows(page * 10, 10), hasMore: true, wire: `page ${page}` }))
    const store = new PagedListStore(loader, 10, book)
    await store.reload()
    await store.loadMore()
    await store.reload()
    expect(remembered).toEqual(['page 1', 'page 1'])
  })

  it('keeps nothing of a page read without its wire data', async () => {
    const { book, remembered } = keptBook()
    await new PagedListStore(pagedLoader(5).loader, 10, book).reload()
    expect(remembered).toEqual([])
  })

  it('shows the kept page with its time when the first page gets no answer', async () => {
    const store = new PagedListStore<Row>(jest.fn().mockRejectedValue(HttpError.offline()), 10, keptBook(keptPage).book)
    await firstPageFails(store)
    expect([store.status, store.items, store.savedAt]).toEqual(['ready', keptPage.list, SAVED_AT])
  })

  it('asks for no next page of a kept copy: the network is gone', async () => {
    const loader = jest.fn().mockRejectedValue(new HttpError('timeout', 'timeout of 180000ms exceeded'))
    const store = new PagedListStore<Row>(loader, 10, keptBook(keptPage).book)
    await firstPageFails(store)
    await store.loadMore()
    expect([store.hasMore, loader.mock.calls.length]).toEqual([false, 1])
  })

  it("shows a kept empty list as the empty list it was, not as a failure", async () => {
    const store = new PagedListStore<Row>(jest.fn().mockRejectedValue(HttpError.offline()), 10, keptBook({ list: [], hasMore: false }).book)
    await firstPageFails(store)
    expect([store.status, store.items, store.savedAt]).toEqual(['ready', [], SAVED_AT])
  })

  it("shows the failure, not the kept page, when the server answered with an error", async () => {
    const store = new PagedListStore<Row>(
      jest.fn().mockRejectedValue(new HttpError('server', 'Request failed with status code 500', 500)),
      10,
      keptBook(keptPage).book,
    )
    await firstPageFails(store)
    expect([store.status, store.items, store.savedAt]).toEqual(['error', [], undefined])
  })

  it('keeps the rows of this visit through a refresh that gets no answer', async () => {
    const loader = jest.fn().mockResolvedValueOnce({ list: rows(0, 2), hasMore: false }).mockRejectedValueOnce(HttpError.offline())
    const store = new PagedListStore<Row>(loader, 10, keptBook(keptPage).book)
    await store.reload()
    await firstPageFails(store)
    expect([store.items, store.savedAt]).toEqual([rows(0, 2), undefined])
  })

  it('shows the fresh page, no longer marked as kept, once the network is back', async () => {
    const loader = jest.fn().mockRejectedValueOnce(HttpError.offline()).mockResolvedValueOnce({ list: rows(0, 2), hasMore: true })
    const store = new PagedListStore<Row>(loader, 10, keptBook(keptPage).book)
    await firstPageFails(store)
    await store.reload()
    expect([store.items, store.savedAt, store.hasMore]).toEqual([rows(0, 2), undefined, true])
  })

  it('forgets that the rows were kept when cleared for another account', async () => {
    const store = new PagedListStore<Row>(jest.fn().mockRejectedValue(HttpError.offline()), 10, keptBook(keptPage).book)
    await firstPageFails(store)
    store.clear()
    expect([store.items, store.savedAt]).toEqual([[], undefined])
  })
})
