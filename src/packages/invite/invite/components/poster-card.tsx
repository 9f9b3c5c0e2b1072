import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { AtButton } from 'taro-ui'
import type { InviteSummary } from '@/api/invite'
import { Dialog } from '@/components/dialog'
import { StatusView } from '@/components/status-view'
import { useSingleFlight } from '@/components/use-single-flight'
import { drawPoster, POSTER_SIZE, type PosterContent, type PosterPen } from '@/lib/poster'
import { qrMatrix, type QrMatrix } from '@/lib/qr-code'
import { INVITE_REWARD } from '@/lib/welfare-rules'
import { copyText, type PosterSaveResult } from '@/platform'
import { openAlbumSettings, PosterCanvas, savePoster } from '@/platform/poster'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useCanvasDrawing } from '@/components/use-canvas-drawing'

export const POSTER_ID = 'invite-poster'

// What the user is told after a save; undefined: nothing to say, or a dialog says it.
const SAVE_TEXT = {
  saved: 'invite.saved',
  cancelled: undefined,
  'in-app-only': 'invite.inAppOnly',
  'upgrade-needed': 'invite.upgradeNeeded',
  'album-denied': undefined,
  'privacy-refused': 'invite.privacyRefused',
  'poster-failed': 'invite.posterFailed',
  'save-failed': 'invite.saveFailed',
} as const satisfies Record<PosterSaveResult, string | undefined>

function qrOf(link: string): QrMatrix | undefined {
  try {
    return qrMatrix(link)
  } catch (error) {
    console.warn('[poster] no QR code for the invite link', error)
    return undefined
  }
}

/** The poster with the user's invite link as a QR code, the link to copy and the poster to save (spec 2, 6, 8). */
export const PosterCard = observer(function PosterCard({ summary }: { summary: InviteSummary }) {
  const t = useT<'invite'>()
  const { session, translation } = useStores()
  const save = useSingleFlight()
  const [askAlbum, setAskAlbum] = useState(false)

  const content: PosterContent = {
    brand: translation.brand,
    headline: summary.nickname ? t('poster.headline', { name: summary.nickname }) : t('poster.headlineNoName'),
    rewards: [
      t('poster.reward', { coins: INVITE_REWARD.coins, count: INVITE_REWARD.vipDays }),
      t('poster.timing', { count: INVITE_REWARD.creditWithinHours }),
    ],
    caption: t('poster.caption'),
    code: t('poster.code', { code: summary.inviteCode }),
  }
  const qr = useMemo(() => qrOf(summary.inviteLink), [summary.inviteLink])
  const draw = qr ? (pen: PosterPen) => drawPoster(pen, content, qr) : undefined
  const drawing = useCanvasDrawing(POSTER_ID, draw, JSON.stringify(content))

  async function copyLink() {
    const copied = await copyText(summary.inviteLink)
    notify(t(copied ? 'invite.linkCopied' : 'invite.copyFailed'))
  }

  function saveNow() {
    return save.run(async () => {
      const result = await savePoster(POSTER_ID, `invite-${summary.inviteCode}.png`, session.appVersion)
      const text = SAVE_TEXT[result]
      if (text) notify(t(text))
      if (result === 'album-denied') setAskAlbum(true)
    })
  }

  async function openSettings() {
    setAskAlbum(false)
    if (await openAlbumSettings()) await saveNow()
  }

  return (
    <View className='card invite__poster-card'>
      <View className='invite__stats'>
        <View className='invite__stat'>
          <Text className='invite__stat-value' data-testid='invited-count'>
            {summary.invitedCount}
          </Text>
          <Text className='invite__stat-label'>{t('invite.invitedCount')}</Text>
        </View>
        <View className='invite__stat'>
          <Text className='invite__stat-value'>{summary.earnedCoins}</Text>
          <Text className='invite__stat-label'>{t('invite.earnedCoins')}</Text>
        </View>
      </View>

      <Text className='card-section__heading'>{t('invite.posterTitle')}</Text>
      {qr ? (
        <View className='invite__poster' data-state={drawing.state}>
          <PosterCanvas
            id={POSTER_ID}
            width={POSTER_SIZE.width}
            height={POSTER_SIZE.height}
            className='invite__poster-canvas'
            label={t('invite.posterLabel', { code: summary.inviteCode })}
          />
          {drawing.state === 'drawing' && <Text className='invite__poster-note'>{t('invite.drawing')}</Text>}
          {drawing.state === 'failed' && (
            <StatusView status='error' message={t('invite.posterFailed')} onRetry={drawing.redraw} />
          )}
        </View>
      ) : (
        <StatusView status='error' message={t('invite.qrFailed')} />
      )}

      <View className='invite__link'>
        <Text className='invite__link-label'>{t('invite.link')}</Text>
        <Text className='invite__link-text' userSelect data-testid='invite-link'>
          {summary.inviteLink}
        </Text>
      </View>

      <View className='invite__actions'>
        <AtButton className='invite__copy' onClick={() => void copyLink()}>
          {t('invite.copyLink')}
        </AtButton>
        <AtButton
          className='invite__save'
          type='primary'
          disabled={drawing.state !== 'drawn' || save.running}
          onClick={() => void saveNow()}
        >
          {save.running ? t('invite.saving') : t('invite.savePoster')}
        </AtButton>
      </View>

      <Dialog
        opened={askAlbum}
        title={t('invite.albumDeniedTitle')}
        onClose={() => setAskAlbum(false)}
        actions={[
          { label: t('common.cancel'), onClick: () => setAskAlbum(false), className: 'invite__album-cancel' },
          { label: t('invite.openSettings'), kind: 'primary', onClick: () => void openSettings(), className: 'invite__album-settings' },
        ]}
      >
        <Text className='invite__album-text'>{t('invite.albumDeniedText')}</Text>
      </Dialog>
    </View>
  )
})
