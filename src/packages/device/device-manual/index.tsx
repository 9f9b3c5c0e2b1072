import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtList, AtListItem } from 'taro-ui'
import { fetchDeviceManual } from '@/api/devices'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf } from '@/lib/calendar'
import { firstManualKind, MANUAL_KINDS, type ManualKind } from '@/lib/devices'
import { currentQuery, detectClient, navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import '@/styles/taro-ui/list.scss'
import './index.scss'

/** /deviceManual: the manual of each device type, steps fetched in the user's language; `?kind=` picks one. Open to visitors. */
function DeviceManualPage() {
  const t = useT<'device'>()
  const { translation } = useStores()
  const [kind, setKind] = useState<ManualKind>(() => firstManualKind(currentQuery().kind, detectClient()))
  const load = useServerRead(() => fetchDeviceManual(kind), [kind, translation.language])
  return (
    <PageShell title={t('deviceManual.title')} className='device-manual'>
      <View className='device-manual__kinds' aria-label={t('deviceManual.kinds')}>
        {MANUAL_KINDS.map((item) => (
          <Text
            key={item}
            {...tappable('button')}
            className={`device-manual__kind${item === kind ? ' device-manual__kind--current' : ''}`}
            data-kind={item}
            data-current={item === kind ? 'true' : 'false'}
            onClick={() => setKind(item)}
          >
            {t(`deviceManual.kind.${item}`)}
          </Text>
        ))}
      </View>
      <LoadView
        load={load}
        failureText={t('deviceManual.loadFailed')}
        isEmpty={(manual) => manual.steps.length === 0}
        emptyText={t('deviceManual.empty')}
      >
        {(manual) => (
          <View className='card device-manual__card' data-testid='device-manual'>
            <Text className='device-manual__title'>{manual.title}</Text>
            <TextWithDates className='device-manual__updated' text={t('common.updatedAt', { date: chinaDateOf(manual.updatedAt) })} />
            {manual.steps.map((step, index) => (
              <View key={index} className='device-manual__step'>
                <Text className='device-manual__number'>{t('deviceManual.step', { n: index + 1 })}</Text>
                <Text className='device-manual__step-title'>{step.title}</Text>
                <Text className='device-manual__step-text'>{step.text}</Text>
              </View>
            ))}
          </View>
        )}
      </LoadView>
      <View className='card card--flush device-manual__links'>
        <AtList hasBorder={false}>
          <AtListItem title={t('deviceManual.download')} arrow='right' onClick={() => void navigateTo(PATH.wifiDownLoad)} />
        </AtList>
      </View>
    </PageShell>
  )
}

export default definePage(DeviceManualPage, deviceTexts)
