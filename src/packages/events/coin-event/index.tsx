import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useAccountLoad } from '@/components/use-account-load'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { eventCoins, eventDays, eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useCoinEventStore } from '@/stores/events/coin-event'
import { EventHero } from '../components/event-hero'
import { EventAccess, EventEnded, EventLoad, EventPeriodLine, EventStartsOn } from '../components/event-notices'
import './index.scss'

/** /pointEventV2: the coin event, a gift of coins for each China-time day of the event, received on that day (spec 2, 3 type 11). */
function CoinEventPage() {
  const t = useT<'events'>()
  const { session, coins, translation } = useStores()
  const coinEvent = useCoinEventStore()
  const { isLoggedIn, isRestricted } = session
  const { language } = translation

  useAccountLoad(() => {
    void coinEvent.event.load()
  }, [language])

  async function claim(): Promise<void> {
    try {
      const answer = await coinEvent.claimToday()
      if (answer) notify(t('event.claimedBalance', { balance: coins.remainCoins }))
    } catch (error) {
      notifyFailure(error, t('event.claimFailed'))
    }
  }

  return (
    <PageShell title={t('coinEvent.title')} className='coin-event'>
      <EventAccess visitorReason={t('coinEvent.visitor')} />
      <EventLoad event={coinEvent.event}>
        {(event) => {
          const now = Date.now()
          const phase = eventPhase(event, now)
          const days = eventDays(event.days, event.claimedDates, now)
          const today = days.find((day) => day.state === 'today')
          const progress = eventCoins(days)
          const joins = isLoggedIn && !isRestricted
          return (
            <>
              <EventHero image={event.image} phase={phase}>
                <Text className='event-hero__name'>{event.name}</Text>
                <EventPeriodLine period={event} />
                {isLoggedIn && (
                  <Text className='coin-event__progress' data-testid='coin-event-progress'>
                    {t('coinEvent.progress', progress)}
                  </Text>
                )}
              </EventHero>
              {phase === 'ended' && <EventEnded />}
              {phase === 'upcoming' && <EventStartsOn period={event} />}
              <View className='card coin-event__days'>
                {days.map((day, index) => (
                  <View key={day.date} className={`coin-event-day coin-event-day--${joins ? day.state : 'upcoming'}`} data-state={day.state} data-date={day.date}>
                    <Text className='coin-event-day__label'>{t('coinEvent.day', { day: index + 1 })}</Text>
                    <Text className='coin-event-day__coins'>{t('coinEvent.dayCoins', { coins: day.coins })}</Text>
                    <Text className='coin-event-day__state'>{t(`coinEvent.state.${day.state}`)}</Text>
                  </View>
                ))}
              </View>
              {phase === 'open' && joins && (
                <AtButton
                  className='coin-event__claim'
                  type='primary'
                  circle
                  loading={coinEvent.event.acting === event.id}
                  disabled={!today || coinEvent.event.acting !== null}
                  onClick={() => void claim()}
                >
                  {today ? t('coinEvent.claimToday', { coins: today.coins }) : t('coinEvent.claimedToday')}
                </AtButton>
              )}
              <View className='card'>
                <Text className='event-rule'>{t('coinEvent.rule', { months: COIN_LIFETIME_MONTHS })}</Text>
              </View>
            </>
          )
        }}
      </EventLoad>
    </PageShell>
  )
}

export default definePage(CoinEventPage, eventsTexts)
