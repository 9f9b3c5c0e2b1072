import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import type { BindTask } from '@/api/tasks'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useRewardText } from '@/components/reward-label'
import { StatusView } from '@/components/status-view'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { isRefusal } from '@/lib/refusal'
import { bindableKinds } from '@/lib/tasks'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useTasksStore } from '@/stores/tasks'
import { tasksTexts } from '@/locales/tasks'
import { TaskGate } from '../components/task-gate'
import { notifyTaskFailure } from '../components/task-failure'
import { BindForm } from '../components/bind-form'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/segmented-control.scss'
import '../components/task.scss'

const BindTaskView = observer(function BindTaskView({ task }: { task: BindTask }) {
  const t = useT<'tasks'>()
  const tasks = useTasksStore()
  const rewardText = useRewardText()
  const stage = tasks.bindStage
  const kinds = bindableKinds({ phoneBound: task.phone !== '', emailBound: task.email !== '' })

  async function claim() {
    try {
      const reward = await tasks.claimBind()
      if (reward) notify(t('tasks.claimed', { reward: rewardText(reward.rewardCoins, reward.rewardVipHours) }))
    } catch (error) {
      notifyTaskFailure(t, error, t('tasks.claimFailed'))
      // A refusal means the task moved on elsewhere; a lost answer keeps the button for a retry.
      if (isRefusal(error)) void tasks.loadBind()
    }
  }

  function action() {
    if (stage === 'received') return <Text className='task__state task__state--done' data-testid='task-received'>{t('tasks.received')}</Text>
    if (stage === 'ended') return <Text className='task__state' data-testid='task-ended'>{t('tasks.bind.ended')}</Text>
    if (stage === 'claimable' || kinds.length === 0) {
      return (
        <View className='task__claim'>
          <Text className='task__hint'>{t('tasks.bind.claimHint')}</Text>
          <AtButton type='primary' circle loading={tasks.claiming} disabled={tasks.claiming} onClick={() => void claim()}>
            {tasks.claiming ? t('tasks.claiming') : t('tasks.claim')}
          </AtButton>
        </View>
      )
    }
    return <BindForm kinds={[kinds[0], ...kinds.slice(1)]} />
  }

  return (
    <>
      <View className='card task__card' data-testid='bind-task' data-stage={stage}>
        <Text className='task__intro'>{t('tasks.bind.intro')}</Text>
        <Text className='task__reward'>{rewardText(0, task.rewardVipHours)}</Text>
        <TextWithDates className='task__hint' text={t('tasks.bind.endsAt', { date: chinaDateTimeOf(task.endsAt) })} />
        <View className='task__row'>
          <Text className='task__label'>{t('login.phone')}</Text>
          <Text className='task__value' data-testid='bound-phone'>{task.phone || t('tasks.bind.notBound')}</Text>
        </View>
        <View className='task__row'>
          <Text className='task__label'>{t('login.email')}</Text>
          <Text className='task__value' data-testid='bound-email'>{task.email || t('tasks.bind.notBound')}</Text>
        </View>
      </View>
      <View className='card task__card'>{action()}</View>
    </>
  )
})

const BindTaskBody = observer(function BindTaskBody() {
  const t = useT<'tasks'>()
  const { session } = useStores()
  const tasks = useTasksStore()

  useAccountLoad(() => {
    if (session.token) void tasks.loadBind()
  })

  if (tasks.bindStatus === 'error') {
    return <StatusView status='error' message={t('tasks.loadFailed')} onRetry={() => void tasks.loadBind()} />
  }
  if (tasks.bindStatus !== 'ready' || !tasks.bind) return <StatusView status='loading' />
  return <BindTaskView task={tasks.bind} />
})

/** /taskDetailEmailV3: bind an email or phone for 6 hours of VIP (spec 2, 4, 5, 9). */
function BindTaskPage() {
  const t = useT<'tasks'>()
  return (
    <PageShell title={t('tasks.bind.title')} className='task'>
      <TaskGate>{() => <BindTaskBody />}</TaskGate>
    </PageShell>
  )
}

export default definePage(BindTaskPage, tasksTexts)
