import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtTabs } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice, useTellRestricted } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { lotteryTexts } from '@/locales/lottery'
import { goLogin } from '@/platform'
import { useStores, useT } from '@/stores'
import { useLotteryStore } from '@/stores/lottery'
import { DrawFailure } from './components/draw-failure'
import { DrawResult } from './components/draw-result'
import { LotteryRules } from './components/lottery-rules'
import { MyPrizes } from './components/my-prizes'
import { PrizeBoard } from './components/prize-board'
import { useSpin } from './components/use-spin'
import '@/styles/taro-ui/tabs.scss'
import './index.scss'

const TABS = ['rules', 'prizes'] as const

/** /lottery: the board and its draw, the rules tab and my prizes (spec 2, 4, 8). */
function LotteryPage() {
  const t = useT<'lottery'>()
  const { session, coins } = useStores()
  const lottery = useLotteryStore()
  const [tab, setTab] = useState<(typeof TABS)[number]>('rules')
  const tellRestricted = useTellRestricted()
  const spin = useSpin(lottery.drawing, lottery.outcome)

  useAccountLoad(() => {
    void lottery.loadInfo()
    if (!session.token) return
    void coins.load()
    lottery.prizes.reload().catch(() => undefined)
  })

  function draw() {
    if (!session.isLoggedIn) {
      void goLogin()
      return
    }
    if (session.isRestricted) {
      tellRestricted()
      return
    }
    void lottery.draw()
  }

  const outcome = lottery.outcome
  const shownPrize = outcome && spin.landedDrawId === outcome.drawId ? outcome.prize : undefined
  // the board runs until it stops on the server's prize: no second draw before that
  const busy = lottery.drawing || (outcome !== null && shownPrize === undefined)

  function body() {
    if (lottery.infoStatus === 'error') {
      return <StatusView status='error' message={t('lottery.infoLoadFailed')} onRetry={() => void lottery.loadInfo()} />
    }
    const info = lottery.info
    if (lottery.infoStatus !== 'ready' || !info) return <StatusView status='loading' />
    const drawsLeft = Math.max(0, info.dailyDraws - info.drawsToday)
    const closed = info.status === 'open' ? undefined : info.status
    return (
      <>
        <View className='lottery__hero'>
          <View className='lottery__figures'>
            {session.isLoggedIn && coins.status === 'ready' && (
              <Text className='lottery__balance' data-testid='coin-balance' data-coins={coins.remainCoins}>
                {t('lottery.balance', { coins: coins.remainCoins })}
              </Text>
            )}
            <Text className='lottery__cost'>{t('lottery.cost', { cost: info.costCoins })}</Text>
            {session.isLoggedIn && info.dailyDraws > 0 && (
              <Text className='lottery__left' data-testid='draws-left'>
                {t('lottery.drawsLeft', { count: drawsLeft })}
              </Text>
            )}
          </View>
          {closed && (
            <Text className='lottery__closed' data-testid='lottery-closed' data-status={closed}>
              {t(`lottery.failure.${closed === 'paused' ? 'cannotParticipate' : closed}`)}
            </Text>
          )}
          <PrizeBoard prizes={info.prizes} position={spin.position} busy={busy} onDraw={draw} />
        </View>
        {lottery.failure && (
          <DrawFailure failure={lottery.failure} message={lottery.failureMessage} busy={busy} onRetry={draw} />
        )}
        <View className='card card--flush lottery__tabs'>
          <AtTabs
            current={TABS.indexOf(tab)}
            tabList={TABS.map((item) => ({ title: t(`lottery.tab.${item}`) }))}
            swipeable={false}
            onClick={(index: number) => setTab(TABS[index] ?? tab)}
          />
          <View className='lottery__tab-body'>
            {tab === 'rules' && <LotteryRules info={info} />}
            {tab === 'prizes' &&
              (session.isLoggedIn ? <MyPrizes list={lottery.prizes} /> : <SignInRequired inline reason={t('lottery.loginTitle')} />)}
          </View>
        </View>
      </>
    )
  }

  return (
    <PageShell title={t('lottery.title')} className='lottery'>
      {session.isRestricted && <RestrictedNotice />}
      {!session.isLoggedIn && <SignInRequired inline reason={t('lottery.loginTitle')} />}
      {body()}
      <DrawResult prize={shownPrize} onClose={() => lottery.dismissOutcome()} />
    </PageShell>
  )
}

export default definePage(LotteryPage, lotteryTexts)
