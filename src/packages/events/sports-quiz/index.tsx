import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { QuizMatch } from '@/api/events'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { quizMatchOrder, quizMatchState, type QuizPick } from '@/lib/sports-quiz'
import { eventsTexts } from '@/locales/events'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useSportsQuizStore } from '@/stores/events/sports-quiz'
import { EventHero } from '../components/event-hero'
import { MatchCard } from './components/match-card'
import './index.scss'

// A match closes at its kick-off while the page is open: the page draws again this often.
const CLOCK_TICK_MS = 30 * 1000

/** The time of this drawing; the page draws again every tick, and with every answer. */
function useNow(): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return Date.now()
}

/** /sportsQuiz: the matches, a prediction per match before kick-off, the verdicts and where the reward waits (spec 2, 4). */
function SportsQuizPage() {
  const t = useT<'events'>()
  const { session, translation } = useStores()
  const sportsQuiz = useSportsQuizStore()
  const now = useNow()
  const { isLoggedIn, isRestricted } = session
  const { language } = translation

  // Again in a new language: team names come in the request's language.
  useAccountLoad(() => {
    void sportsQuiz.event.load()
  }, [language])

  async function predict(matchId: string, pick: QuizPick): Promise<void> {
    try {
      const answer = await sportsQuiz.predict(matchId, pick)
      if (answer) notify(t('quiz.predicted'))
    } catch (error) {
      notifyFailure(error)
    }
  }

  function matchList(title: string, matches: QuizMatch[], rewardCoins: number) {
    if (matches.length === 0) return null
    return (
      <View className='sports-quiz__section'>
        <Text className='sports-quiz__section-title'>{title}</Text>
        {matches.map((match) => (
          <MatchCard
            key={match.id}
            match={match}
            now={now}
            rewardCoins={rewardCoins}
            canJoin={isLoggedIn && !isRestricted}
            busy={sportsQuiz.predicting !== null}
            predicting={sportsQuiz.predicting === match.id}
            onPredict={(pick) => void predict(match.id, pick)}
          />
        ))}
      </View>
    )
  }

  function content() {
    const { data: quiz, status } = sportsQuiz.event
    if (status === 'error') return <StatusView status='error' message={t('quiz.loadFailed')} onRetry={() => void sportsQuiz.event.load()} />
    if (!quiz) return <StatusView status='loading' />
    if (quiz.matches.length === 0) return <StatusView status='empty' message={t('quiz.empty')} />
    const matches = [...quiz.matches].sort((a, b) => quizMatchOrder(a, b, now))
    const open = matches.filter((match) => quizMatchState(match, now) === 'open')
    const ended = matches.filter((match) => quizMatchState(match, now) === 'ended')
    return (
      <>
        <EventHero image={quiz.image}>
          <Text className='sports-quiz__event'>{quiz.title}</Text>
          <Text className='sports-quiz__rule'>{t('quiz.intro', { coins: quiz.rewardCoins })}</Text>
          <Text className='sports-quiz__hint'>{t('quiz.timesInChina')}</Text>
        </EventHero>
        {matchList(t('quiz.openTitle'), open, quiz.rewardCoins)}
        {matchList(t('quiz.endedTitle'), ended, quiz.rewardCoins)}
      </>
    )
  }

  return (
    <PageShell title={t('quiz.title')} className='sports-quiz'>
      {isRestricted && <RestrictedNotice />}
      {!isLoggedIn && <SignInRequired inline reason={t('quiz.visitor')} />}
      {content()}
    </PageShell>
  )
}

export default definePage(SportsQuizPage, eventsTexts)
