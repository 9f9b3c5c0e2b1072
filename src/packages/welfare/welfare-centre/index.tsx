import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { AtButton, AtIcon } from 'taro-ui'
import type { WelfareTask, WelfareTaskId } from '@/api/welfare'
import { CoinBalance } from '@/components/coin-balance'
import { PageShell } from '@/components/page-shell'
import { RewardLabel } from '@/components/reward-label'
import { StatusView } from '@/components/status-view'
import { APPEAL_EMAIL } from '@/config'
import { PAGE_VIEWS } from '@/lib/analytics'
import { taskEntry } from '@/lib/welfare-tasks'
import { goLogin, navigateTo } from '@/platform'
import { hasRoute } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import './index.scss'

// Each task leads to its own page (spec 2); pages not in this build are shown as coming soon.
const TASK_PAGES: Record<WelfareTaskId, string> = {
  signIn: '/signInV4',
  followOfficialAccount: '/taskDetailWxV3',
  bindAccount: '/taskDetailEmailV3',
  shareScreenshot: '/taskDetailShareV3',
  inviteFriends: '/inviteV4',
}

const TASK_ICONS: Record<WelfareTaskId, string> = {
  signIn: 'calendar',
  followOfficialAccount: 'heart',
  bindAccount: 'lock',
  shareScreenshot: 'image',
  inviteFriends: 'user',
}

const SHOP_PATH = '/coinExchange'
const RULES_PATH = '/rule'
const BLACKLIST_PATH = '/blacklistBlocking'

const TaskRow = observer(function TaskRow({ task }: { task: WelfareTask }) {
  const t = useT()
  const { session } = useStores()
  const page = TASK_PAGES[task.id]
  const entry = taskEntry({
    status: task.status,
    loggedIn: session.isLoggedIn,
    restricted: session.isRestricted,
    pageExists: hasRoute(page),
  })

  function act() {
    if (entry === 'login') void goLogin()
    else if (entry === 'restricted') notify(t('welfare.restrictedMessage', { email: APPEAL_EMAIL }))
    else if (entry === 'open') void navigateTo(page)
  }

  const label = entry === 'unavailable' ? t('welfare.comingSoon') : t(`welfare.status.${task.status}`)
  const actionable = entry === 'login' || entry === 'open' || entry === 'restricted'
  return (
    <View className='welfare-task' data-task={task.id} data-status={task.status}>
      <View className='welfare-task__icon'>
        <AtIcon value={TASK_ICONS[task.id]} size={20} />
      </View>
      <View className='welfare-task__text'>
        <Text className='welfare-task__name'>{t(`welfare.task.${task.id}`)}</Text>
        <RewardLabel className='welfare-task__reward' coins={task.rewardCoins} vipHours={task.rewardVipHours} />
        <Text className='welfare-task__hint'>{t(`welfare.taskHint.${task.id}`)}</Text>
      </View>
      {actionable ? (
        <AtButton className='welfare-task__action' type='primary' size='small' circle onClick={act}>
          {label}
        </AtButton>
      ) : (
        <Text className={`welfare-task__state welfare-task__state--${entry}`}>{label}</Text>
      )}
    </View>
  )
})

const TaskList = observer(function TaskList() {
  const t = useT()
  const { welfare } = useStores()
  if (welfare.tasksStatus === 'error') {
    return <StatusView status='error' message={t('welfare.tasksLoadFailed')} onRetry={() => void welfare.loadTasks()} />
  }
  if (welfare.tasksStatus !== 'ready') return <StatusView status='loading' />
  if (welfare.tasks.length === 0) return <StatusView status='empty' />
  return (
    <View>
      {welfare.tasks.map((task) => (
        <TaskRow key={task.id} task={task} />
      ))}
    </View>
  )
})

/** /welfare: coins, today's and total income, the task list and the shop (spec 2). */
function WelfareCentrePage() {
  const t = useT()
  const { session, coins, welfare } = useStores()

  useEffect(() => {
    trackPageView(PAGE_VIEWS.welfareCheckIn)
  }, [])

  // Again after a login or logout: the stores were cleared for the new user.
  useEffect(() => {
    void welfare.loadTasks()
    if (session.token) void coins.load()
  }, [session.token, coins, welfare])

  const shopOpen = hasRoute(SHOP_PATH)

  return (
    <PageShell title={t('welfare.title')} className='welfare-centre'>
      {session.isRestricted && (
        <View className='card welfare-centre__restricted' data-testid='welfare-restricted'>
          <View className='welfare-centre__restricted-title'>
            <AtIcon value='alert-circle' size={18} />
            <Text>{t('welfare.restrictedTitle')}</Text>
          </View>
          <Text className='welfare-centre__restricted-text'>
            {t('welfare.restrictedMessage', { email: APPEAL_EMAIL })}
          </Text>
          {hasRoute(BLACKLIST_PATH) && (
            <Text className='welfare-centre__link' onClick={() => void navigateTo(BLACKLIST_PATH)}>
              {t('welfare.restrictedDetails')}
            </Text>
          )}
        </View>
      )}

      {session.isLoggedIn ? (
        <CoinBalance
          action={
            <View className='welfare-centre__detail-link' onClick={() => void navigateTo('/welfareDetail')}>
              <Text>{t('welfare.coinDetail')}</Text>
              <AtIcon value='chevron-right' size={14} />
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
        <View className='card welfare-centre__visitor'>
          <Text className='welfare-centre__visitor-text'>{t('welfare.visitorTitle')}</Text>
          <AtButton type='primary' size='small' circle onClick={() => void goLogin()}>
            {t('welfare.login')}
          </AtButton>
        </View>
      )}

      <View className='card welfare-centre__tasks'>
        <View className='welfare-centre__section-head'>
          <Text className='welfare-centre__section-title'>{t('welfare.tasksTitle')}</Text>
          {hasRoute(RULES_PATH) && (
            <Text className='welfare-centre__link' onClick={() => void navigateTo(RULES_PATH)}>
              {t('welfare.rules')}
            </Text>
          )}
        </View>
        <TaskList />
      </View>

      <View
        className={`card welfare-centre__shop${shopOpen ? '' : ' welfare-centre__shop--soon'}`}
        onClick={() => shopOpen && void navigateTo(SHOP_PATH)}
      >
        <View className='welfare-centre__shop-icon'>
          <AtIcon value='shopping-bag' size={22} />
        </View>
        <View className='welfare-centre__shop-text'>
          <Text className='welfare-centre__section-title'>{t('welfare.shopTitle')}</Text>
          <Text className='welfare-task__hint'>{t('welfare.shopHint')}</Text>
        </View>
        {shopOpen ? (
          <AtIcon value='chevron-right' size={16} />
        ) : (
          <Text className='welfare-task__state welfare-task__state--unavailable'>{t('welfare.comingSoon')}</Text>
        )}
      </View>
    </PageShell>
  )
}

export default observer(WelfareCentrePage)
