import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useStores, useT } from '@/stores'

/**
 * What every task page shows before its task: the wait for the host's token (the follow page is
 * a no-wait route), the login for visitors and, for blacklisted or risky accounts, why they cannot
 * join and where to appeal (spec 6) instead of the task.
 */
export const TaskGate = observer(function TaskGate({ children }: { children: () => ReactNode }) {
  const t = useT<'tasks'>()
  const { session } = useStores()
  if (!session.tokenKnown) return <StatusView status='loading' />
  if (!session.isLoggedIn) return <SignInRequired reason={t('tasks.loginReason')} />
  if (session.isRestricted) return <RestrictedNotice />
  return <>{children()}</>
})
