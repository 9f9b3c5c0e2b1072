import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useAccountLoad } from '@/components/use-account-load'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useFestivalGiftStore } from '@/stores/events/festival-gift'
import { EventHero } from '../components/event-hero'
import { EventAccess, EventEnded, EventLoad, EventPeriodLine, EventStartsOn } from '../components/event-notices'
import './index.scss'

/** /pointEvent: the festival gift, a coin gift each user receives once while the event runs (spec 2, 3 type 11). */
function FestivalGiftPage() {
  const t = useT<'events'>()
  const { session, coins, translation } = useStores()
  const festivalGift = useFestivalGiftStore()
  const { isLoggedIn, isRestricted } = session
  const { language } = translation

  useAccountLoad(() => {
    void festivalGift.event.load()
  }, [language])

  async function claim(): Promise<void> {
    try {
      const answer = await festivalGift.claim()
      if (answer) notify(t('event.claimedBalance', { balance: coins.remainCoins }))
    } catch (error) {
      // Spec 8 "receive failed" unless the server says why; the button stays for another try.
      notifyFailure(error, t('event.claimFailed'))
    }
  }

  return (
    <PageShell title={t('festivalGift.title')} className='festival-gift'>
      <EventAccess visitorReason={t('festivalGift.visitor')} />
      <EventLoad event={festivalGift.event}>
        {(gift) => {
          const phase = eventPhase(gift, Date.now())
          return (
            <>
              <EventHero image={gift.image} phase={phase} size='lg' className='festival-gift__hero'>
                <Text className='event-hero__name'>{gift.name}</Text>
                <Text className='festival-gift__coins'>{t('festivalGift.coins', { count: gift.rewardCoins })}</Text>
                <EventPeriodLine period={gift} />
              </EventHero>
              {phase === 'ended' && <EventEnded />}
              {phase === 'upcoming' && <EventStartsOn period={gift} />}
              {phase === 'open' && isLoggedIn && !isRestricted && (
                <AtButton
                  className='festival-gift__claim'
                  type='primary'
                  circle
                  loading={festivalGift.event.acting === gift.id}
                  disabled={gift.claimed || festivalGift.event.acting !== null}
                  onClick={() => void claim()}
                >
                  {t(gift.claimed ? 'festivalGift.claimed' : 'festivalGift.claim')}
                </AtButton>
              )}
              <View className='card'>
                <Text className='event-rule'>{t('festivalGift.rule', { months: COIN_LIFETIME_MONTHS })}</Text>
              </View>
            </>
          )
        }}
      </EventLoad>
    </PageShell>
  )
}

export default definePage(FestivalGiftPage, eventsTexts)
