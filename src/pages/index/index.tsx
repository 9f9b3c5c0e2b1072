import { useEffect } from 'react'
import { StatusView } from '@/components/status-view'
import { redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'

/** `/` and the mini-program's launch page lead to the home screen. */
export default function EntryPage() {
  useEffect(() => {
    redirectTo(HOME_PATH)
  }, [])
  return <StatusView status='loading' />
}
