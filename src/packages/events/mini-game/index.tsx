import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import type { MiniGame } from '@/api/events'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useRewardText } from '@/components/reward-label'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { canPlayMiniGame, playsLeftToday } from '@/lib/event-rewards'
import { eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMiniGameStore } from '@/stores/events/mini-game'
import { EventHero } from '../components/event-hero'
import { EventAccess, EventEnded, EventLoad, EventPeriodLine, EventStartsOn } from '../components/event-notices'
import './index.scss'

/** The table: face-down cards to turn, or the cards of the last play with the one turned. */
const Table = observer(function Table({ game, playable }: { game: MiniGame; playable: boolean }) {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  const { coins } = useStores()
  const miniGame = useMiniGameStore()
  const result = miniGame.lastPlay

  async function turn(card: number): Promise<void> {
    if (!playable || miniGame.event.acting !== null) return
    try {
      const answer = await miniGame.play(card)
      if (!answer) return
      notify(
        answer.play.coins > 0
          ? t('game.wonBalance', { reward: rewardText(answer.play.coins, 0), balance: coins.remainCoins })
          : t('game.wonNothing'),
      )
    } catch (error) {
      // Spec 8 "operation failed" unless the server says why; the cards stay face down for another try.
      notifyFailure(error)
    }
  }

  if (result) {
    return (
      <View className='mini-game__table' data-testid='game-result'>
        {result.cards.map((value, index) => (
          <View key={index} className={`game-card game-card--open${index === result.card ? ' game-card--turned' : ''}`} data-card={index}>
            <Text className='game-card__value'>{value > 0 ? rewardText(value, 0) : t('game.nothing')}</Text>
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className='mini-game__table' data-busy={miniGame.event.acting !== null}>
      {game.prizes.map((_, index) =>
        playable ? (
          <View
            key={index}
            className='game-card'
            data-card={index}
            aria-label={t('game.card', { number: index + 1 })}
            aria-disabled={miniGame.event.acting !== null}
            {...tappable('button')}
            onClick={() => void turn(index)}
          >
            <Text className='game-card__back'>?</Text>
          </View>
        ) : (
          <View key={index} className='game-card game-card--idle' data-card={index}>
            <Text className='game-card__back'>?</Text>
          </View>
        ),
      )}
    </View>
  )
})

/** /miniGame: turn one of the face-down cards a few times a China-time day and win the coins on it (spec 2). */
function MiniGamePage() {
  const t = useT<'events'>()
  const rewardText = useRewardText()
  const { session, translation } = useStores()
  const miniGame = useMiniGameStore()
  const { token, isLoggedIn, isRestricted } = session
  const { language } = translation

  // a new account or language deals the cards again; the event is read again then, and when the network is back
  useEffect(() => () => miniGame.dealAgain(), [miniGame, token, language])
  useAccountLoad(() => void miniGame.event.load(), [language])

  return (
    <PageShell title={t('game.title')} className='mini-game'>
      <EventAccess visitorReason={t('game.visitor')} />
      <EventLoad event={miniGame.event}>
        {(game) => {
          const now = Date.now()
          const phase = eventPhase(game, now)
          const joins = isLoggedIn && !isRestricted
          const left = playsLeftToday(game.playsPerDay, game.plays, now)
          const playable = joins && canPlayMiniGame(game, game.playsPerDay, game.plays, now)
          return (
            <>
              <EventHero image={game.image} phase={phase}>
                <Text className='event-hero__name'>{game.name}</Text>
                <EventPeriodLine period={game} />
                {joins && phase === 'open' && (
                  <Text className='event-hero__fact' data-testid='game-plays-left'>
                    {left > 0 ? t('game.playsLeft', { left, total: game.playsPerDay }) : t('game.noPlays')}
                  </Text>
                )}
              </EventHero>
              {phase === 'ended' && <EventEnded />}
              {phase === 'upcoming' && <EventStartsOn period={game} />}
              <View className='card'>
                <Text className='event-heading'>{playable && !miniGame.lastPlay ? t('game.pick') : t('game.prizes')}</Text>
                <Table game={game} playable={playable} />
                {miniGame.lastPlay && playable && (
                  <AtButton className='mini-game__again' type='primary' circle onClick={() => miniGame.dealAgain()}>
                    {t('game.again')}
                  </AtButton>
                )}
                <View className='mini-game__prizes'>
                  {game.prizes.map((value, index) => (
                    <Text key={index} className='mini-game__prize'>
                      {value > 0 ? rewardText(value, 0) : t('game.nothing')}
                    </Text>
                  ))}
                </View>
              </View>
              {joins && game.plays.length > 0 && (
                <View className='card'>
                  <Text className='event-heading'>{t('game.history')}</Text>
                  {game.plays.map((play) => (
                    <View key={play.playedAt} className='mini-game__play'>
                      <Text className='mini-game__date'>{chinaDateTimeOf(play.playedAt)}</Text>
                      <Text className='mini-game__won'>{play.coins > 0 ? rewardText(play.coins, 0) : t('game.nothing')}</Text>
                    </View>
                  ))}
                </View>
              )}
              <View className='card'>
                <Text className='event-rule'>{t('game.rule', { plays: game.playsPerDay, months: COIN_LIFETIME_MONTHS })}</Text>
              </View>
            </>
          )
        }}
      </EventLoad>
    </PageShell>
  )
}

export default definePage(MiniGamePage, eventsTexts)
