import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import { fetchLoginDevices, loginDevices, type LoginDevice } from '@/api/devices'
import { storedAnswer } from '@/api/shape'
import { Dialog } from '@/components/dialog'
import { LoadView, useLastKnown, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { canExitDevice, deviceKindOf, isThisDevice, sortDevices } from '@/lib/devices'
import { notify, notifyFailure } from '@/services/notify'
import { useDeviceStore } from '@/stores/devices'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import { DevicePage } from '../components/device-page'
import './index.scss'

const DeviceRow = observer(function DeviceRow({ device, onExit }: { device: LoginDevice; onExit: (device: LoginDevice) => void }) {
  const t = useT<'device'>()
  const { session } = useStores()
  const devices = useDeviceStore()
  const current = isThisDevice(device, session.deviceCode)
  const exiting = devices.exiting === device.deviceCode
  return (
    <View className='login-device' data-device={device.deviceCode} data-current={current ? 'true' : 'false'}>
      <View className='login-device__text'>
        <View className='login-device__head'>
          <Text className='login-device__name'>{device.name}</Text>
          {current && <Text className='login-device__tag'>{t('deviceManage.thisDevice')}</Text>}
        </View>
        <Text className='login-device__meta'>
          {t(`device.kind.${deviceKindOf(device.platformType)}`)} · <Text
            className={`login-device__state login-device__state--${device.online ? 'online' : 'offline'}`}
          >
            {device.online ? t('deviceManage.online') : t('deviceManage.offline')}
          </Text>
        </Text>
        <TextWithDates className='login-device__meta' text={t('deviceManage.lastActive', { time: chinaDateTimeOf(device.lastActiveAt) })} />
        <TextWithDates className='login-device__meta' text={t('deviceManage.loggedIn', { date: chinaDateOf(device.loggedInAt) })} />
      </View>
      {canExitDevice(device, session.deviceCode) ? (
        <AtButton
          className='login-device__exit'
          size='small'
          loading={exiting}
          disabled={devices.exiting !== undefined}
          onClick={() => onExit(device)}
        >
          {exiting ? t('deviceManage.exiting') : t('deviceManage.exit')}
        </AtButton>
      ) : (
        <Text className='login-device__hint'>{t('deviceManage.thisDeviceHint')}</Text>
      )}
    </View>
  )
})

/** /deviceManage: the account's logged-in devices, this one marked, online state, exit another (spec 2, 3, 8). */
function DeviceManagePage() {
  const t = useT<'device'>()
  const { session } = useStores()
  const devices = useDeviceStore()
  const [confirming, setConfirming] = useState<LoginDevice>()
  const deviceCode = session.deviceCode
  const keptDevices = useLastKnown('login-devices', storedAnswer(loginDevices))
  const load = useServerRead(session.isLoggedIn ? () => fetchLoginDevices(deviceCode) : undefined, [deviceCode, devices.listVersion], {
    lastKnown: keptDevices,
  })

  async function exitConfirmed() {
    const device = confirming
    setConfirming(undefined)
    if (!device) return
    try {
      const outcome = await devices.exit(device.deviceCode, deviceCode)
      // 'unbound': the request client has told the user and leaves for the box (spec 8)
      if (outcome === 'done') notify(t('deviceManage.logoutSuccess'))
    } catch (error) {
      notifyFailure(error, t('deviceManage.logoutFailure'))
    }
  }

  return (
    <DevicePage title={t('deviceManage.title')} className='device-manage'>
      <LoadView
        load={load}
        failureText={t('deviceManage.loadFailed')}
        isEmpty={(answer) => answer.devices.length === 0}
        emptyText={t('deviceManage.empty')}
      >
        {(answer) => (
          <>
            <Text className='device-manage__limit'>{t('deviceManage.limit', { count: answer.limit })}</Text>
            <View className='card card--flush device-manage__card'>
              {sortDevices(answer.devices, deviceCode).map((device) => (
                <DeviceRow key={device.deviceCode} device={device} onExit={setConfirming} />
              ))}
            </View>
          </>
        )}
      </LoadView>
      <Dialog
        opened={confirming !== undefined}
        title={t('deviceManage.confirmTitle')}
        onClose={() => setConfirming(undefined)}
        actions={[
          { label: t('common.cancel'), onClick: () => setConfirming(undefined), className: 'device-manage__cancel' },
          { label: t('deviceManage.confirm'), kind: 'destructive', onClick: () => void exitConfirmed(), className: 'device-manage__confirm' },
        ]}
      >
        <Text className='device-manage__confirm-text'>{t('deviceManage.confirmText', { name: confirming?.name ?? '' })}</Text>
      </Dialog>
    </DevicePage>
  )
}

export default definePage(DeviceManagePage, deviceTexts)
