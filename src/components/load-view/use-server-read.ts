import { useCallback, useEffect, useRef, useState } from 'react'
import { useStores } from '@/stores'
import { isNoAnswer } from '@/stores/async'
import { lastKnown, type LastKnownBook, type LastKnownName, type StoredReader } from '@/stores/last-known'
import { useChangeCount } from '../use-change-count'

/** What a page shows for one server read: the spinner, the error with its retry, or the answer. */
export type ServerRead<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** `savedAt`: the answer is the last-known one of an earlier visit (offline), read then. */
  | { status: 'ready'; data: T; savedAt?: number }

export interface ServerReadOptions<T> {
  /** Keeps each answer, and shows the kept one with its time when a read gets no answer (issue 26). */
  lastKnown?: LastKnownBook<T>
}

/** Whether what is shown is an earlier visit's answer. */
function showsLastKnown<T>(read: ServerRead<T>): boolean {
  return read.status === 'ready' && read.savedAt !== undefined
}

/** The book of answer `name` for the signed-in account, for useServerRead's `lastKnown`. */
export function useLastKnown<T>(name: LastKnownName, read: StoredReader<T>): LastKnownBook<T> {
  const { session } = useStores()
  const [book] = useState(() => lastKnown(name, () => session.token, read))
  return book
}

/**
 * Reads `load()` when the page shows and again whenever the signed-in account (the caller is an
 * observer) or one of `inputs` changes (the language, a query). The newest read wins: an older
 * answer arriving late is dropped, and so is every answer after the component is gone. `load`
 * undefined reads nothing (e.g. a visitor). The error carries `retry`; taps on it while a read is
 * on its way start nothing more. A read that failed, or that showed the last-known answer, is retried
 * when the network is back (issue 26); the last-known answer stays shown while it is.
 */
export function useServerRead<T>(
  load: (() => Promise<T>) | undefined,
  inputs: readonly unknown[],
  { lastKnown: kept }: ServerReadOptions<T> = {},
): ServerRead<T> {
  const enabled = load !== undefined
  const [state, setState] = useState<ServerRead<T>>(enabled ? { status: 'loading' } : { status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  // the newest function, so a page may pass an inline one without reading again on every render
  const latest = useRef(load)
  latest.current = load
  const reading = useRef(false)
  const { session, network } = useStores()
  const generation = useChangeCount([session.token, ...inputs])
  const reconnects = network.reconnects
  const keptBook = useRef(kept)
  keptBook.current = kept
  // a failed read, or an earlier visit's answer on screen: both want the network's return
  const wantsNetwork = state.status === 'error' || showsLastKnown(state)

  const retry = useCallback(() => {
    if (reading.current) return
    reading.current = true
    setAttempt((count) => count + 1)
  }, [])

  useEffect(() => {
    const read = latest.current
    if (!read) {
      reading.current = false
      setState({ status: 'idle' })
      return undefined
    }
    let current = true
    reading.current = true
    setState((shown) => (showsLastKnown(shown) ? shown : { status: 'loading' }))
    read().then(
      (data) => {
        if (!current) return
        reading.current = false
        keptBook.current?.remember(data)
        setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (!current) return
        reading.current = false
        const remembered = isNoAnswer(error) ? keptBook.current?.recall() : undefined
        setState(remembered ? { status: 'ready', ...remembered } : { status: 'error', error, retry })
      },
    )
    return () => {
      current = false
    }
  }, [generation, attempt, enabled, retry])

  // only the reconnect itself retries: a read failing later waits for the user or the next return
  const seenReconnects = useRef(reconnects)
  useEffect(() => {
    if (seenReconnects.current === reconnects) return
    seenReconnects.current = reconnects
    if (wantsNetwork) retry()
  }, [reconnects, wantsNetwork, retry])

  return state
}
