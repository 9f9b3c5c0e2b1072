import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx'
import { isNoAnswer, Latest, type LoadStatus } from './async'
import type { LastKnownBook } from './last-known'

export interface ListPage<T> {
  list: T[]
  hasMore: boolean
  /** the wire data the page was read from, kept as the list's last-known copy (src/api/shape.ts parseAnswerKeepingWire) */
  wire?: unknown
}

export type PageLoader<T> = (page: number, pageSize: number) => Promise<ListPage<T>>

/**
 * A server list read page by page, for ScrollList. The first page replaces the rows (first
 * load, retry, pull to refresh); later pages append. An answer that arrives after a newer
 * first-page load started is dropped, so a refresh never mixes two lists. An answer adds no more
 * rows than the page size asked for; the next page is still the next page number.
 */
export class PagedListStore<T> {
  items: T[] = []
  status: LoadStatus = 'idle'
  loading = false
  hasMore = true
  error: unknown = undefined
  /** When the rows shown were read, if they are the last-known first page of an earlier visit; undefined for this visit's. */
  savedAt: number | undefined = undefined
  private page = 0
  private readonly firstPages = new Latest()
  private readonly loader: PageLoader<T>
  private readonly pageSize: number
  private readonly lastKnown: LastKnownBook<ListPage<T>, unknown> | undefined

  /**
   * With `lastKnown`, each first page's wire data is kept, and shown with its time when the first
   * page gets no answer (offline, a dropped connection, a timeout) and no rows are on screen (issue 26).
   */
  constructor(loader: PageLoader<T>, pageSize: number, lastKnown?: LastKnownBook<ListPage<T>, unknown>) {
    this.loader = loader
    this.pageSize = pageSize
    this.lastKnown = lastKnown
    // Rows stay plain objects: appending page 100 must not deep-convert the 990 rows before it.
    makeAutoObservable<PagedListStore<T>, 'loader' | 'pageSize' | 'firstPages' | 'rowsOf' | 'lastKnown'>(this, {
      loader: false,
      rowsOf: false,
      firstPages: false,
      pageSize: false,
      lastKnown: false,
      items: observableShallow,
      error: observableRef,
    })
  }

  /** First page; the rows on screen stay until the new ones arrive. */
  async reload(): Promise<void> {
    const isNewest = this.firstPages.next()
    this.loading = true
    if (this.items.length === 0) this.status = 'loading'
    try {
      const answer = await this.loader(1, this.pageSize)
      runInAction(() => {
        if (!isNewest()) return
        this.items = this.rowsOf(answer)
        this.page = 1
        this.hasMore = answer.hasMore
        this.status = 'ready'
        this.error = undefined
        this.savedAt = undefined
        if (answer.wire !== undefined) this.lastKnown?.remember(answer.wire)
      })
    } catch (error) {
      runInAction(() => {
        if (!isNewest()) return
        this.error = error
        if (this.items.length === 0 && !(isNoAnswer(error) && this.showLastKnown())) this.status = 'error'
      })
      throw error
    } finally {
      runInAction(() => {
        if (isNewest()) this.loading = false
      })
    }
  }

  /** The next page; nothing when there is no more or a load is running. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loading || this.status !== 'ready') return
    const isCurrent = this.firstPages.current()
    this.loading = true
    try {
      const answer = await this.loader(this.page + 1, this.pageSize)
      runInAction(() => {
        if (!isCurrent()) return
        this.items = [...this.items, ...this.rowsOf(answer)]
        this.page += 1
        this.hasMore = answer.hasMore
      })
    } finally {
      runInAction(() => {
        if (isCurrent()) this.loading = false
      })
    }
  }

  // The kept first page only: later pages are read when the network is back.
  private showLastKnown(): boolean {
    const kept = this.lastKnown?.recall()
    if (!kept) return false
    this.items = this.rowsOf(kept.data)
    this.page = 1
    this.hasMore = false
    this.savedAt = kept.savedAt
    this.status = 'ready'
    return true
  }

  // A server that ignores the page size may answer thousands of rows: take no more than asked for.
  private rowsOf(answer: ListPage<T>): T[] {
    return answer.list.length > this.pageSize ? answer.list.slice(0, this.pageSize) : answer.list
  }

  /**
   * Puts `update(row)` in place of every row that matches. Rows are plain objects, so a change
   * shows only through a new object: the row's observer re-renders, the others keep theirs.
   */
  replace(matches: (item: T) => boolean, update: (item: T) => T): void {
    if (!this.items.some(matches)) return
    this.items = this.items.map((item) => (matches(item) ? update(item) : item))
  }

  /** Forgets the rows, e.g. when another user signs in; a running load is dropped. */
  clear(): void {
    this.firstPages.drop()
    this.items = []
    this.page = 0
    this.hasMore = true
    this.loading = false
    this.status = 'idle'
    this.error = undefined
    this.savedAt = undefined
  }
}
