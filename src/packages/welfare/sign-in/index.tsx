import { Text, View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import { AtButton } from 'taro-ui'
import { CoinBalanceFailure } from '@/components/coin-balance'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice, useTellRestricted } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { useChinaDayTurn } from '@/components/use-china-day-turn'
import {
  NEW_USER_BONUS_COINS,
  SIGN_IN_PROMOTION,
  creditedCoins,
  hasExtraBonus,
  isInSignInPromotion,
  NEW_USER_WINDOW_DAYS,
} from '@/lib/sign-in'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useWelfareStore } from '@/stores/welfare'
import { DayCell } from './components/day-cell'
import { ExtraReward } from './components/extra-reward'
import { RulesModal } from './components/rules-modal'
import './index.scss'
import { welfareTexts } from '@/locales/welfare'

/** /signInV4: the 7-day streak, today's sign-in and its rules (spec 2, 4, 9). */
function SignInPage() {
  const t = useT<'welfare'>()
  const { session, coins } = useStores()
  const welfare = useWelfareStore()
  const [rulesOpen, setRulesOpen] = useState(false)
  const tellRestricted = useTellRestricted()

  useAccountLoad(() => {
    if (!session.token) return
    void welfare.loadSignInStatus()
    void coins.load()
  })

  // A page left open across midnight China time would go on showing yesterday as today, signed.
  const reloadSignIn = useCallback(() => {
    void welfare.loadSignInStatus()
    void coins.load()
  }, [coins, welfare])
  useChinaDayTurn(welfare.signInStatus?.today, reloadSignIn)

  async function signInToday() {
    if (session.isRestricted) {
      tellRestricted()
      return
    }
    try {
      const result = await welfare.signIn()
      if (!result) return
      notify(
        result.newUserBonusCoins > 0
          ? t('signIn.successWithBonus', { coins: result.rewardCoins, bonus: result.newUserBonusCoins })
          : t('signIn.success', { count: result.rewardCoins }),
      )
    } catch (error) {
      notifyFailure(error, t('signIn.failed'))
    }
  }

  const rulesLink = (
    <Text className='sign-in__rules-link' {...tappable('button')} onClick={() => setRulesOpen(true)}>
      {t('signIn.rules')}
    </Text>
  )

  function body() {
    // spec 2: /signInV4 opens before the app has handed over its token
    if (!session.tokenKnown) return <StatusView status='loading' />
    if (!session.isLoggedIn) return <SignInRequired reason={t('signIn.loginTitle')} />
    if (welfare.signInLoadStatus === 'error') {
      return (
        <StatusView
          status='error'
          message={t('signIn.statusLoadFailed')}
          onRetry={() => void welfare.loadSignInStatus()}
        />
      )
    }
    const status = welfare.signInStatus
    if (welfare.signInLoadStatus !== 'ready' || !status) return <StatusView status='loading' />
    const bonusDay = status.days.find(hasExtraBonus)
    const todayReward = welfare.week.find((view) => view.isToday)?.reward
    return (
      <>
        <View className='sign-in__hero'>
          <View className='sign-in__hero-top'>
            <Text className='sign-in__streak' data-testid='sign-in-streak' data-streak={welfare.streak}>
              {welfare.streak > 0 ? t('signIn.streak', { count: welfare.streak }) : t('signIn.noStreak')}
            </Text>
            {rulesLink}
          </View>
          {coins.status === 'ready' ? (
            <Text className='sign-in__coins'>
              {t('welfare.coinBalance')} <Text data-testid='coin-balance'>{coins.remainCoins}</Text>
            </Text>
          ) : (
            // The balance's line keeps its place while it loads: the cards below do not jump.
            coins.status !== 'error' && (
              <Text className='sign-in__coins' aria-busy='true'>
                {t('welfare.coinBalance')} <Text className='sign-in__coins-pending'>0000</Text>
              </Text>
            )
          )}
          <View className='sign-in__week'>
            {welfare.week.map((view) => (
              <DayCell key={view.reward.day} view={view} />
            ))}
          </View>
          <AtButton
            className='sign-in__action'
            type='primary'
            circle
            loading={welfare.signing}
            disabled={welfare.signedToday || welfare.signing}
            onClick={() => void signInToday()}
          >
            {welfare.signedToday
              ? t('signIn.signedToday')
              : welfare.signing
                ? t('signIn.signing')
                : `${t('signIn.action')}${todayReward ? ` +${creditedCoins(todayReward)}` : ''}`}
          </AtButton>
        </View>
        {coins.status === 'error' && <CoinBalanceFailure />}
        {session.isRestricted && <RestrictedNotice />}
        {welfare.newUserBonus && (
          <View className='card sign-in__notice' data-testid='new-user-bonus'>
            <Text className='sign-in__notice-title'>{t('signIn.newUserTitle')}</Text>
            <Text>
              {t('signIn.newUserProgress', {
                bonus: NEW_USER_BONUS_COINS,
                streak: welfare.newUserBonus.streak,
                needed: welfare.newUserBonus.needed,
                newUserWindowDays: NEW_USER_WINDOW_DAYS,
              })}
            </Text>
          </View>
        )}
        {isInSignInPromotion(status.today) && (
          <View className='card sign-in__notice'>
            <TextWithDates text={t('signIn.promotion', { from: SIGN_IN_PROMOTION.from, to: SIGN_IN_PROMOTION.to })} />
          </View>
        )}
        {bonusDay && (
          <View className='card'>
            <ExtraReward reward={bonusDay} />
          </View>
        )}
      </>
    )
  }

  return (
    <PageShell title={t('signIn.title')} className='sign-in'>
      {body()}
      {session.tokenKnown && !session.isLoggedIn && <View className='sign-in__visitor-rules'>{rulesLink}</View>}
      <RulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </PageShell>
  )
}

export default definePage(SignInPage, welfareTexts)
