import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import type { Application } from '@/api/applications'
import { RecordField } from '@/components/record-field'
import { chinaDateTimeOf } from '@/lib/calendar'
import type { ApplicationState } from '@/lib/applications'
import { useT } from '@/stores'

/** The label of a state: a listed app is on the acceleration list, a listed line is opened. */
export function useStateLabel(): (application: Pick<Application, 'kind'>, state: ApplicationState) => string {
  const t = useT<'order'>()
  return (application, state) => (state === 'listed' ? t(`apply.state.listed.${application.kind}`) : t(`apply.state.${state}`))
}

/** One application and where it stands (spec 4: pending, listed, rejected). */
export function ApplicationCard({ application }: { application: Application }) {
  const t = useT<'order'>()
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
        {application.region !== '' && <RecordField label={t(`apply.region.${kind}`)}>{application.region}</RecordField>}
        {application.lineName !== '' && <RecordField label={t('apply.lineName')}>{application.lineName}</RecordField>}
        {application.note !== '' && <RecordField label={t('apply.note')}>{application.note}</RecordField>}
        <RecordField label={t('apply.appliedAt')}>
          <Text className='application__date'>{chinaDateTimeOf(application.appliedAt)}</Text>
        </RecordField>
        {state !== 'pending' && application.handledAt > 0 && (
          <RecordField label={state === 'listed' ? t(`apply.handledAt.listed.${kind}`) : t('apply.handledAt.rejected')}>
            <Text className='application__date'>{chinaDateTimeOf(application.handledAt)}</Text>
          </RecordField>
        )}
      </View>
      {state === 'pending' && <Text className='application__hint'>{t('apply.pendingHint')}</Text>}
      {state === 'rejected' && application.rejectReason !== '' && (
        <Text className='application__hint application__hint--rejected'>{t('apply.rejectReason', { reason: application.rejectReason })}</Text>
      )}
    </View>
  )
}
