import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type ReactNode } from 'react'
import { detectClient, hostShowsTitle, roleProps, setPageTitle } from '@/platform'
import { useStores, useT } from '@/stores'
import { Icon } from '../icon'
import { LanguageSwitch } from '../language-switch'
import { PrivacyConsent } from '../privacy-consent'
import { tappable } from '../tappable'
import { ToastHost } from '../toast-host'
import './index.scss'

const mainRegion = { ...roleProps('main'), tabIndex: 0 }
const statusRegion = roleProps('status')

/**
 * Issue 26: the device is offline, or a request still waits after SLOW_REQUEST_MS (with a way to stop
 * waiting). One line in its own row under the header, never over the content; the region stays, so a
 * screen reader hears each change of it.
 */
const NetworkNotice = observer(function NetworkNotice() {
  const { ui, network } = useStores()
  const t = useT()
  return (
    <View className='page-shell__notices' {...statusRegion}>
      {network.offline ? (
        <View className='page-shell__notice page-shell__notice--offline'>
          <Icon name='alert-circle' size={16} />
          <Text className='page-shell__notice-text'>{t('network.offline')}</Text>
        </View>
      ) : (
        ui.slow && (
          <View className='page-shell__notice'>
            <Icon name='clock' size={16} />
            <Text className='page-shell__notice-text'>{t('network.slow')}</Text>
            <Text className='page-shell__notice-action' {...tappable('button')} onClick={() => ui.cancelSlowRequests()}>
              {t('common.cancel')}
            </Text>
          </View>
        )
      )}
    </View>
  )
})

interface PageShellProps {
  title: string
  children: ReactNode
  className?: string
  /**
   * The page offers the language switch: the home, welfare, me, help and login screens, the places
   * a user looks for it, not every screen's header (issue 23). Never inside the native apps.
   */
  languageSwitch?: boolean
}

/**
 * The frame of every page: title (in the host's bar where it has one, else in the header), the language
 * switch where the page offers it, content column, loading bar, toast, and the mini-program's privacy consent.
 */
export const PageShell = observer(function PageShell({ title, children, className, languageSwitch = false }: PageShellProps) {
  const { ui } = useStores()
  const [hostOwnsLanguage] = useState(() => detectClient().isInApp)
  // issue 23: the title shows once, in the host's bar where the host has one
  const [titleInHostBar] = useState(hostShowsTitle)
  const showsLanguageSwitch = languageSwitch && !hostOwnsLanguage

  useEffect(() => {
    setPageTitle(title)
  }, [title])

  return (
    <View className={className ? `page-shell ${className}` : 'page-shell'}>
      {ui.loading && <View className='page-shell__loading-bar' aria-busy='true' />}
      <View className='page-shell__column'>
        {(!titleInHostBar || showsLanguageSwitch) && (
          <View className='page-shell__header'>
            {!titleInHostBar && <Text className='page-shell__title'>{title}</Text>}
            {showsLanguageSwitch && <LanguageSwitch />}
          </View>
        )}
        <NetworkNotice />
        {/* a keyboard reaches the page's text even where it holds no control (an agreement inside the apps, with no language switch), and scrolls it */}
        <View className='page-shell__body' {...mainRegion} aria-label={title}>
          {children}
        </View>
      </View>
      <ToastHost />
      <PrivacyConsent />
    </View>
  )
})
