import { useEffect, useRef } from 'react'
import { useStores } from '@/stores'

/**
 * Calls `load` when the page shows and again whenever the signed-in account changes (a login, a
 * switch to another user, a logout): the stores were cleared for the new account, so the page asks
 * again for what it shows. The caller is an observer, so the change of account renders it.
 */
export function useAccountLoad(load: () => void): void {
  const { session } = useStores()
  // the newest function, so a page may pass an inline one without loading again on every render
  const latest = useRef(load)
  latest.current = load
  const { token } = session

  useEffect(() => {
    latest.current()
  }, [token])
}
