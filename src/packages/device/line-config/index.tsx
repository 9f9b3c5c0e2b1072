import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import { fetchBoxLines, isUnbound, selectBoxLine, type BoxLines, type Line } from '@/api/devices'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { useSingleFlight } from '@/components/use-single-flight'
import { lineLoadLevel } from '@/lib/devices'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import { DevicePage } from '../components/device-page'
import './index.scss'

const LineRow = observer(function LineRow({
  line,
  inUse,
  busy,
  onUse,
}: {
  line: Line
  inUse: boolean
  busy: boolean
  onUse: (line: Line) => void
}) {
  const t = useT<'device'>()
  const level = lineLoadLevel(line.load)
  return (
    <View className='box-line' data-line={line.id} data-in-use={inUse ? 'true' : 'false'}>
      <View className='box-line__text'>
        <View className='box-line__head'>
          <Text className='box-line__name'>{line.name}</Text>
          {line.vipOnly && <Text className='box-line__vip'>{t('lineConfig.vipOnly')}</Text>}
        </View>
        <Text className='box-line__meta'>
          {t('lineConfig.latency', { ms: line.latencyMs })} · <Text className={`box-line__load box-line__load--${level}`}>{t(`lineConfig.load.${level}`)}</Text>
        </Text>
      </View>
      <AtButton className='box-line__use' size='small' type={inUse ? 'primary' : 'secondary'} disabled={inUse || busy} onClick={() => onUse(line)}>
        {inUse ? t('lineConfig.inUse') : t('lineConfig.use')}
      </AtButton>
    </View>
  )
})

/** /lineConfig: the box's lines with latency and load, the current one, switching (docs/api.md, "Device endpoints"). */
function LineConfigPage() {
  const t = useT<'device'>()
  const { session } = useStores()
  const deviceCode = session.deviceCode
  const load = useServerRead(session.isLoggedIn ? () => fetchBoxLines(deviceCode) : undefined, [deviceCode])
  const [switched, setSwitched] = useState<BoxLines>()
  const switching = useSingleFlight()

  function use(line: Line) {
    void switching.run(async () => {
      try {
        setSwitched(await selectBoxLine({ lineId: line.id, deviceCode }))
        notify(t('lineConfig.switched', { name: line.name }))
      } catch (error) {
        if (!isUnbound(error)) notifyFailure(error, t('lineConfig.switchFailed'))
      }
    })
  }

  return (
    <DevicePage title={t('lineConfig.title')} className='line-config'>
      <LoadView load={load} failureText={t('lineConfig.loadFailed')} isEmpty={(answer) => answer.lines.length === 0} emptyText={t('lineConfig.empty')}>
        {(answer) => {
          const shown = switched ?? answer
          const current = shown.lines.find((line) => line.id === shown.currentLineId)
          return (
            <>
              <View className='card line-config__current'>
                <Text className='line-config__label'>{t('lineConfig.current')}</Text>
                <Text className='line-config__current-name' data-testid='current-line'>
                  {current?.name ?? '—'}
                </Text>
                <Text className='line-config__intro'>{t('lineConfig.intro')}</Text>
              </View>
              <View className='card card--flush line-config__card'>
                {shown.lines.map((line) => (
                  <LineRow key={line.id} line={line} inUse={line.id === shown.currentLineId} busy={switching.running} onUse={use} />
                ))}
              </View>
            </>
          )
        }}
      </LoadView>
    </DevicePage>
  )
}

export default definePage(LineConfigPage, deviceTexts)
