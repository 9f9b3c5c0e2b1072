import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { OrderPageState } from '@/platform'
import { useOrderPageStates } from '@/platform/host-items'
import { notifyFailure } from '@/services/notify'
import type { PagedListStore } from '@/stores/paged-list'
import { LastKnownNote } from '../last-known-note'
import { ScrollList } from '../scroll-list'
import { StatusView } from '../status-view'

interface PagedListProps<T> {
  list: PagedListStore<T>
  /** A stable function (module level or useCallback), as ScrollList needs. */
  row: (item: T, index: number) => ReactNode
  rowKey: (item: T) => string
  /** Says what failed to load, e.g. "list load failed" (spec 8). */
  failureText: string
  emptyText?: string
  className?: string
  /** an order list: the desktop apps are told what it shows (docs/bridge.md 3.2) */
  orderList?: boolean
}

function listShows<T>(list: PagedListStore<T>): OrderPageState {
  if (list.status === 'error') return 'failed'
  if (list.status !== 'ready') return 'loading'
  return list.items.length === 0 ? 'empty' : 'list'
}

/**
 * A server list page by page: loading, error with retry, empty, then the ScrollList with
 * load-more and pull to refresh; an earlier visit's copy is marked as such. The page starts the
 * first load (`list.reload()`).
 */
export const PagedList = observer(function PagedList<T>({
  list,
  row,
  rowKey,
  failureText,
  emptyText,
  className,
  orderList,
}: PagedListProps<T>) {
  const shows = listShows(list)
  useOrderPageStates(orderList ? shows : undefined, list.items.length)

  async function pullToRefresh() {
    try {
      await list.reload()
    } catch (error) {
      notifyFailure(error, failureText)
      // rethrown so the list closes its pull header without "refresh complete"
      throw error
    }
  }

  function loadMore() {
    return list.loadMore().catch((error: unknown) => notifyFailure(error, failureText))
  }

  // A failed retry shows this error view again: nothing more to say.
  const retry = () => void list.reload().catch(() => undefined)

  if (shows === 'failed') return <StatusView status='error' message={failureText} onRetry={retry} />
  if (shows === 'loading') return <StatusView status='loading' />
  // issue 26: an earlier visit's first page, shown offline, says when it was read
  const kept = <LastKnownNote savedAt={list.savedAt} />
  if (shows === 'empty') {
    return (
      <>
        {kept}
        <StatusView status='empty' message={emptyText} />
      </>
    )
  }
  return (
    <>
      {kept}
      <ScrollList
        className={className}
        dataSource={list.items}
        loading={list.loading}
        hasMore={list.hasMore}
        onLoad={loadMore}
        onRefresh={pullToRefresh}
        pullToRefresh
        fullHeight
        row={row}
        rowKey={rowKey}
      />
    </>
  )
})
