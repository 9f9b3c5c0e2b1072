import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton, AtInput, AtSegmentedControl } from 'taro-ui'
import { bindAccount, sendBindCode } from '@/api/tasks'
import { FieldError } from '@/components/field-error'
import { VerificationCodeField } from '@/components/verification-code-field'
import type { BindKind } from '@/lib/tasks'
import { notify } from '@/services/notify'
import { BindFormStore } from '@/stores/bind-form'
import { useT } from '@/stores'
import { useTasksStore } from '@/stores/tasks'
import { notifyTaskFailure } from './task-failure'

/** The email or phone to bind and its verification code (spec 5); `kinds` are those not bound yet. */
export const BindForm = observer(function BindForm({ kinds }: { kinds: readonly [BindKind, ...BindKind[]] }) {
  const t = useT<'tasks'>()
  const tasks = useTasksStore()
  const [form] = useState(() => new BindFormStore(kinds[0], { sendBindCode, bindAccount }))
  const { errors } = form
  const kindName = (kind: BindKind) => t(kind === 'email' ? 'login.email' : 'login.phone')

  useEffect(() => () => form.dispose(), [form])

  async function submit() {
    try {
      const task = await form.submit()
      if (!task) return
      notify(t('tasks.bind.bound'))
      tasks.showBind(task)
    } catch (error) {
      notifyTaskFailure(t, error, t('tasks.bind.bindFailed'))
    }
  }

  return (
    <View className='task__claim task__bind-form' data-testid='bind-form' data-kind={form.kind}>
      {kinds.length > 1 ? (
        <AtSegmentedControl
          values={kinds.map(kindName)}
          current={Math.max(0, kinds.indexOf(form.kind))}
          onClick={(index: number) => form.setKind(kinds[index] ?? kinds[0])}
        />
      ) : (
        <Text className='task__title'>{t('tasks.bind.formTitle', { kind: kindName(form.kind) })}</Text>
      )}
      <AtInput
        name={form.kind}
        type='text'
        title={kindName(form.kind)}
        placeholder={t(form.kind === 'email' ? 'login.emailPlaceholder' : 'login.phonePlaceholder')}
        value={form.value}
        error={Boolean(errors.value)}
        onChange={(value: string | number) => form.setValue(String(value))}
      />
      <FieldError className='task__error' error={errors.value} />
      <VerificationCodeField
        form={form}
        invalid={Boolean(errors.code)}
        sendClassName='task__send-code'
        onSendFailed={(error) => notifyTaskFailure(t, error, t('tasks.bind.sendCodeFailed'))}
      />
      <FieldError className='task__error' error={errors.code} />
      <AtButton type='primary' circle loading={form.submitting} disabled={form.submitting} onClick={() => void submit()}>
        {form.submitting ? t('tasks.bind.binding') : t('tasks.bind.bindNow')}
      </AtButton>
    </View>
  )
})
