import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import type { ReactNode } from 'react'
import type { Application } from '@/api/applications'
import { chinaDateTimeOf } from '@/lib/calendar'
import type { ApplicationState } from '@/lib/applications'
import { useT } from '@/stores'
import { orderTexts } from '@/locales/order'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='application__field'>
      <Text className='application__label'>{label}</Text>
      <Text className='application__value'>{children}</Text>
    </View>
  )
}

/** The label of a state: a listed app is on the acceleration list, a listed line is opened. */
export function useStateLabel(): (application: Pick<Application, 'kind'>, state: ApplicationState) => string {
  const t = useT(orderTexts)
  return (application, state) => (state === 'listed' ? t(`apply.state.listed.${application.kind}`) : t(`apply.state.${state}`))
}

/** One application and where it stands (spec 4: pending, listed, rejected). */
export function ApplicationCard({ application }: { application: Application }) {
  const t = useT(orderTexts)
  const stateLabel = useStateLabel()
  const { kind, state } = application
  return (
    <View className='card application' data-application={application.id} data-kind={kind} data-state={state}>
      <View className='application__head'>
        <Text className='application__title'>{application.target}</Text>
        <AtTag size='small' circle className={`application__tag application__tag--${state}`}>
          {stateLabel(application, state)}
        </AtTag>
      </View>
      <View className='application__fields'>
        {application.region !== '' && <Field label={t(`apply.region.${kind}`)}>{application.region}</Field>}
        {application.lineName !== '' && <Field label={t('apply.lineName')}>{application.lineName}</Field>}
        {application.note !== '' && <Field label={t('apply.note')}>{application.note}</Field>}
        <Field label={t('apply.appliedAt')}>
          <Text className='application__date'>{chinaDateTimeOf(application.appliedAt)}</Text>
        </Field>
        {state !== 'pending' && application.handledAt > 0 && (
          <Field label={state === 'listed' ? t(`apply.handledAt.listed.${kind}`) : t('apply.handledAt.rejected')}>
            <Text className='application__date'>{chinaDateTimeOf(application.handledAt)}</Text>
          </Field>
        )}
      </View>
      {state === 'pending' && <Text className='application__hint'>{t('apply.pendingHint')}</Text>}
      {state === 'rejected' && application.rejectReason !== '' && (
        <Text className='application__hint application__hint--rejected'>{t('apply.rejectReason', { reason: application.rejectReason })}</Text>
      )}
    </View>
  )
}
