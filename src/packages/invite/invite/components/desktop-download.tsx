import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { siteLinks } from '@/config'
import { DOWNLOAD_QR_SIZE, drawQrCode, type PosterPen } from '@/lib/poster'
import { qrMatrix } from '@/lib/qr-code'
import { PosterCanvas } from '@/platform/poster'
import { useT } from '@/stores'
import { StatusView } from '@/components/status-view'
import { useCanvasDrawing } from '@/components/use-canvas-drawing'

export const DOWNLOAD_QR_ID = 'invite-download-qr'

function drawDownloadQr(pen: PosterPen) {
  drawQrCode(pen, qrMatrix(siteLinks.appDownloadPage), 0, 0, DOWNLOAD_QR_SIZE)
}

/** Spec 2: invite tasks are done on a phone; the desktop app shows where to get the app instead. */
export const DesktopDownload = observer(function DesktopDownload() {
  const t = useT<'invite'>()
  const { state, redraw } = useCanvasDrawing(DOWNLOAD_QR_ID, drawDownloadQr, siteLinks.appDownloadPage)
  return (
    <View className='card card-section invite__desktop' data-testid='invite-desktop'>
      <Text className='card-section__heading'>{t('invite.desktopTitle')}</Text>
      <Text className='card-section__text'>{t('invite.desktopText')}</Text>
      <View className='invite__download'>
        <PosterCanvas
          id={DOWNLOAD_QR_ID}
          width={DOWNLOAD_QR_SIZE}
          height={DOWNLOAD_QR_SIZE}
          className='invite__download-qr'
          label={t('invite.downloadLabel')}
        />
      </View>
      {state === 'failed' && <StatusView status='error' message={t('invite.qrFailed')} onRetry={redraw} />}
    </View>
  )
})
