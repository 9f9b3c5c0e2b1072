import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fetchInviteSummary } from '@/api/invite'
import { Icon } from '@/components/icon'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { tappable } from '@/components/tappable'
import { PAGE_VIEWS } from '@/lib/analytics'
import { inviteTexts } from '@/locales/invite'
import { detectClient, isDesktopApp, navigateTo } from '@/platform'
import { useShareMessage } from '@/platform/share'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { useStores, useT } from '@/stores'
import { DesktopDownload } from './components/desktop-download'
import { PosterCard } from './components/poster-card'
import { RewardsCard } from '../components/rewards-card'
import './index.scss'

/** /inviteV4: the invite rewards, the poster with the invite link, copy and save (spec 2, 6, 9). */
function InvitePage() {
  const t = useT<'invite'>()
  const { session } = useStores()
  // spec 2: invite tasks are done on a phone; the desktop app shows the app download instead
  const [onDesktop] = useState(() => isDesktopApp(detectClient()))
  const canInvite = session.isLoggedIn && !session.isRestricted && !onDesktop
  const summary = useServerRead(canInvite ? fetchInviteSummary : undefined, [canInvite])

  useEffect(() => {
    trackPageView(PAGE_VIEWS.invite)
  }, [])

  const invite = summary.status === 'ready' ? summary.data : undefined
  useShareMessage(
    invite && {
      title: invite.nickname ? t('poster.headline', { name: invite.nickname }) : t('poster.headlineNoName'),
      path: PATH.inviteV4,
      query: { inviteCode: invite.inviteCode },
    },
  )

  return (
    <PageShell title={t('invite.title')} className='invite'>
      <RewardsCard />
      {/* above the poster, whose loading would push it down the screen (layout shift) */}
      {canInvite && (
        <View className='card invite__details' {...tappable('link')} onClick={() => void navigateTo(PATH.invitationDetailsV4)}>
          <Text className='card-section__heading'>{t('invite.details')}</Text>
          <Icon name='chevron-right' size={16} />
        </View>
      )}
      {onDesktop ? (
        <DesktopDownload />
      ) : !session.isLoggedIn ? (
        <SignInRequired inline reason={t('invite.loginTitle')} />
      ) : session.isRestricted ? (
        <RestrictedNotice />
      ) : (
        <LoadView load={summary} failureText={t('invite.loadFailed')}>
          {(data) => <PosterCard summary={data} />}
        </LoadView>
      )}
    </PageShell>
  )
}

export default definePage(InvitePage, inviteTexts)
