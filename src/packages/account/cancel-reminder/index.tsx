import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { Cancellation } from '@/api/cancellation'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { PAGE_VIEWS } from '@/lib/analytics'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { CANCELLATION_WAITING_DAYS, waitingDaysLeft, waitingPeriodLastDay } from '@/lib/cancellation'
import { cancellationTexts } from '@/locales/cancellation'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { useStores, useT } from '@/stores'
import { useCancellationStore } from '@/stores/cancellation'
import './index.scss'

const LOSSES = ['membership', 'coins', 'devices', 'records'] as const

/** The waiting period (spec 4): its last China day, the days left, and how a login ends it. */
const PendingCard = observer(function PendingCard({ cancelData }: { cancelData: Cancellation }) {
  const t = useT<'cancellation'>()
  const now = Date.now()
  return (
    <View className='card cancel-state cancel-state--pending' role='status'>
      <Text className='cancel-state__title'>{t('cancel.pending.title')}</Text>
      <TextWithDates className='cancel-state__line' text={t('cancel.pending.submittedAt', { time: chinaDateTimeOf(cancelData.submittedAt) })} />
      <TextWithDates
        className='cancel-state__line cancel-state__strong'
        text={t('cancel.pending.lastDay', { date: waitingPeriodLastDay(cancelData.submittedAt) })}
      />
      <Text className='cancel-state__line'>{t('cancel.pending.daysLeft', { count: waitingDaysLeft(cancelData.submittedAt, now) })}</Text>
      <Text className='cancel-state__line'>{t('cancel.pending.loginEnds')}</Text>
    </View>
  )
})

/** What cancelling loses, what it takes, and the agreement to accept before /cancelAuth (spec 5). */
const Reminder = observer(function Reminder() {
  const t = useT<'cancellation'>()
  const cancellation = useCancellationStore()
  const agreed = cancellation.agreementAccepted
  return (
    <>
      <View className='card cancel-reminder__section'>
        <Text className='cancel-reminder__heading'>{t('reminder.heading')}</Text>
        {LOSSES.map((loss) => (
          <View key={loss} className='cancel-reminder__item'>
            <Icon name='alert-circle' size={16} className='cancel-reminder__mark' />
            <Text className='cancel-reminder__text'>{t(`reminder.loss.${loss}`)}</Text>
          </View>
        ))}
      </View>
      <View className='card cancel-reminder__section'>
        <Text className='cancel-reminder__heading'>{t('reminder.condition.heading')}</Text>
        <Text className='cancel-reminder__text'>{t('reminder.condition.renewals')}</Text>
        <Text className='cancel-reminder__text'>{t('reminder.condition.auth')}</Text>
        <Text className='cancel-reminder__text'>{t('reminder.condition.waiting', { count: CANCELLATION_WAITING_DAYS })}</Text>
      </View>
      <View className='cancel-reminder__agreement'>
        <View
          className={`cancel-reminder__agree${agreed ? ' cancel-reminder__agree--on' : ''}`}
          {...tappable('button')}
          aria-pressed={agreed}
          onClick={() => cancellation.acceptAgreement(!agreed)}
        >
          <View className='cancel-reminder__box'>{agreed && <Icon name='check' size={12} />}</View>
          <Text>{t('reminder.agree')}</Text>
        </View>
        <Text className='cancel-reminder__link' {...tappable('link')} onClick={() => navigateTo(PATH.cancelAccountAgreement)}>
          {t('agreement.kind.cancelAccount')}
        </Text>
      </View>
      {!agreed && <Text className='cancel-reminder__hint'>{t('reminder.agreeFirst')}</Text>}
      <AtButton className='cancel-reminder__next' type='primary' circle disabled={!agreed} onClick={() => navigateTo(PATH.cancelAuth)}>
        {t('reminder.next')}
      </AtButton>
    </>
  )
})

const CancellationView = observer(function CancellationView() {
  const t = useT<'cancellation'>()
  const cancellation = useCancellationStore()
  const { cancelData } = cancellation
  const retry = () => cancellation.loadCancellation().catch(() => undefined)
  const enterprise = Boolean(cancelData?.enterpriseSubAccount)
  const { refuse: refuseEnterprise } = useRefuseEnterprise()

  // the screen says why itself: only the host is told
  useEffect(() => {
    if (enterprise) refuseEnterprise()
  }, [enterprise, refuseEnterprise])

  if (cancellation.userInfoStatus === 'error') return <StatusView status='error' message={t('cancel.noUserInfo')} onRetry={retry} />
  if (cancellation.cancelDataStatus === 'error') return <StatusView status='error' message={t('cancel.loadFailed')} onRetry={retry} />
  if (!cancelData) return <StatusView status='loading' />
  if (cancelData.state === 'pending') return <PendingCard cancelData={cancelData} />
  if (cancelData.state === 'cancelled') {
    return (
      <View className='card cancel-state' role='status'>
        <Text className='cancel-state__title'>{t('cancel.cancelled.title')}</Text>
        <TextWithDates className='cancel-state__line' text={t('cancel.cancelled.text', { date: chinaDateOf(cancelData.takesEffectAt) })} />
      </View>
    )
  }
  return (
    <>
      {cancelData.state === 'withdrawn' && (
        <View className='card cancel-state cancel-state--withdrawn' role='status'>
          <Text className='cancel-state__title'>{t('cancel.withdrawn.title')}</Text>
          <TextWithDates className='cancel-state__line' text={t('cancel.withdrawn.text', { time: chinaDateTimeOf(cancelData.withdrawnAt) })} />
        </View>
      )}
      {enterprise ? <StatusView status='empty' message={t('host.enterpriseSubAccount')} /> : <Reminder />}
    </>
  )
})

/** /cancelReminder: the first step of account cancellation, and where its waiting period shows (spec 2, 4, 5, 7). */
function CancelReminderPage() {
  const t = useT<'cancellation'>()
  const { session } = useStores()
  const cancellation = useCancellationStore()
  const loggedIn = session.isLoggedIn

  useEffect(() => {
    trackPageView(PAGE_VIEWS.accountCancellation)
  }, [])

  // Again after a login: it may have ended a waiting period (spec 4).
  useAccountLoad(() => {
    if (loggedIn) cancellation.loadCancellation().catch(() => undefined)
  })

  return (
    <PageShell title={t('cancel.title')} className='cancel-reminder'>
      {loggedIn ? <CancellationView /> : <SignInRequired reason={t('cancel.loginPrompt')} />}
    </PageShell>
  )
}

export default definePage(CancelReminderPage, cancellationTexts)
