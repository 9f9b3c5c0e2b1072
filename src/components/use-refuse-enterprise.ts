import { useCallback, useMemo, useRef } from 'react'
import { isEnterpriseRefusal } from '@/lib/enterprise'
import { host } from '@/platform'
import { notify } from '@/services/notify'

export interface EnterpriseRefusal {
  /** Tells the host and shows `text`; a screen that shows its own notice passes none. */
  refuse: (text?: string) => void
  /** Refuses with `text` when `error` is an area's enterprise refusal; true then. */
  refusedBy: (error: unknown, text: string) => boolean
}

/**
 * Spec 6: an enterprise sub-account tried a VIP operation. The host hears it once per screen: a
 * double tap, or a refusal the page saw coming and the server's own, must not open the app's
 * notice twice. The words are the caller's: each area says it its own way.
 */
export function useRefuseEnterprise(): EnterpriseRefusal {
  const told = useRef(false)
  const refuse = useCallback((text?: string) => {
    if (!told.current) {
      told.current = true
      host.enterpriseSubAccount()
    }
    if (text !== undefined) notify(text)
  }, [])
  return useMemo(
    () => ({
      refuse,
      refusedBy: (error, text) => {
        if (!isEnterpriseRefusal(error)) return false
        refuse(text)
        return true
      },
    }),
    [refuse],
  )
}
