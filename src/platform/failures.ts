// H5: what nothing caught reaches the window as an error or unhandledrejection event.
import { useEffect } from 'react'
import { recordFailure } from './failure-log'

export function useFailureHooks(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => recordFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => recordFailure(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}
