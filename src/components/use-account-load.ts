import { useEffect, useRef } from 'react'
import { useStores } from '@/stores'
import { useChangeCount } from './use-change-count'

/**
 * Calls `load` when the page shows, again whenever the signed-in account changes (a login, a switch
 * to another user, a logout: the stores were cleared for the new account, so the page asks again for
 * what it shows), and again when one of `inputs` changes (the language, a tab). A render that changes
 * both loads once; and again when the network is back after a request failed for want of it (issue 26:
 * what is shown stays while it is read again). The caller is an observer, so these changes render it.
 */
export function useAccountLoad(load: () => void, inputs: readonly unknown[] = []): void {
  const { session, network } = useStores()
  // the newest function, so a page may pass an inline one without loading again on every render
  const latest = useRef(load)
  latest.current = load
  const changes = useChangeCount([session.token, network.reconnects, ...inputs])

  useEffect(() => {
    latest.current()
  }, [changes])
}
