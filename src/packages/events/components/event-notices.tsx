import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { NoticeCard } from '@/components/notice-card'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import type { EventPeriod } from '@/lib/point-events'
import { useStores, useT } from '@/stores'
import type { EventState } from '@/stores/events/event-state'
import './event-notices.scss'

/** Spec 6 above an event: the restricted notice, or the login prompt for a visitor. */
export const EventAccess = observer(function EventAccess({ visitorReason }: { visitorReason: string }) {
  const { session } = useStores()
  if (session.isRestricted) return <RestrictedNotice />
  if (!session.isLoggedIn) return <SignInRequired inline reason={visitorReason} />
  return null
})

/** An event's read: loading, "loading failed, retry later" (spec 8) with its retry, or the event. */
export const EventLoad = observer(function EventLoad<T>({ event, children }: { event: EventState<T>; children: (data: T) => ReactNode }) {
  const t = useT<'events'>()
  if (event.status === 'error') return <StatusView status='error' message={t('event.loadFailed')} onRetry={() => void event.load()} />
  if (!event.data) return <StatusView status='loading' />
  return <>{children(event.data)}</>
})

/** The event's period in China time. */
export const EventPeriodLine = observer(function EventPeriodLine({ period }: { period: EventPeriod }) {
  const t = useT<'events'>()
  return <TextWithDates className='event-period' text={t('event.period', { start: chinaDateTimeOf(period.startAt), end: chinaDateTimeOf(period.endAt) })} />
})

/** Spec 2 notice "event ended". */
export const EventEnded = observer(function EventEnded() {
  const t = useT<'events'>()
  return (
    <View data-testid='event-ended'>
      <NoticeCard icon='clock' tone='warning' heading={t('event.ended')} text={t('event.endedHint')} />
    </View>
  )
})

/** The day an upcoming event starts, China time. */
export const EventStartsOn = observer(function EventStartsOn({ period }: { period: EventPeriod }) {
  const t = useT<'events'>()
  return <TextWithDates className='event-starts' text={t('event.startsOn', { date: chinaDateOf(period.startAt) })} />
})
