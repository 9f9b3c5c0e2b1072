import { Text } from '@tarojs/components'
import { AtTabs } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Application } from '@/api/applications'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { SignInRequired } from '@/components/sign-in-required'
import { useAccountLoad } from '@/components/use-account-load'
import { APPLICATION_TABS, type ApplicationKind, type ApplicationTab } from '@/lib/applications'
import { useStores, useT } from '@/stores'
import { useApplicationStore } from '@/stores/applications'
import { ApplicationCard, useStateLabel } from './application-card'
import '@/styles/taro-ui/tabs.scss'
import '@/styles/taro-ui/tag.scss'
import './applications.scss'

const renderApplication = (application: Application) => <ApplicationCard application={application} />
const applicationKey = (application: Application) => application.id
const SCREEN_TEXTS = { app: 'appApply', line: 'lineApply' } as const

/** The records of one kind of application, a tab per state (spec 4), for a signed-in user. */
export const ApplicationRecords = observer(function ApplicationRecords({ kind }: { kind: ApplicationKind }) {
  const t = useT<'order'>()
  const stateLabel = useStateLabel()
  const { session } = useStores()
  const applications = useApplicationStore()
  const [tab, setTab] = useState<ApplicationTab>('all')
  const list = applications.listOf(kind, tab)
  const loggedIn = session.isLoggedIn
  const screen = SCREEN_TEXTS[kind]

  // `list` follows the tab: choosing one loads its list
  useAccountLoad(() => {
    if (loggedIn) list.reload().catch(() => undefined)
  }, [list])

  return (
    <PageShell title={t(`${screen}.title`)} className='applications'>
      {loggedIn ? (
        <>
          <AtTabs
            className='applications__tabs'
            current={APPLICATION_TABS.indexOf(tab)}
            tabList={APPLICATION_TABS.map((item) => ({ title: item === 'all' ? t('apply.tab.all') : stateLabel({ kind }, item) }))}
            swipeable={false}
            onClick={(index: number) => setTab(APPLICATION_TABS[index] ?? tab)}
          />
          <Text className='applications__intro'>{t(`${screen}.intro`)}</Text>
          <PagedList
            className='applications__list'
            list={list}
            row={renderApplication}
            rowKey={applicationKey}
            failureText={t('apply.loadFailed')}
            emptyText={t(`${screen}.empty`)}
          />
        </>
      ) : (
        <SignInRequired reason={t(`${screen}.loginPrompt`)} />
      )}
    </PageShell>
  )
})
