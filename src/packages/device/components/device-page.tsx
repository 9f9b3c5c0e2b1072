import type { ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { useStores, useT } from '@/stores'

/** The frame of every device page: a visitor is asked to log in; the content is for the signed-in. */
export const DevicePage = observer(function DevicePage({
  title,
  className,
  children,
}: {
  title: string
  className: string
  children: ReactNode
}) {
  const t = useT<'device'>()
  const { session } = useStores()
  return (
    <PageShell title={title} className={className}>
      {session.isLoggedIn ? children : <SignInRequired reason={t('device.loginTitle')} />}
    </PageShell>
  )
})
