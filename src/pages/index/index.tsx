import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import { EntryGrid, type Entry } from '@/components/entry-list'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { homeTexts } from '@/locales/home'
import { labelTabBar, launchForward, navigateTo, redirectTo, usePageShow } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import './index.scss'

/** The mini-program's home tab: the coin balance and the way to every welfare screen. */
const Home = observer(function Home() {
  const t = useT<'home'>()
  const { session, coins, translation } = useStores()

  useAccountLoad(() => {
    if (session.token) void coins.load()
  })
  useEffect(() => labelTabBar([t('home.title'), t('me.title')]), [t, translation.language])
  // a tab page stays alive: coins earned on other screens show when the user comes back to it
  usePageShow(() => {
    if (session.token) void coins.load()
  })

  const earn: Entry[] = [
    { id: 'welfare', label: t('entry.welfare'), icon: 'home', path: PATH.welfare },
    { id: 'signIn', label: t('entry.signIn'), icon: 'calendar', path: PATH.signInV4 },
    { id: 'invite', label: t('entry.invite'), icon: 'share', path: PATH.inviteV4 },
    { id: 'moreWelfare', label: t('entry.moreWelfare'), icon: 'star', path: PATH.moreWelfare },
  ]
  const spend: Entry[] = [
    { id: 'shop', label: t('entry.shop'), icon: 'shopping-bag', path: PATH.coinExchange },
    { id: 'lottery', label: t('entry.lottery'), icon: 'star-2', path: PATH.lottery },
    { id: 'redeem', label: t('entry.redeem'), icon: 'tag', path: PATH.redeemCode },
    { id: 'gift', label: t('entry.gift'), icon: 'heart', path: PATH.giftFriends },
  ]
  const more: Entry[] = [
    { id: 'messages', label: t('entry.messages'), icon: 'bell', path: PATH.notice },
    { id: 'benefits', label: t('entry.benefits'), icon: 'lightning-bolt', path: PATH.memberi },
    { id: 'partner', label: t('entry.partner'), icon: 'map-pin', path: PATH.xiechengAd },
    { id: 'student', label: t('entry.student'), icon: 'user', path: PATH.intlStudent },
  ]

  return (
    <PageShell title={t('home.title')} className='home' languageSwitch>
      {session.isLoggedIn ? (
        <View className='card home__coins'>
          <View className='home__coins-figure'>
            <Text className='home__coins-label'>{t('home.coins')}</Text>
            <Text className='home__coins-amount'>{coins.status === 'ready' ? coins.remainCoins : '—'}</Text>
          </View>
          <AtButton className='home__earn' type='primary' size='small' circle onClick={() => void navigateTo(PATH.welfare)}>
            {t('home.toWelfare')}
          </AtButton>
        </View>
      ) : (
        <SignInRequired inline reason={t('home.visitor')} />
      )}
      <EntryGrid title={t('home.sectionEarn')} entries={earn} />
      <EntryGrid title={t('home.sectionSpend')} entries={spend} />
      <EntryGrid title={t('home.sectionMore')} entries={more} />
    </PageShell>
  )
})

/** `/`: in a browser or an app it forwards to the home screen; in the mini-program it is the home tab. */
function LaunchPage() {
  useEffect(() => {
    if (launchForward) void redirectTo(launchForward)
  }, [])
  return launchForward ? <StatusView status='loading' /> : <Home />
}

export default definePage(LaunchPage, homeTexts)
