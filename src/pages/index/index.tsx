import { useEffect } from 'react'
import { definePage } from '@/components/page-gate'
import { StatusView } from '@/components/status-view'
import { redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'

/** `/` and the mini-program's launch page lead to the home screen. */
function EntryPage() {
  useEffect(() => {
    redirectTo(HOME_PATH)
  }, [])
  return <StatusView status='loading' />
}

export default definePage(EntryPage)
