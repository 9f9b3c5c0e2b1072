import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import type { QuizMatch } from '@/api/events'
import { Icon } from '@/components/icon'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import { canPredict, predictionVerdict, QUIZ_PICKS, quizMatchState, type QuizPick } from '@/lib/sports-quiz'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'

interface MatchCardProps {
  match: QuizMatch
  now: number
  rewardCoins: number
  /** Signed in and allowed to join (spec 6): the pick buttons show. */
  canJoin: boolean
  /** A prediction is on its way (this match's or another's): the buttons wait. */
  busy: boolean
  predicting: boolean
  onPredict(pick: QuizPick): void
}

const PICK_KEYS = { home: 'quiz.pickHome', draw: 'quiz.pickDraw', away: 'quiz.pickAway' } as const

/** One match: teams, kick-off in China time, open or ended, the prediction and whether it was right (spec 4). */
export const MatchCard = observer(function MatchCard({ match, now, rewardCoins, canJoin, busy, predicting, onPredict }: MatchCardProps) {
  const t = useT<'events'>()
  const state = quizMatchState(match, now)
  const verdict = predictionVerdict(match, match.pick)
  const pickText = (pick: QuizPick) => t(PICK_KEYS[pick], { team: pick === 'home' ? match.home : match.away })

  return (
    <View className={`card quiz-match quiz-match--${state}`} data-match-id={match.id}>
      <View className='quiz-match__head'>
        {match.stage && <Text className='quiz-match__stage'>{match.stage}</Text>}
        <Text className={`quiz-match__state quiz-match__state--${state}`}>
          {t(state === 'open' ? 'quiz.stateOpen' : 'quiz.stateEnded')}
        </Text>
      </View>
      <Text className='quiz-match__teams'>{t('quiz.match', { home: match.home, away: match.away })}</Text>
      <View className='quiz-match__time'>
        <Icon name='clock' size={14} />
        <TextWithDates text={t('quiz.kickOff', { time: chinaDateTimeOf(match.kickOffAt) })} />
      </View>

      {canJoin && canPredict(match, match.pick, now) && (
        <View className='quiz-match__picks' role='group' aria-label={t('quiz.choose')}>
          {QUIZ_PICKS.map((pick) => (
            <AtButton
              key={pick}
              className={`quiz-match__pick quiz-match__pick--${pick}`}
              size='small'
              circle
              loading={predicting}
              disabled={busy}
              onClick={() => onPredict(pick)}
            >
              {pickText(pick)}
            </AtButton>
          ))}
        </View>
      )}

      {match.pick !== null && (
        <View className='quiz-match__outcome'>
          <Text className='quiz-match__pick-text'>{t('quiz.yourPick', { pick: pickText(match.pick) })}</Text>
          {verdict === 'pending' && state === 'ended' && <Text className='quiz-match__verdict'>{t('quiz.awaitingResult')}</Text>}
          {verdict === 'right' && (
            <Text className='quiz-match__verdict quiz-match__verdict--right'>
              <Icon name='check-circle' size={14} /> {t('quiz.right')}
            </Text>
          )}
          {verdict === 'wrong' && (
            <Text className='quiz-match__verdict quiz-match__verdict--wrong'>
              <Icon name='close-circle' size={14} /> {t('quiz.wrong')}
            </Text>
          )}
        </View>
      )}
      {match.pick === null && state === 'ended' && <Text className='quiz-match__none'>{t('quiz.noPick')}</Text>}
      {match.result !== null && <Text className='quiz-match__result'>{t('quiz.result', { pick: pickText(match.result) })}</Text>}

      {verdict === 'right' && (
        <View className='quiz-match__reward'>
          <Text className='quiz-match__reward-text'>{t('quiz.rewardWaiting', { coins: rewardCoins })}</Text>
          <Text className='quiz-match__collect' {...tappable('link')} onClick={() => void navigateTo(PATH.notice)}>
            {t('quiz.collect')}
          </Text>
        </View>
      )}
    </View>
  )
})
