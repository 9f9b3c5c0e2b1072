import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { CoinBalance } from '@/components/coin-balance'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { useChinaDayTurn } from '@/components/use-china-day-turn'
import { PAGE_VIEWS } from '@/lib/analytics'
import { chinaDateOf } from '@/lib/calendar'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { useStores, useT } from '@/stores'
import { useWelfareStore } from '@/stores/welfare'
import { TaskList } from './components/task-list'
import './index.scss'
import { welfareTexts } from '@/locales/welfare'

/** /welfare: coins, today's and total income, the task list and the shop (spec 2). */
function WelfareCentrePage() {
  const t = useT<'welfare'>()
  const { session, coins } = useStores()
  const welfare = useWelfareStore()

  useEffect(() => {
    trackPageView(PAGE_VIEWS.welfareCheckIn)
  }, [])

  useAccountLoad(() => {
    void welfare.loadTasks()
    if (session.token) void coins.load()
  })

  // A page left open across midnight China time would go on showing yesterday's sign-in as done and
  // yesterday's income as today's; once asked again, it waits for the next night.
  const [chinaDay, setChinaDay] = useState(() => chinaDateOf(Date.now()))
  const reloadDay = useCallback(() => {
    setChinaDay(chinaDateOf(Date.now()))
    void welfare.loadTasks()
    if (session.token) void coins.load()
  }, [session.token, coins, welfare])
  useChinaDayTurn(chinaDay, reloadDay)

  return (
    <PageShell title={t('welfare.title')} className='welfare-centre' languageSwitch>
      {session.isRestricted && <RestrictedNotice />}

      {session.isLoggedIn ? (
        <CoinBalance
          action={
            <View className='welfare-centre__detail-link' {...tappable('link')} onClick={() => void navigateTo(PATH.welfareDetail)}>
              <Text>{t('welfare.coinDetail')}</Text>
              <Icon name='chevron-right' size={14} />
            </View>
          }
        >
          <View className='welfare-centre__income'>
            <View className='welfare-centre__income-item'>
              <Text className='welfare-centre__income-value' data-testid='today-income'>
                {coins.todayIncome}
              </Text>
              <Text className='welfare-centre__income-label'>{t('welfare.todayIncome')}</Text>
            </View>
            <View className='welfare-centre__income-item'>
              <Text className='welfare-centre__income-value'>{coins.totalIncome}</Text>
              <Text className='welfare-centre__income-label'>{t('welfare.totalIncome')}</Text>
            </View>
          </View>
        </CoinBalance>
      ) : (
        <SignInRequired inline className='welfare-centre__visitor' reason={t('welfare.visitorTitle')} />
      )}

      <View className='card welfare-centre__tasks'>
        <View className='welfare-centre__section-head'>
          <Text className='welfare-centre__section-title'>{t('welfare.tasksTitle')}</Text>
          <Text className='welfare-centre__link' {...tappable('link')} onClick={() => void navigateTo(PATH.rule)}>
            {t('welfare.rules')}
          </Text>
        </View>
        <TaskList />
      </View>

      <View className='card welfare-centre__shop' {...tappable('link')} onClick={() => void navigateTo(PATH.coinExchange)}>
        <View className='welfare-centre__shop-icon'>
          <Icon name='shopping-bag' size={22} />
        </View>
        <View className='welfare-centre__shop-text'>
          <Text className='welfare-centre__section-title'>{t('welfare.shopTitle')}</Text>
          <Text className='welfare-task__hint'>{t('welfare.shopHint')}</Text>
        </View>
        <Icon name='chevron-right' size={16} />
      </View>
    </PageShell>
  )
}

export default definePage(WelfareCentrePage, welfareTexts)
