import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton, AtSegmentedControl } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useRewardText } from '@/components/reward-label'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { PAGE_VIEWS } from '@/lib/analytics'
import { isRefusal } from '@/lib/refusal'
import { FOLLOW_REWARD_CHOICES, type FollowRewardChoice } from '@/lib/tasks'
import { trackPageView } from '@/services/analytics'
import { copyAndNotify, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useTasksStore } from '@/stores/tasks'
import type { FollowTask } from '@/api/tasks'
import { tasksTexts } from '@/locales/tasks'
import { TaskGate } from '../components/task-gate'
import { TaskSteps } from '../components/task-steps'
import { notifyTaskFailure } from '../components/task-failure'
import '@/styles/taro-ui/segmented-control.scss'
import '../components/task.scss'

function choiceReward(task: FollowTask, choice: FollowRewardChoice): { coins: number; vipHours: number } {
  return choice === 'coins' ? { coins: task.rewardCoins, vipHours: 0 } : { coins: 0, vipHours: task.rewardVipHours }
}

const FollowTaskView = observer(function FollowTaskView({ task }: { task: FollowTask }) {
  const t = useT<'tasks'>()
  const tasks = useTasksStore()
  const rewardText = useRewardText()
  const [choice, setChoice] = useState<FollowRewardChoice>('coins')
  const stage = tasks.followStage

  async function claim() {
    try {
      const reward = await tasks.claimFollow(choice)
      if (reward) notify(t('tasks.claimed', { reward: rewardText(reward.rewardCoins, reward.rewardVipHours) }))
    } catch (error) {
      notifyTaskFailure(t, error, t('tasks.claimFailed'))
      // A refusal means the task moved on elsewhere; a lost answer keeps the button for a retry.
      if (isRefusal(error)) void tasks.loadFollow()
    }
  }

  const steps = [
    t('tasks.follow.step.search', { name: task.accountName, id: task.accountId }),
    t('tasks.follow.step.follow'),
    t('tasks.follow.step.link', { keyword: task.keyword }),
    t('tasks.follow.step.claim'),
  ]

  return (
    <>
      <View className='card task__card' data-testid='follow-task' data-stage={stage}>
        <Text className='task__intro'>{t('tasks.follow.intro')}</Text>
        <Text className='task__reward'>{rewardText(task.rewardCoins, task.rewardVipHours)}</Text>
        {stage === 'received' && task.claimed ? (
          <Text className='task__state task__state--done' data-testid='task-received'>
            {t('tasks.follow.receivedAs', { reward: rewardText(choiceReward(task, task.claimed).coins, choiceReward(task, task.claimed).vipHours) })}
          </Text>
        ) : stage === 'claimable' ? (
          <View className='task__claim'>
            <Text className='task__label'>{t('tasks.follow.chooseReward')}</Text>
            <AtSegmentedControl
              values={FOLLOW_REWARD_CHOICES.map((option) => rewardText(choiceReward(task, option).coins, choiceReward(task, option).vipHours))}
              current={FOLLOW_REWARD_CHOICES.indexOf(choice)}
              onClick={(index: number) => setChoice(FOLLOW_REWARD_CHOICES[index] ?? 'coins')}
            />
            <AtButton type='primary' circle loading={tasks.claiming} disabled={tasks.claiming} onClick={() => void claim()}>
              {tasks.claiming ? t('tasks.claiming') : t('tasks.claim')}
            </AtButton>
          </View>
        ) : (
          <View className='task__claim'>
            <Text className='task__hint'>{t('tasks.follow.notFollowed')}</Text>
            <AtButton type='secondary' circle onClick={() => void tasks.loadFollow()}>
              {t('tasks.follow.refresh')}
            </AtButton>
          </View>
        )}
      </View>

      <View className='card task__card'>
        <View className='task__row'>
          <Text className='task__label'>{t('tasks.follow.accountName')}</Text>
          <Text className='task__value'>{t('tasks.follow.accountNameShown', { name: task.accountName })}</Text>
        </View>
        <View className='task__row'>
          <Text className='task__label'>{t('tasks.follow.accountId')}</Text>
          <Text className='task__value' data-testid='follow-account-id'>
            {task.accountId}
          </Text>
          <AtButton className='task__copy' size='small' circle onClick={() => void copyAndNotify(task.accountId)}>
            {t('common.copy')}
          </AtButton>
        </View>
      </View>

      <TaskSteps title={t('tasks.follow.howTitle')} steps={steps} />
    </>
  )
})

const FollowTaskBody = observer(function FollowTaskBody() {
  const t = useT<'tasks'>()
  const { session } = useStores()
  const tasks = useTasksStore()

  useAccountLoad(() => {
    if (session.token) void tasks.loadFollow()
  })

  if (tasks.followStatus === 'error') {
    return <StatusView status='error' message={t('tasks.loadFailed')} onRetry={() => void tasks.loadFollow()} />
  }
  if (tasks.followStatus !== 'ready' || !tasks.follow) return <StatusView status='loading' />
  return <FollowTaskView task={tasks.follow} />
})

/** /taskDetailWxV3: follow the official account for coins or VIP hours, claimed once (spec 2, 9). */
function FollowTaskPage() {
  const t = useT<'tasks'>()

  useEffect(() => {
    trackPageView(PAGE_VIEWS.followMission)
  }, [])

  return (
    <PageShell title={t('tasks.follow.title')} className='task'>
      <TaskGate>{() => <FollowTaskBody />}</TaskGate>
    </PageShell>
  )
}

export default definePage(FollowTaskPage, tasksTexts)
