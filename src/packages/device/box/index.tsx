import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtList, AtListItem } from 'taro-ui'
import { fetchBoxInfo } from '@/api/devices'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { currentQuery, navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import { DevicePage } from '../components/device-page'
import '@/styles/taro-ui/list.scss'
import './index.scss'

/** /box: the acceleration box (state, line, wifi) and its settings; `?client=1` after an unbind (spec 2, 8). */
function BoxPage() {
  const t = useT<'device'>()
  const { session } = useStores()
  const [afterUnbind] = useState(() => currentQuery().client === '1')
  const deviceCode = session.deviceCode
  const load = useServerRead(session.isLoggedIn ? () => fetchBoxInfo(deviceCode) : undefined, [deviceCode])
  return (
    <DevicePage title={t('box.title')} className='box'>
      <LoadView load={load} failureText={t('box.loadFailed')}>
        {(box) => {
          const unbound = afterUnbind || !box.thisDeviceBound
          return (
            <>
              {unbound && (
                <View className='card box__unbound' data-testid='box-unbound'>
                  <Text className='box__unbound-title'>{t('box.unboundTitle')}</Text>
                  <Text className='box__unbound-text'>{t('box.unboundText')}</Text>
                </View>
              )}
              <View className='card box__summary'>
                <View className='box__head'>
                  <Text className='box__name'>{box.name}</Text>
                  <Text className={`box__state box__state--${box.online ? 'online' : 'offline'}`}>
                    {box.online ? t('box.online') : t('box.offline')}
                  </Text>
                </View>
                <Text className='box__meta'>{t('box.code', { code: box.boxCode })}</Text>
                <Text className='box__meta'>{t('box.model', { model: box.model, firmware: box.firmware })}</Text>
                <View className='box__facts'>
                  <View className='box__fact'>
                    <Text className='box__fact-label'>{t('box.line')}</Text>
                    <Text className='box__fact-value'>{box.lineName}</Text>
                  </View>
                  <View className='box__fact'>
                    <Text className='box__fact-label'>{t('box.wifi')}</Text>
                    <Text className='box__fact-value'>{box.ssid}</Text>
                  </View>
                </View>
                <Text className='box__meta'>{t('box.connected', { count: box.connectedDevices })}</Text>
              </View>
              {!unbound && (
                <View className='card card--flush box__links'>
                  <AtList hasBorder={false}>
                    <AtListItem title={t('box.manageLines')} arrow='right' onClick={() => void navigateTo(PATH.lineConfig)} />
                    <AtListItem title={t('box.manageWifi')} arrow='right' onClick={() => void navigateTo(PATH.wifiConfig)} />
                    <AtListItem title={t('box.manageDevices')} arrow='right' onClick={() => void navigateTo(PATH.deviceManage)} />
                  </AtList>
                </View>
              )}
            </>
          )
        }}
      </LoadView>
    </DevicePage>
  )
}

export default definePage(BoxPage, deviceTexts)
