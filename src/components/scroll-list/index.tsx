import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { memo, useCallback, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react'
import { detectClient, isDesktopApp } from '@/platform'
import type { ShellKey } from '@/locales'
import { useT } from '@/stores'
import { DESKTOP_APP_LIST_HEIGHT, END_REACHED_THRESHOLD, LIST_FOOTER_PADDING, LIST_PAGE_SIZE } from './constants'
import { footerState, type FooterState, type PullState } from './rules'
import { useListHeight } from './use-list-height'
import { usePullToRefresh } from './use-pull-to-refresh'
import './index.scss'

export {
  DESKTOP_APP_LIST_HEIGHT,
  END_REACHED_THRESHOLD,
  LIST_FOOTER_PADDING,
  LIST_PAGE_SIZE,
  PULL_MAX_DISTANCE,
  PULL_REFRESH_THRESHOLD,
  PULL_RESISTANCE,
  REFRESH_COMPLETE_MS,
} from './constants'
export type { FooterState, PullState } from './rules'

/** Spec 3: the scrolling list's inputs. */
export interface ScrollListProps<T> {
  /** the rows loaded so far; the page loads the first page itself (and shows StatusView meanwhile) */
  dataSource: readonly T[]
  loading: boolean
  hasMore: boolean
  /** loads the next page; not called without `hasMore`, while `loading`, or while a call still runs */
  onLoad: () => Promise<void> | void
  onRefresh?: () => Promise<void> | void
  /**
   * Renders one row. Must be a stable function (module level, or `useCallback`), like `rowKey`:
   * rows are memoised on `item`, `index`, `row` and `rowKey`, so a new function on every render
   * re-renders all rows.
   */
  row: (item: T, index: number) => ReactNode
  rowKey: (item: T) => string
  /** with `onRefresh`: pulling the list down from its top refreshes it */
  pullToRefresh?: boolean
  className?: string
  /** in the desktop app, a fixed height of 611 px instead of the measured one */
  fullHeight?: boolean
  listFooterStyle?: CSSProperties
}

const PULL_TEXT: Record<Exclude<PullState, 'idle'>, ShellKey> = {
  pulling: 'list.pulling',
  canRelease: 'list.canRelease',
  refreshing: 'list.refreshing',
  complete: 'list.complete',
}

const FOOTER_TEXT: Record<Exclude<FooterState, 'idle'>, ShellKey> = {
  loading: 'common.loading',
  empty: 'list.noData',
  loaded: 'list.loaded',
}

interface ListRowProps<T> {
  item: T
  index: number
  row: (item: T, index: number) => ReactNode
}

// An observer (memoised by observer) per row: appending a page renders only the new rows, and a
// change of one observable item renders only its row.
const ListRow = observer(function ListRow<T>({ item, index, row }: ListRowProps<T>) {
  return <>{row(item, index)}</>
})

interface ListChunkProps<T> {
  items: readonly T[]
  start: number
  row: (item: T, index: number) => ReactNode
  rowKey: (item: T) => string
}

function sameChunk<T>(before: ListChunkProps<T>, after: ListChunkProps<T>): boolean {
  return (
    before.start === after.start &&
    before.row === after.row &&
    before.rowKey === after.rowKey &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index])
  )
}

// Rows grouped a page at a time: appending page 100 compares 100 unchanged groups, not 990 rows.
const ListChunk = memo(function ListChunk<T>({ items, start, row, rowKey }: ListChunkProps<T>) {
  return (
    <>
      {items.map((item, offset) => (
        <ListRow key={rowKey(item)} item={item} index={start + offset} row={row} />
      ))}
    </>
  )
}, sameChunk) as <T>(props: ListChunkProps<T>) => ReactNode

function chunksOf<T>(items: readonly T[]): Array<{ start: number; items: readonly T[] }> {
  const chunks: Array<{ start: number; items: readonly T[] }> = []
  for (let start = 0; start < items.length; start += LIST_PAGE_SIZE) {
    chunks.push({ start, items: items.slice(start, start + LIST_PAGE_SIZE) })
  }
  return chunks
}

// A scrolling region is a Tab stop, so a keyboard can scroll it (Taro's types leave tabIndex out).
const KEYBOARD_SCROLLABLE = { tabIndex: 0 }

/** The shared infinite list of every list page: load more at the end, pull to refresh, footer. */
export const ScrollList = observer(function ScrollList<T>({
  dataSource,
  loading,
  hasMore,
  onLoad,
  onRefresh,
  row,
  rowKey,
  pullToRefresh,
  className,
  fullHeight,
  listFooterStyle,
}: ScrollListProps<T>) {
  const t = useT()
  const listId = `scroll-list-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const contentId = `${listId}-content`
  const inDesktopApp = useMemo(() => isDesktopApp(detectClient()), [])
  const pull = usePullToRefresh(pullToRefresh && onRefresh ? onRefresh : undefined)
  const pullEnabled = Boolean(pullToRefresh && onRefresh)

  // handlers run after awaits and measurements: they read the newest props, not a render's
  const latest = useRef({ loading, hasMore, onLoad, isRefreshing: pull.isRefreshing, count: dataSource.length })
  latest.current = { loading, hasMore, onLoad, isRefreshing: pull.isRefreshing, count: dataSource.length }
  // spec 4: the flag that is set while a load-more call runs and cleared afterwards
  const loadMoreRunning = useRef(false)
  // rows count for which the content was found too short and a page was asked for
  const filledAt = useRef(-1)

  /** Asks for the next page unless one is not wanted now; tells whether it did. */
  const loadMore = useCallback((): boolean => {
    const { loading: isLoading, hasMore: more, onLoad: load, isRefreshing } = latest.current
    // spec 4: load-more does nothing when hasMore is false
    if (!more || isLoading || loadMoreRunning.current || isRefreshing()) return false
    loadMoreRunning.current = true
    void (async () => {
      try {
        await load()
      } catch (error) {
        // the page shows its own failure; the list only has to stay usable
        console.warn('[scroll-list] load more failed', error)
      } finally {
        loadMoreRunning.current = false
      }
    })()
    return true
  }, [])

  const onContentShort = useCallback(() => {
    // rows that do not fill the list can never be scrolled to the end: ask once per row count
    const count = latest.current.count
    if (count === 0 || filledAt.current === count) return
    if (loadMore()) filledAt.current = count
  }, [loadMore])

  const height = useListHeight(
    listId,
    contentId,
    fullHeight && inDesktopApp ? DESKTOP_APP_LIST_HEIGHT : undefined,
    dataSource.length,
    onContentShort,
  )

  const footer = footerState(loading, dataSource.length, hasMore)
  const footerStyle: CSSProperties = { padding: LIST_FOOTER_PADDING, textAlign: 'center', ...listFooterStyle }
  const listStyle: CSSProperties | undefined = height === undefined ? undefined : { height }

  return (
    <ScrollView
      id={listId}
      className={className ? `scroll-list ${className}` : 'scroll-list'}
      style={listStyle}
      scrollY
      {...KEYBOARD_SCROLLABLE}
      lowerThreshold={END_REACHED_THRESHOLD}
      onScrollToLower={() => loadMore()}
      onScroll={pullEnabled ? pull.onScroll : undefined}
      onTouchStart={pullEnabled ? pull.onTouchStart : undefined}
      onTouchMove={pullEnabled ? pull.onTouchMove : undefined}
      onTouchEnd={pullEnabled ? pull.onTouchEnd : undefined}
      onTouchCancel={pullEnabled ? pull.onTouchCancel : undefined}
      data-pull-state={pullEnabled ? pull.state : undefined}
    >
      <View id={contentId} className='scroll-list__content'>
        {pullEnabled && (
          <View
            className={`scroll-list__pull${pull.dragging ? ' scroll-list__pull--dragging' : ''}`}
            style={{ height: pull.distance }}
          >
            {pull.state !== 'idle' && <Text className='scroll-list__pull-text'>{t(PULL_TEXT[pull.state])}</Text>}
          </View>
        )}
        {chunksOf(dataSource).map((chunk) => (
          <ListChunk key={chunk.start} items={chunk.items} start={chunk.start} row={row} rowKey={rowKey} />
        ))}
        <View className='scroll-list__footer' style={footerStyle} data-footer-state={footer}>
          {footer !== 'idle' && <Text className='scroll-list__footer-text'>{t(FOOTER_TEXT[footer])}</Text>}
        </View>
      </View>
    </ScrollView>
  )
})
