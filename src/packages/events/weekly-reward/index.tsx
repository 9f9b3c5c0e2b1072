import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import type { RankingWeek, WeeklyReward } from '@/api/events'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RewardLabel, useRewardText } from '@/components/reward-label'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateOf } from '@/lib/calendar'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { rankedWeekState, rankingClaimDeadline, unclaimedRankingCoins, weekEndOf } from '@/lib/event-rewards'
import { eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useWeeklyRewardStore } from '@/stores/events/weekly-reward'
import { EventHero } from '../components/event-hero'
import { EventAccess, EventEnded, EventLoad, EventPeriodLine, EventStartsOn } from '../components/event-notices'
import './index.scss'

const WeekRow = observer(function WeekRow({ event, week, now }: { event: WeeklyReward; week: RankingWeek; now: number }) {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  const { coins } = useStores()
  const weeklyReward = useWeeklyRewardStore()
  const state = rankedWeekState(week, event, now)

  async function claim(): Promise<void> {
    try {
      const answer = await weeklyReward.claim(week.weekStart)
      if (answer) notify(t('event.claimedBalance', { balance: coins.remainCoins }))
    } catch (error) {
      // Spec 8 "receive failed" unless the server says why; the week stays claimable for another try.
      notifyFailure(error, t('event.claimFailed'))
    }
  }

  return (
    <View className='weekly-week' data-week={week.weekStart} data-state={state}>
      <View className='weekly-week__text'>
        <TextWithDates className='weekly-week__dates' text={t('weekly.week', { start: week.weekStart, end: weekEndOf(week.weekStart) })} />
        <Text className='weekly-week__rank'>
          {week.rank === null ? t('weekly.unranked') : t('weekly.rank', { rank: week.rank, coins: rewardText(week.score, 0) })}
        </Text>
        {state === 'claimable' && (
          <TextWithDates
            className='weekly-week__deadline'
            text={t('weekly.claimBy', { date: chinaDateOf(rankingClaimDeadline(week.weekStart, event)) })}
          />
        )}
      </View>
      {state === 'claimable' ? (
        <AtButton
          className='weekly-week__claim'
          type='primary'
          size='small'
          circle
          loading={weeklyReward.event.acting === week.weekStart}
          disabled={weeklyReward.event.acting !== null}
          onClick={() => void claim()}
        >
          {t('weekly.claim', { reward: rewardText(week.rewardCoins, 0) })}
        </AtButton>
      ) : (
        <View className={`weekly-week__state weekly-week__state--${state}`}>
          {state === 'claimed' && <RewardLabel className='weekly-week__reward' coins={week.rewardCoins} vipHours={0} />}
          <Text>{t(`weekly.state.${state}`)}</Text>
        </View>
      )}
    </View>
  )
})

const Leaders = observer(function Leaders({ event }: { event: WeeklyReward }) {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  if (!event.leadersWeek) return <Text className='event-rule'>{t('weekly.noLeaders')}</Text>
  return (
    <>
      <TextWithDates className='event-heading' text={t('weekly.leadersTitle', { start: event.leadersWeek, end: weekEndOf(event.leadersWeek) })} />
      {event.leaders.map((leader) => (
        <View key={leader.rank} className={`weekly-leader${leader.mine ? ' weekly-leader--mine' : ''}`} data-rank={leader.rank}>
          <Text className='weekly-leader__rank'>{leader.rank}</Text>
          <Text className='weekly-leader__name'>{leader.mine ? t('weekly.mine', { name: leader.name }) : leader.name}</Text>
          <Text className='weekly-leader__score'>{rewardText(leader.score, 0)}</Text>
        </View>
      ))}
    </>
  )
})

/** /weeklyReward: the weekly ranking by coins earned, its rewards by rank and the user's weeks to claim (spec 2, 3 type 4). */
function WeeklyRewardPage() {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  const { session, translation } = useStores()
  const weeklyReward = useWeeklyRewardStore()
  const { isLoggedIn, isRestricted } = session
  const { language } = translation

  useAccountLoad(() => {
    void weeklyReward.event.load()
  }, [language])

  return (
    <PageShell title={t('weekly.title')} className='weekly-reward'>
      <EventAccess visitorReason={t('weekly.visitor')} />
      <EventLoad event={weeklyReward.event}>
        {(event) => {
          const now = Date.now()
          const phase = eventPhase(event, now)
          const thisWeek = event.weeks.find((week) => rankedWeekState(week, event, now) === 'ranking')
          const unclaimed = unclaimedRankingCoins(event.weeks, event, now)
          const joins = isLoggedIn && !isRestricted
          return (
            <>
              <EventHero image={event.image} phase={phase}>
                <Text className='event-hero__name'>{event.name}</Text>
                <EventPeriodLine period={event} />
                {joins && phase === 'open' && thisWeek && (
                  <Text className='event-hero__fact' data-testid='weekly-this-week'>
                    {thisWeek.rank === null
                      ? t('weekly.thisWeekUnranked')
                      : t('weekly.thisWeek', { coins: rewardText(thisWeek.score, 0), rank: thisWeek.rank })}
                  </Text>
                )}
                {joins && unclaimed > 0 && (
                  <Text className='event-hero__fact' data-testid='weekly-unclaimed'>
                    {t('weekly.unclaimed', { coins: rewardText(unclaimed, 0) })}
                  </Text>
                )}
              </EventHero>
              {phase === 'ended' && <EventEnded />}
              {phase === 'upcoming' && <EventStartsOn period={event} />}
              <View className='card'>
                <Text className='event-heading'>{t('weekly.tiersTitle')}</Text>
                {event.tiers.map((tier) => (
                  <View key={tier.fromRank} className='weekly-tier'>
                    <Text>
                      {tier.fromRank === tier.toRank
                        ? t('weekly.tierOne', { rank: tier.fromRank })
                        : t('weekly.tierRange', { from: tier.fromRank, to: tier.toRank })}
                    </Text>
                    <RewardLabel className='weekly-tier__coins' coins={tier.coins} vipHours={0} />
                  </View>
                ))}
              </View>
              {joins && event.weeks.length > 0 && (
                <View className='card'>
                  <Text className='event-heading'>{t('weekly.myWeeks')}</Text>
                  {event.weeks.map((week) => (
                    <WeekRow key={week.weekStart} event={event} week={week} now={now} />
                  ))}
                </View>
              )}
              <View className='card'>
                <Leaders event={event} />
              </View>
              <View className='card'>
                <Text className='event-rule'>{t('weekly.rule', { months: COIN_LIFETIME_MONTHS })}</Text>
              </View>
            </>
          )
        }}
      </EventLoad>
    </PageShell>
  )
}

export default definePage(WeeklyRewardPage, eventsTexts)
