import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { useState } from 'react'
import type { Pause } from '@/api/membership'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { RecordField } from '@/components/record-field'
import { SignInRequired } from '@/components/sign-in-required'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { pauseEndOf, pausedDaysOf, pauseStateOf } from '@/lib/membership'
import { memberManageTexts } from '@/locales/memberManage'
import { useStores, useT } from '@/stores'
import { useMembershipStore } from '@/stores/membership'
import '@/styles/taro-ui/tag.scss'
import '../components/index.scss'
import './index.scss'

/** One pause: when it began and ended, how long the membership stood still. */
function PauseCard({ pause }: { pause: Pause }) {
  const t = useT<'memberManage'>()
  // the moment the rows were read is close enough: a running pause shows "paused" until the list is read again
  const [now] = useState(() => Date.now())
  const state = pauseStateOf(pause, now)
  return (
    <View className='card manage-card pause-record' data-pause-no={pause.pauseNo} data-state={state}>
      <View className='manage-card__head'>
        <Text className='manage-card__title'>{t('pauseRecord.heading', { count: pause.days })}</Text>
        <AtTag size='small' circle className={`manage-card__tag manage-card__tag--${state}`}>
          {t(`pauseRecord.state.${state}`)}
        </AtTag>
      </View>
      <View className='manage-card__fields'>
        <RecordField label={t('pauseRecord.pauseNo')}>
          <Text className='manage-card__number'>{pause.pauseNo}</Text>
        </RecordField>
        <RecordField label={t('pauseRecord.startedAt')}>
          <Text className='manage-card__date'>{chinaDateTimeOf(pause.startedAt)}</Text>
        </RecordField>
        <RecordField label={state === 'running' ? t('pauseRecord.plannedEnd') : t('pauseRecord.endedAt')}>
          <Text className='manage-card__date'>{chinaDateTimeOf(pauseEndOf(pause))}</Text>
        </RecordField>
        {state !== 'running' && (
          <RecordField label={t('pauseRecord.pausedDays')}>
            <Text>{t('pauseRecord.days', { count: pausedDaysOf(pause, now) })}</Text>
          </RecordField>
        )}
      </View>
    </View>
  )
}

// ScrollList memoises rows on these functions: they stay the same between renders.
const renderPause = (pause: Pause) => <PauseCard pause={pause} />
const pauseKey = (pause: Pause) => pause.pauseNo

/** /pauseRecord: the member's pauses, newest first, page by page. */
function PauseRecordPage() {
  const t = useT<'memberManage'>()
  const { session } = useStores()
  const membership = useMembershipStore()
  const loggedIn = session.isLoggedIn

  useAccountLoad(() => {
    if (loggedIn) membership.pauses.reload().catch(() => undefined)
  })

  return (
    <PageShell title={t('pauseRecord.title')} className='manage pause-records-page'>
      {loggedIn ? (
        <PagedList
          className='pause-records'
          list={membership.pauses}
          row={renderPause}
          rowKey={pauseKey}
          failureText={t('pauseRecord.loadFailed')}
          emptyText={t('pauseRecord.empty')}
        />
      ) : (
        <SignInRequired reason={t('pauseRecord.loginPrompt')} />
      )}
    </PageShell>
  )
}

export default definePage(PauseRecordPage, memberManageTexts)
