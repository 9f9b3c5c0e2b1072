import { Text, View } from '@tarojs/components'
import { RecordField } from '@/components/record-field'
import { TextWithDates } from '@/components/text-with-dates'
import { AtButton, AtTag } from 'taro-ui'
import type { Pause } from '@/api/membership'
import { chinaDateTimeOf } from '@/lib/calendar'
import { useT } from '@/stores'

/** The pause running now, with the early resume. */
export function RunningPause({ pause, busy, onResume }: { pause: Pause; busy: boolean; onResume: () => void }) {
  const t = useT<'memberManage'>()
  return (
    <View className='card manage-card pause-running' data-pause-no={pause.pauseNo}>
      <View className='manage-card__head'>
        <Text className='manage-card__title'>{t('pause.runningTitle')}</Text>
        <AtTag size='small' circle className='manage-card__tag manage-card__tag--running'>
          {t('pauseRecord.state.running')}
        </AtTag>
      </View>
      <TextWithDates className='manage__note' text={t('pause.runningText', { date: chinaDateTimeOf(pause.plannedEndAt) })} />
      <View className='manage-card__fields'>
        <RecordField label={t('pause.startedAt')}>
          <Text className='manage-card__date'>{chinaDateTimeOf(pause.startedAt)}</Text>
        </RecordField>
        <RecordField label={t('pause.plannedEnd')}>
          <Text className='manage-card__date'>{chinaDateTimeOf(pause.plannedEndAt)}</Text>
        </RecordField>
      </View>
      <View className='manage-card__actions'>
        <AtButton className='pause__resume' type='secondary' size='small' circle disabled={busy} onClick={onResume}>
          {t('pause.resume')}
        </AtButton>
      </View>
    </View>
  )
}
