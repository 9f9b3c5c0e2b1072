import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { useState } from 'react'
import type { PauseStatus } from '@/api/membership'
import { ConfirmSheet } from '@/components/confirm-sheet'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RecordField } from '@/components/record-field'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { useSingleFlight } from '@/components/use-single-flight'
import { chinaDateTimeOf } from '@/lib/calendar'
import {
  expiryAfterPause,
  PAUSE_DAY_CHOICES,
  PAUSE_MAX_DAYS,
  PAUSE_MIN_DAYS,
  pauseRefusal,
  PAUSES_PER_YEAR,
  pausesLeft,
} from '@/lib/membership'
import { memberManageTexts } from '@/locales/memberManage'
import { navigateTo } from '@/platform'
// from its module, not the adapter's index: only the pages with a right item load it
import { useHostRightItem } from '@/platform/host-items'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMembershipStore } from '@/stores/membership'
import { useMembershipAction } from '../components/use-membership-action'
import { RunningPause } from './running-pause'
import '@/styles/taro-ui/tag.scss'
import '../components/index.scss'
import './index.scss'

type Asked = 'pause' | 'resume' | undefined

const LEVELS = [
  { level: 'vip', end: (status: PauseStatus) => status.vipExpireAt },
  { level: 'superVip', end: (status: PauseStatus) => status.superVipExpireAt },
] as const

/** The membership's ends: each level the member has or had. */
function Expiry({ status }: { status: PauseStatus }) {
  const t = useT<'memberManage'>()
  const shown = LEVELS.filter(({ end }) => end(status) > 0)
  if (shown.length === 0) return null
  return (
    <View className='card manage-card pause__expiry'>
      {shown.map(({ level, end }) => (
        <RecordField key={level} label={t(`pause.expiry.${level}`)}>
          <Text className={`manage-card__date pause__expiry-${level}`}>{chinaDateTimeOf(end(status))}</Text>
        </RecordField>
      ))}
    </View>
  )
}

function Rules() {
  const t = useT<'memberManage'>()
  return (
    <View className='manage__section'>
      <Text className='manage__section-title'>{t('pause.rulesTitle')}</Text>
      <View className='pause__rules'>
        <Text className='pause__rule'>{t('pause.rule.count', { count: PAUSES_PER_YEAR })}</Text>
        <Text className='pause__rule'>{t('pause.rule.days', { min: PAUSE_MIN_DAYS, max: PAUSE_MAX_DAYS })}</Text>
        <Text className='pause__rule'>{t('pause.rule.what')}</Text>
        <Text className='pause__rule'>{t('pause.rule.renewal')}</Text>
        <Text className='pause__rule'>{t('pause.rule.resume')}</Text>
      </View>
    </View>
  )
}

/** /pauseManager: pause the membership's running time for a chosen number of days, or resume early. */
function PauseManagerPage() {
  const t = useT<'memberManage'>()
  const { session } = useStores()
  const membership = useMembershipStore()
  const { refuseEnterprise, tellFailure } = useMembershipAction()
  const [days, setDays] = useState(PAUSE_DAY_CHOICES[0] ?? PAUSE_MIN_DAYS)
  const [asked, setAsked] = useState<Asked>(undefined)
  const flight = useSingleFlight()
  const loggedIn = session.isLoggedIn
  useHostRightItem(loggedIn ? { title: t('pause.recordsLink'), path: PATH.pauseRecord } : undefined)
  const read = membership.pause

  useAccountLoad(() => {
    if (loggedIn) read.load().catch(() => undefined)
  })

  function ask(action: Exclude<Asked, undefined>) {
    if (read.data?.enterpriseSubAccount) {
      refuseEnterprise()
      return
    }
    setAsked(action)
  }

  function confirm() {
    const status = read.data
    if (!status || !asked) return
    const action = asked
    void flight.run(async () => {
      try {
        const done =
          action === 'pause' ? await membership.startPause(days) : status.running ? await membership.resumePause(status.running.pauseNo) : undefined
        if (!done) return
        setAsked(undefined)
        notify(action === 'pause' ? t('pause.started') : t('pause.resumed'))
      } catch (error) {
        setAsked(undefined)
        tellFailure(error)
      }
    })
  }

  function renderStatus(status: PauseStatus) {
    const busy = membership.busy !== null
    if (status.running) return <RunningPause pause={status.running} busy={busy} onResume={() => ask('resume')} />
    const refusal = pauseRefusal({ ...status, paused: false }, status.now)
    if (refusal === 'notMember' || refusal === 'yearLimit') {
      return <Text className='card pause__blocked'>{t(refusal === 'notMember' ? 'pause.notMember' : 'pause.yearLimit')}</Text>
    }
    const endAfter = Math.max(...LEVELS.map(({ end }) => expiryAfterPause(end(status), days, status.now)))
    return (
      <View className='card pause__form'>
        <Text className='manage__section-title' id='pause-days-title'>
          {t('pause.chooseTitle')}
        </Text>
        <View className='pause__choices' role='group' aria-labelledby='pause-days-title'>
          {PAUSE_DAY_CHOICES.map((choice) => (
            <Text
              key={choice}
              className={`pause__choice${choice === days ? ' pause__choice--chosen' : ''}`}
              {...tappable('button')}
              aria-pressed={choice === days}
              onClick={() => setDays(choice)}
            >
              {t('pause.dayChoice', { count: choice })}
            </Text>
          ))}
        </View>
        <TextWithDates className='pause__preview' text={t('pause.preview', { date: chinaDateTimeOf(endAfter) })} />
        <Text className='manage__note pause__left'>{t('pause.left', { count: pausesLeft(status.pausesThisYear) })}</Text>
        <AtButton className='pause__start' type='primary' circle disabled={busy} onClick={() => ask('pause')}>
          {t('pause.start')}
        </AtButton>
      </View>
    )
  }

  let content
  if (!loggedIn) content = <SignInRequired reason={t('pause.loginPrompt')} />
  else if (read.status === 'error') content = <StatusView status='error' message={t('manage.loadFailed')} onRetry={() => void read.load().catch(() => undefined)} />
  else if (!read.data) content = <StatusView status='loading' />
  else {
    content = (
      <>
        {read.data.enterpriseSubAccount && <Text className='manage__notice'>{t('host.enterpriseSubAccount')}</Text>}
        <View className='manage__section'>
          <Expiry status={read.data} />
          {renderStatus(read.data)}
        </View>
        <Rules />
      </>
    )
  }

  return (
    <PageShell title={t('pause.title')} className='manage pause'>
      {content}
      {loggedIn && (
        <View className='manage__links'>
          <Text className='manage__link' {...tappable('link')} onClick={() => void navigateTo(PATH.pauseRecord)}>
            {t('pause.recordsLink')}
          </Text>
        </View>
      )}
      <ConfirmSheet
        className='pause__confirm'
        opened={asked !== undefined}
        title={asked === 'resume' ? t('pause.resumeTitle') : t('pause.confirmTitle')}
        text={asked === 'resume' ? t('pause.resumeText') : t('pause.confirmText', { count: days })}
        keepLabel={asked === 'resume' ? t('pause.resumeKeep') : t('common.cancel')}
        confirmLabel={asked === 'resume' ? t('pause.resumeConfirm') : t('pause.confirmStart')}
        sending={flight.running}
        onConfirm={confirm}
        onClose={() => setAsked(undefined)}
      />
    </PageShell>
  )
}

export default definePage(PauseManagerPage, memberManageTexts)
