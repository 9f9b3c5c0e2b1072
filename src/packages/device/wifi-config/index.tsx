import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtButton, AtInput, AtSegmentedControl } from 'taro-ui'
import { fetchWifiSettings, isUnbound, saveWifiSettings, type WifiSettings } from '@/api/devices'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { useSingleFlight } from '@/components/use-single-flight'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import {
  isWifiName,
  isWifiPassword,
  WIFI_BANDS,
  WIFI_NAME_MAX_BYTES,
  WIFI_PASSWORD_MAX,
  WIFI_PASSWORD_MIN,
  type WifiBand,
} from '@/lib/devices'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import { DevicePage } from '../components/device-page'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/segmented-control.scss'
import './index.scss'

/** The form keeps what the user typed through a failed save; a saved answer becomes its new start. */
function WifiForm({ settings, deviceCode }: { settings: WifiSettings; deviceCode: string }) {
  const t = useT<'device'>()
  const [saved, setSaved] = useState(settings)
  const [ssid, setSsid] = useState(settings.ssid)
  const [password, setPassword] = useState('')
  const [band, setBand] = useState<WifiBand>(settings.band)
  const [hidden, setHidden] = useState(settings.hidden)
  const [checked, setChecked] = useState(false)
  const saving = useSingleFlight()
  const nameError = checked && !isWifiName(ssid)
  const passwordError = checked && password !== '' && !isWifiPassword(password)

  function save() {
    setChecked(true)
    if (!isWifiName(ssid) || (password !== '' && !isWifiPassword(password))) return
    void saving.run(async () => {
      try {
        setSaved(await saveWifiSettings({ ssid, password, band, hidden, deviceCode }))
        setPassword('')
        notify(t('wifiConfig.saved'))
      } catch (error) {
        if (!isUnbound(error)) notifyFailure(error, t('wifiConfig.saveFailed'))
      }
    })
  }

  return (
    <>
      <View className='card wifi-config__form'>
        <Text className='wifi-config__intro'>{t('wifiConfig.intro')}</Text>
        <AtInput
          name='ssid'
          type='text'
          title={t('wifiConfig.name')}
          placeholder={t('wifiConfig.namePlaceholder')}
          value={ssid}
          error={nameError}
          onChange={(value: string | number) => setSsid(String(value))}
        />
        {nameError && <Text className='wifi-config__error'>{t('wifiConfig.nameInvalid', { max: WIFI_NAME_MAX_BYTES })}</Text>}
        <AtInput
          name='password'
          type='password'
          maxLength={WIFI_PASSWORD_MAX}
          title={t('wifiConfig.password')}
          placeholder={t('wifiConfig.passwordPlaceholder')}
          value={password}
          error={passwordError}
          onChange={(value: string | number) => setPassword(String(value))}
        />
        {passwordError && (
          <Text className='wifi-config__error'>{t('wifiConfig.passwordInvalid', { min: WIFI_PASSWORD_MIN, max: WIFI_PASSWORD_MAX })}</Text>
        )}
        <Text className='wifi-config__label'>{t('wifiConfig.band')}</Text>
        <AtSegmentedControl
          className='wifi-config__band'
          values={WIFI_BANDS.map((item) => t(`wifiConfig.band.${item}`))}
          current={WIFI_BANDS.indexOf(band)}
          onClick={(index: number) => setBand(WIFI_BANDS[index] ?? band)}
        />
        <Text className='wifi-config__label'>{t('wifiConfig.visibility')}</Text>
        <AtSegmentedControl
          className='wifi-config__visibility'
          values={[t('wifiConfig.visible'), t('wifiConfig.hidden')]}
          current={hidden ? 1 : 0}
          onClick={(index: number) => setHidden(index === 1)}
        />
        <AtButton className='wifi-config__save' type='primary' loading={saving.running} disabled={saving.running} onClick={save}>
          {saving.running ? t('wifiConfig.saving') : t('wifiConfig.save')}
        </AtButton>
      </View>
      <Text className='wifi-config__updated' data-testid='wifi-updated'>
        {saved.ssid} · <TextWithDates text={t('wifiConfig.updatedAt', { time: chinaDateTimeOf(saved.updatedAt) })} />
      </Text>
    </>
  )
}

/** /wifiConfig: the box's wifi name, password, band and name broadcast (docs/api.md, "Device endpoints"). */
function WifiConfigPage() {
  const t = useT<'device'>()
  const { session } = useStores()
  const deviceCode = session.deviceCode
  const load = useServerRead(session.isLoggedIn ? () => fetchWifiSettings(deviceCode) : undefined, [deviceCode])
  return (
    <DevicePage title={t('wifiConfig.title')} className='wifi-config'>
      <LoadView load={load} failureText={t('wifiConfig.loadFailed')}>
        {(settings) => <WifiForm settings={settings} deviceCode={deviceCode} />}
      </LoadView>
    </DevicePage>
  )
}

export default definePage(WifiConfigPage, deviceTexts)
