import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type ReactNode } from 'react'
import { detectClient, roleProps, setPageTitle } from '@/platform'
import { useStores } from '@/stores'
import { LanguageSwitch } from '../language-switch'
import { PrivacyConsent } from '../privacy-consent'
import { ToastHost } from '../toast-host'
import './index.scss'

const mainRegion = { ...roleProps('main'), tabIndex: 0 }

interface PageShellProps {
  title: string
  children: ReactNode
  className?: string
}

/**
 * The frame of every page: title (also given to the host), language switch, content column,
 * loading bar, toast, and the mini-program's privacy consent. Inside the native apps the host owns the language, so no switch there.
 */
export const PageShell = observer(function PageShell({ title, children, className }: PageShellProps) {
  const { ui } = useStores()
  const [hostOwnsLanguage] = useState(() => detectClient().isInApp)

  useEffect(() => {
    setPageTitle(title)
  }, [title])

  return (
    <View className={className ? `page-shell ${className}` : 'page-shell'}>
      {ui.loading && <View className='page-shell__loading-bar' aria-busy='true' />}
      <View className='page-shell__column'>
        <View className='page-shell__header'>
          <Text className='page-shell__title'>{title}</Text>
          {!hostOwnsLanguage && <LanguageSwitch />}
        </View>
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
