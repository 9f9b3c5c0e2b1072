import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import type { EventLetter, MailActivity } from '@/api/events'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { RewardLabel, useRewardText } from '@/components/reward-label'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { canClaimLetter } from '@/lib/event-rewards'
import { eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMailActivityStore } from '@/stores/events/mail-activity'
import { EventHero } from '../components/event-hero'
import { EventAccess, EventEnded, EventLoad, EventPeriodLine, EventStartsOn } from '../components/event-notices'
import './index.scss'

const LetterCard = observer(function LetterCard({ event, letter, now }: { event: MailActivity; letter: EventLetter; now: number }) {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  const { coins } = useStores()
  const mailActivity = useMailActivityStore()

  async function claim(): Promise<void> {
    try {
      const answer = await mailActivity.claimLetter(letter.id)
      if (answer) notify(t('event.claimedBalance', { balance: coins.remainCoins }))
    } catch (error) {
      notifyFailure(error, t('event.claimFailed'))
    }
  }

  return (
    <View className='card mail-letter' data-letter-id={letter.id}>
      <View className='mail-letter__head'>
        <Text className='mail-letter__title'>{letter.title}</Text>
        {letter.coins > 0 && <RewardLabel className='mail-letter__coins' coins={letter.coins} vipHours={0} />}
      </View>
      <TextWithDates className='mail-letter__sent' text={t('mail.sentAt', { time: chinaDateTimeOf(letter.sentAt) })} />
      {letter.body && <Text className='mail-letter__body'>{letter.body}</Text>}
      {letter.coins > 0 &&
        (canClaimLetter(letter, event, now) ? (
          <AtButton
            className='mail-letter__claim'
            type='primary'
            size='small'
            circle
            loading={mailActivity.event.acting === letter.id}
            disabled={mailActivity.event.acting !== null}
            onClick={() => void claim()}
          >
            {t('mail.claim', { reward: rewardText(letter.coins, 0) })}
          </AtButton>
        ) : (
          <Text className={`mail-letter__state${letter.claimed ? ' mail-letter__state--claimed' : ''}`}>
            {t(letter.claimed ? 'mail.claimed' : 'mail.expired')}
          </Text>
        ))}
    </View>
  )
})

/** /mailActivity: an event whose letters arrive over its days, some with coins to receive before it ends (spec 2). */
function MailActivityPage() {
  const t = useT<'events'>()
  const { session, translation } = useStores()
  const mailActivity = useMailActivityStore()
  const { isLoggedIn, isRestricted } = session
  const { language } = translation

  useAccountLoad(() => {
    void mailActivity.event.load()
  }, [language])

  return (
    <PageShell title={t('mail.title')} className='mail-activity'>
      <EventAccess visitorReason={t('mail.visitor')} />
      <EventLoad event={mailActivity.event}>
        {(event) => {
          const now = Date.now()
          const phase = eventPhase(event, now)
          const joins = isLoggedIn && !isRestricted
          const total = event.letters.reduce((sum, letter) => sum + letter.coins, 0)
          const claimed = event.letters.filter((letter) => letter.claimed).reduce((sum, letter) => sum + letter.coins, 0)
          return (
            <>
              <EventHero image={event.image} phase={phase}>
                <Text className='event-hero__name'>{event.name}</Text>
                <EventPeriodLine period={event} />
                {joins && total > 0 && (
                  <Text className='event-hero__fact' data-testid='mail-progress'>
                    {t('mail.progress', { claimed, total })}
                  </Text>
                )}
              </EventHero>
              {phase === 'ended' && <EventEnded />}
              {phase === 'upcoming' && <EventStartsOn period={event} />}
              {joins &&
                (event.letters.length === 0 ? (
                  <StatusView status='empty' message={t('mail.empty')} />
                ) : (
                  event.letters.map((letter) => <LetterCard key={letter.id} event={event} letter={letter} now={now} />)
                ))}
              <View className='card'>
                <Text className='event-rule'>{t('mail.rule', { months: COIN_LIFETIME_MONTHS })}</Text>
              </View>
            </>
          )
        }}
      </EventLoad>
    </PageShell>
  )
}

export default definePage(MailActivityPage, eventsTexts)
