import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { WELFARE_TASK_IDS, type WelfareTask, type WelfareTaskId } from '@/api/welfare'
import { Icon, type IconName } from '@/components/icon'
import { RewardLabel } from '@/components/reward-label'
import { useTellRestricted } from '@/components/restricted-notice'
import { StatusView } from '@/components/status-view'
import { taskEntry } from '@/lib/welfare-tasks'
import { goLogin, navigateTo } from '@/platform'
import { PATH, type SpecPath } from '@/routes'
import { useStores, useT } from '@/stores'
import { useWelfareStore } from '@/stores/welfare'
import { SIGN_IN_CYCLE_DAYS } from '@/lib/sign-in'
import { SHARE_SCREENSHOT_REWARD } from '@/lib/welfare-rules'

// Each task leads to its own page (spec 2).
const TASK_PAGES: Record<WelfareTaskId, SpecPath> = {
  signIn: PATH.signInV4,
  followOfficialAccount: PATH.taskDetailWxV3,
  bindAccount: PATH.taskDetailEmailV3,
  shareScreenshot: PATH.taskDetailShareV3,
  inviteFriends: PATH.inviteV4,
}

const TASK_ICONS: Record<WelfareTaskId, IconName> = {
  signIn: 'calendar',
  followOfficialAccount: 'heart',
  bindAccount: 'lock',
  shareScreenshot: 'image',
  inviteFriends: 'user',
}

// The figures the task hints name, from the rules they describe (spec 9).
const TASK_HINT_VALUES = { cycleDays: SIGN_IN_CYCLE_DAYS, shareReviewDays: SHARE_SCREENSHOT_REWARD.reviewWorkingDays }

const TaskRow = observer(function TaskRow({ task }: { task: WelfareTask }) {
  const t = useT<'welfare'>()
  const { session } = useStores()
  const tellRestricted = useTellRestricted()
  const page = TASK_PAGES[task.id]
  const entry = taskEntry({
    status: task.status,
    loggedIn: session.isLoggedIn,
    restricted: session.isRestricted,
  })

  function act() {
    if (entry === 'login') void goLogin()
    else if (entry === 'restricted') tellRestricted()
    else if (entry === 'open') void navigateTo(page)
  }

  const label = t(`welfare.status.${task.status}`)
  const actionable = entry === 'login' || entry === 'open' || entry === 'restricted'
  return (
    <View className='welfare-task' data-task={task.id} data-status={task.status}>
      <View className='welfare-task__icon'>
        <Icon name={TASK_ICONS[task.id]} size={20} />
      </View>
      <View className='welfare-task__text'>
        <Text className='welfare-task__name'>{t(`welfare.task.${task.id}`)}</Text>
        <RewardLabel className='welfare-task__reward' coins={task.rewardCoins} vipHours={task.rewardVipHours} />
        <Text className='welfare-task__hint'>{t(`welfare.taskHint.${task.id}`, TASK_HINT_VALUES)}</Text>
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

export const TaskList = observer(function TaskList() {
  const t = useT<'welfare'>()
  const welfare = useWelfareStore()
  if (welfare.tasksStatus === 'error') {
    return <StatusView status='error' message={t('welfare.tasksLoadFailed')} onRetry={() => void welfare.loadTasks()} />
  }
  // One row per task the centre knows, the size of a loaded row: the list does not jump when the
  // tasks come (Lighthouse counted that jump as layout shift on /welfare).
  if (welfare.tasksStatus !== 'ready') {
    return (
      <View data-status='loading' aria-busy='true'>
        {WELFARE_TASK_IDS.map((id) => (
          <View key={id} className='welfare-task welfare-task--pending'>
            <View className='welfare-task__icon'>
              <Icon name={TASK_ICONS[id]} size={20} />
            </View>
            <View className='welfare-task__text'>
              <Text className='welfare-task__name'>{t(`welfare.task.${id}`)}</Text>
              <Text className='welfare-task__reward welfare-task__pending'>0000</Text>
              <Text className='welfare-task__hint'>{t(`welfare.taskHint.${id}`, TASK_HINT_VALUES)}</Text>
            </View>
          </View>
        ))}
      </View>
    )
  }
  if (welfare.tasks.length === 0) return <StatusView status='empty' />
  return (
    <View>
      {welfare.tasks.map((task) => (
        <TaskRow key={task.id} task={task} />
      ))}
    </View>
  )
})
