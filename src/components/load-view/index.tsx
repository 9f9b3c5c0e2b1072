import type { ReactNode } from 'react'
import { LastKnownNote } from '../last-known-note'
import { StatusView } from '../status-view'
import type { ServerRead } from './use-server-read'

export { useLastKnown, useServerRead, type ServerRead } from './use-server-read'

interface LoadViewProps<T> {
  load: ServerRead<T>
  /** Says what failed, e.g. "list load failed" (spec 8); the generic text otherwise. */
  failureText?: string
  /** An answer with nothing to show, e.g. no questions: the empty state instead of `children`. */
  isEmpty?: (data: T) => boolean
  emptyText?: string
  children: (data: T) => ReactNode
}

/** One server read on screen: loading, the error with its retry, empty, or `children` with the answer (and its time, if an earlier visit's). */
export function LoadView<T>({ load, failureText, isEmpty, emptyText, children }: LoadViewProps<T>) {
  if (load.status === 'error') return <StatusView status='error' message={failureText} onRetry={load.retry} />
  if (load.status !== 'ready') return <StatusView status='loading' />
  if (isEmpty?.(load.data)) return <StatusView status='empty' message={emptyText} />
  return (
    <>
      <LastKnownNote savedAt={load.savedAt} />
      {children(load.data)}
    </>
  )
}
