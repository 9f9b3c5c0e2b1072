import { useCallback, useEffect, useRef, useState } from 'react'
import { useStores } from '@/stores'
import { useChangeCount } from '../use-change-count'

/** What a page shows for one server read: the spinner, the error with its retry, or the answer. */
export type ServerRead<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T }

/**
 * Reads `load()` when the page shows and again whenever the signed-in account (the caller is an
 * observer) or one of `inputs` changes (the language, a query). The newest read wins: an older
 * answer arriving late is dropped, and so is every answer after the component is gone. `load`
 * undefined reads nothing (e.g. a visitor). The error carries `retry`; taps on it while a read is
 * on its way start nothing more. A read that failed is retried when the network is back (issue 26).
 */
export function useServerRead<T>(load: (() => Promise<T>) | undefined, inputs: readonly unknown[]): ServerRead<T> {
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
  const failed = state.status === 'error'

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
    setState({ status: 'loading' })
    read().then(
      (data) => {
        if (!current) return
        reading.current = false
        setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (!current) return
        reading.current = false
        setState({ status: 'error', error, retry })
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
    if (failed) retry()
  }, [reconnects, failed, retry])

  return state
}
