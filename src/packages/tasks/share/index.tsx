import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton } from 'taro-ui'
import { shareRefusal, type ShareTask } from '@/api/tasks'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useRewardText } from '@/components/reward-label'
import { StatusView } from '@/components/status-view'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { refusalTextKey } from '@/lib/refusal-texts'
import { checkShareImage, SHARE_IMAGE_MAX_MB, shareReviewDeadline, type ShareImageError, type ShareRefusal } from '@/lib/tasks'
import { SHARE_SCREENSHOT_REWARD } from '@/lib/welfare-rules'
import { tasksTexts } from '@/locales/tasks'
import { chooseImage, releaseImage } from '@/platform/image-upload'
import type { ChosenImage } from '@/platform/types'
import { notice, notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useShareTaskStore } from '@/stores/share-task'
import { TaskGate } from '../components/task-gate'
import { TaskSteps } from '../components/task-steps'
import '../components/task.scss'
import './index.scss'

const KIB = 1024

const ShareForm = observer(function ShareForm({ resubmit }: { resubmit: boolean }) {
  const t = useT<'tasks'>()
  const share = useShareTaskStore()
  const [image, setImage] = useState<ChosenImage | undefined>(undefined)
  const [problem, setProblem] = useState<ShareImageError | undefined>(undefined)

  useEffect(() => () => image && releaseImage(image), [image])

  function shareErrorText(error: ShareRefusal): string {
    return t(refusalTextKey('share', error), { size: SHARE_IMAGE_MAX_MB })
  }

  async function choose() {
    const chosen = await chooseImage()
    if (!chosen) return
    const error = checkShareImage(chosen)
    if (error) {
      releaseImage(chosen)
      setProblem(error)
      notify(shareErrorText(error))
      return
    }
    setProblem(undefined)
    setImage(chosen)
  }

  async function submit() {
    if (share.submitting) return
    const error = checkShareImage(image)
    if (error || !image) {
      setProblem(error)
      notify(shareErrorText(error ?? 'imageRequired'))
      return
    }
    try {
      if (await share.submit(image)) notice(t('tasks.share.submitted'))
    } catch (failure) {
      // The chosen image stays, so the user can send it again.
      const refusal = shareRefusal(failure)
      if (refusal) notify(shareErrorText(refusal))
      else notifyFailure(failure, t('tasks.share.submitFailed'))
    }
  }

  return (
    <View className='task__claim' data-testid='share-form'>
      {image ? (
        <View className='share-task__chosen'>
          <View className='share-task__preview' style={{ backgroundImage: `url("${image.previewUrl}")` }} />
          <Text className='share-task__file' data-testid='share-chosen'>
            {t('tasks.share.chosen', { name: image.name, size: Math.max(1, Math.round(image.size / KIB)) })}
          </Text>
        </View>
      ) : (
        <Text className='task__hint'>{t('tasks.share.noImage')}</Text>
      )}
      <Text className={problem ? 'task__error' : 'task__hint'}>{problem ? shareErrorText(problem) : t('tasks.share.sizeHint', { size: SHARE_IMAGE_MAX_MB })}</Text>
      <AtButton className='share-task__choose' type='secondary' circle disabled={share.submitting} onClick={() => void choose()}>
        {image ? t('tasks.share.rechoose') : t('tasks.share.choose')}
      </AtButton>
      <AtButton className='share-task__submit' type='primary' circle loading={share.submitting} disabled={share.submitting} onClick={() => void submit()}>
        {share.submitting ? t('tasks.share.submitting') : resubmit ? t('tasks.share.resubmit') : t('tasks.share.submit')}
      </AtButton>
    </View>
  )
})

const ShareTaskView = observer(function ShareTaskView({ task }: { task: ShareTask }) {
  const t = useT<'tasks'>()
  const rewardText = useRewardText()
  const reward = rewardText(task.rewardCoins, 0)
  const steps = [t('tasks.share.step.share'), t('tasks.share.step.screenshot'), t('tasks.share.step.upload')]

  function stateView() {
    switch (task.state) {
      case 'reviewing':
        return (
          <View className='task__claim'>
            <Text className='task__state' data-testid='share-reviewing'>
              {t('tasks.share.state.reviewing')}
            </Text>
            <TextWithDates className='task__hint' text={t('tasks.share.reviewBy', { date: chinaDateTimeOf(shareReviewDeadline(task.submittedAt)) })} />
            <TextWithDates className='task__hint' text={t('tasks.share.submittedAt', { time: chinaDateTimeOf(task.submittedAt) })} />
          </View>
        )
      case 'approved':
        return (
          <Text className='task__state task__state--done' data-testid='share-approved'>
            {t('tasks.share.approved', { reward })}
          </Text>
        )
      case 'rejected':
        return (
          <>
            <Text className='share-task__rejected' data-testid='share-rejected'>
              {task.rejectReason ? t('tasks.share.rejected', { reason: task.rejectReason }) : t('tasks.share.rejectedNoReason')}
            </Text>
            <ShareForm resubmit />
          </>
        )
      default:
        return <ShareForm resubmit={false} />
    }
  }

  return (
    <>
      <View className='card task__card' data-testid='share-task' data-state={task.state}>
        <Text className='task__intro'>{t('tasks.share.intro')}</Text>
        <Text className='task__reward'>{reward}</Text>
        <Text className='task__hint'>{t('tasks.share.reviewNote', { count: SHARE_SCREENSHOT_REWARD.reviewWorkingDays })}</Text>
      </View>
      <View className='card task__card'>{stateView()}</View>
      <TaskSteps title={t('tasks.share.howTitle')} steps={steps} />
    </>
  )
})

const ShareTaskBody = observer(function ShareTaskBody() {
  const t = useT<'tasks'>()
  const { session } = useStores()
  const share = useShareTaskStore()

  useAccountLoad(() => {
    if (session.token) void share.load()
  })

  if (share.status === 'error') return <StatusView status='error' message={t('tasks.loadFailed')} onRetry={() => void share.load()} />
  if (share.status !== 'ready' || !share.task) return <StatusView status='loading' />
  return <ShareTaskView task={share.task} />
})

/** /taskDetailShareV3: share the app, upload the screenshot, 100 coins once approved (spec 2, 4, 5, 9). */
function ShareTaskPage() {
  const t = useT<'tasks'>()
  return (
    <PageShell title={t('tasks.share.title')} className='task'>
      <TaskGate>{() => <ShareTaskBody />}</TaskGate>
    </PageShell>
  )
}

export default definePage(ShareTaskPage, tasksTexts)
