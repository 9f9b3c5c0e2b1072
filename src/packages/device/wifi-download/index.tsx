import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtButton, AtList, AtListItem } from 'taro-ui'
import { fetchClientDownloads, type ClientDownload } from '@/api/devices'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useCanvasDrawing } from '@/components/use-canvas-drawing'
import { TextWithDates } from '@/components/text-with-dates'
import { allowedLinkDomains } from '@/config'
import { chinaDateOf } from '@/lib/calendar'
import { megabytesOf, platformOfClient, showsPhoneQrCode, sortDownloads, type DownloadPlatform } from '@/lib/devices'
import { DOWNLOAD_QR_SIZE, drawQrCode, type PosterPen } from '@/lib/poster'
import { qrMatrix } from '@/lib/qr-code'
import { copyText, detectClient, navigateTo, performRedirect } from '@/platform'
import { PosterCanvas } from '@/platform/poster'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import '@/styles/taro-ui/list.scss'
import './index.scss'

const PHONE_QR_ID = 'wifi-download-qr'

/** The QR code of the phone download page, drawn as /inviteV4 draws its own. */
function PhoneQrCode({ link }: { link: string }) {
  const t = useT<'device'>()
  const { state, redraw } = useCanvasDrawing(PHONE_QR_ID, (pen: PosterPen) => drawQrCode(pen, qrMatrix(link), 0, 0, DOWNLOAD_QR_SIZE), link)
  return (
    <View className='card wifi-download__qr' data-testid='download-qr'>
      <Text className='wifi-download__qr-title'>{t('wifiDownLoad.qrTitle')}</Text>
      <Text className='wifi-download__text'>{t('wifiDownLoad.qrText')}</Text>
      <View className='wifi-download__qr-code'>
        <PosterCanvas id={PHONE_QR_ID} width={DOWNLOAD_QR_SIZE} height={DOWNLOAD_QR_SIZE} className='wifi-download__qr-canvas' label={t('wifiDownLoad.qrLabel')} />
      </View>
      {state === 'failed' && <StatusView status='error' message={t('wifiDownLoad.qrFailed')} onRetry={redraw} />}
    </View>
  )
}

function DownloadRow({ item, current }: { item: ClientDownload; current: boolean }) {
  const t = useT<'device'>()

  async function download() {
    // the app opens it in the phone's browser, a browser in a new tab (spec 2, kind 1)
    const result = await performRedirect({ targetUrl: item.url }, 1, allowedLinkDomains)
    if (result === 'done') return
    // where nothing can open it, the link is copied for a browser
    notify((await copyText(item.url)) ? t('wifiDownLoad.linkCopied') : t('wifiDownLoad.openFailed'))
  }

  return (
    <View className='download' data-platform={item.platform}>
      <View className='download__text'>
        <View className='download__head'>
          <Text className='download__name'>{t(`wifiDownLoad.platform.${item.platform}`)}</Text>
          {current && <Text className='download__tag'>{t('wifiDownLoad.thisDevice')}</Text>}
        </View>
        <Text className='download__meta'>
          {t('wifiDownLoad.version', { version: item.version })} ·{' '}
          {item.size > 0 ? t('wifiDownLoad.size', { size: megabytesOf(item.size) }) : t('wifiDownLoad.store')}
        </Text>
        <TextWithDates className='download__meta' text={t('common.updatedAt', { date: chinaDateOf(item.updatedAt) })} />
      </View>
      <AtButton className='download__button' size='small' type={current ? 'primary' : 'secondary'} onClick={() => void download()}>
        {t('wifiDownLoad.download')}
      </AtButton>
    </View>
  )
}

/** /wifiDownLoad: the wifi and box client for each platform, this one first; a computer also shows the phone page's QR code. Open to visitors. */
function WifiDownloadPage() {
  const t = useT<'device'>()
  const { translation } = useStores()
  const [client] = useState(detectClient)
  const current: DownloadPlatform | undefined = platformOfClient(client)
  const load = useServerRead(fetchClientDownloads, [translation.language])
  return (
    <PageShell title={t('wifiDownLoad.title')} className='wifi-download'>
      <Text className='wifi-download__intro'>{t('wifiDownLoad.intro')}</Text>
      <LoadView
        load={load}
        failureText={t('wifiDownLoad.loadFailed')}
        isEmpty={(answer) => answer.downloads.length === 0}
        emptyText={t('wifiDownLoad.empty')}
      >
        {(answer) => (
          <>
            {showsPhoneQrCode(client) && <PhoneQrCode link={answer.phonePage} />}
            <View className='card card--flush wifi-download__list'>
              {sortDownloads(answer.downloads, current).map((item) => (
                <DownloadRow key={item.platform} item={item} current={item.platform === current} />
              ))}
            </View>
          </>
        )}
      </LoadView>
      <View className='card card--flush wifi-download__links'>
        <AtList hasBorder={false}>
          <AtListItem title={t('wifiDownLoad.manual')} arrow='right' onClick={() => void navigateTo(PATH.deviceManual)} />
        </AtList>
      </View>
    </PageShell>
  )
}

export default definePage(WifiDownloadPage, deviceTexts)
