import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton } from 'taro-ui'
import { EntryList, EntryRowFace, type Entry } from '@/components/entry-list'
import type { IconName } from '@/components/icon'
import { LastKnownNote } from '@/components/last-known-note'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { chinaDateOf } from '@/lib/calendar'
import type { AreaKey } from '@/locales'
import { homeTexts } from '@/locales/home'
import { labelTabBar } from '@/platform'
import { CustomerChat } from '@/platform/customer-chat'
import { PATH, type RouteUrl } from '@/routes'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import './index.scss'

// a row's label is the home area's `entry.<id>` text
type EntryId = AreaKey<'home'> extends infer Key ? (Key extends `entry.${infer Id}` ? Id : never) : never

/** The account: who is signed in and until when the membership lasts. */
const AccountCard = observer(function AccountCard() {
  const t = useT<'home'>()
  const { session } = useStores()
  const info = session.userInfo
  if (!session.isLoggedIn) return <SignInRequired inline reason={t('me.visitorHint')} />
  const name = info?.nickname || info?.phone || info?.email || t('me.account', { uid: session.uid })
  // offline at start-up: the ends an earlier visit read, said as such
  const kept = info ? undefined : session.lastKnownMembership ?? undefined
  const ends = info ?? kept?.data
  const now = Date.now()
  // unknown until the user info (or an earlier visit's ends) is there: never "no membership" meanwhile
  const membership = !ends
    ? undefined
    : ends.superVipExpireAt > now
      ? t('me.superVipUntil', { date: chinaDateOf(ends.superVipExpireAt) })
      : ends.vipExpireAt > now
        ? t('me.vipUntil', { date: chinaDateOf(ends.vipExpireAt) })
        : t('me.noVip')
  return (
    <View className='card me__account'>
      <View className='me__avatar' aria-hidden='true'>
        <Text>{name.slice(0, 1).toUpperCase()}</Text>
      </View>
      <View className='me__who'>
        <Text className='me__name'>{name}</Text>
        {session.uid !== '' && <Text className='me__uid'>{t('me.account', { uid: session.uid })}</Text>}
        {membership && <Text className='me__membership'>{membership}</Text>}
        <LastKnownNote savedAt={kept?.savedAt} className='me__last-known' />
      </View>
    </View>
  )
})

/** Sign out here, in the mini-program and a browser; the apps sign out in their own menus. */
const SignOut = observer(function SignOut() {
  const t = useT<'home'>()
  const { session } = useStores()
  const [confirming, setConfirming] = useState(false)
  if (!session.isLoggedIn) return null
  if (!confirming) {
    return (
      <AtButton className='me__sign-out' circle onClick={() => setConfirming(true)}>
        {t('me.signOut')}
      </AtButton>
    )
  }
  return (
    <View className='card me__confirm' role='alertdialog' aria-label={t('me.signOut')}>
      <Text className='me__confirm-text'>{t('me.signOutConfirm')}</Text>
      <View className='me__confirm-actions'>
        <AtButton circle onClick={() => setConfirming(false)}>
          {t('common.cancel')}
        </AtButton>
        <AtButton
          className='me__confirm-yes'
          type='primary'
          circle
          onClick={() => {
            session.signOut()
            setConfirming(false)
            notify(t('me.signedOut'))
          }}
        >
          {t('me.signOutYes')}
        </AtButton>
      </View>
    </View>
  )
})

/** /me: the account and the way to every screen a member uses (the mini-program's second tab). */
function MePage() {
  const t = useT<'home'>()
  const { session, translation } = useStores()

  useEffect(() => labelTabBar([t('home.title'), t('me.title')]), [t, translation.language])

  const entries = (rows: ReadonlyArray<readonly [EntryId, IconName, RouteUrl]>): Entry[] =>
    rows.map(([id, icon, path]) => ({ id, label: t(`entry.${id}`), icon, path }))
  const membership = entries([
    ['benefits', 'lightning-bolt', PATH.memberi],
    ['buy', 'shopping-bag', PATH.purchaseTutorial],
    ['orders', 'file-generic', PATH.activationRecord],
    ['exchanges', 'tag', PATH.redeemRecordV4],
    ['autoRenew', 'calendar', PATH.wxPayManage],
    ['pause', 'clock', PATH.pauseManager],
    ['customized', 'map-pin', PATH.customizedMembership],
    ['gift', 'heart', PATH.giftFriends],
  ])
  const devices = entries([
    ['loginDevices', 'iphone', PATH.deviceManage],
    ['equipment', 'settings', PATH.equipmentManage],
    ['box', 'lightning-bolt', PATH.box],
    ['applications', 'file-generic', PATH.appApplyRecord],
  ])
  const account = entries([
    ['realName', 'user', PATH.realNameVerify],
    ['alipayVerify', 'check-circle', PATH.zfbVerified],
    ['bindEmail', 'mail', PATH.bindEmail],
    ['cancelAccount', 'blocked', PATH.cancelReminder],
  ])
  const support = entries([
    ['help', 'help', PATH.help],
    ['techSupport', 'settings', PATH.tsupport],
    ['contact', 'phone', PATH.contact],
    ['about', 'star', PATH.about],
    ['agreements', 'lock', PATH.agreements],
  ])

  return (
    <PageShell title={t('me.title')} className='me' languageSwitch>
      <AccountCard />
      <EntryList title={t('me.group.membership')} entries={membership} />
      <EntryList title={t('me.group.devices')} entries={devices} />
      <EntryList title={t('me.group.account')} entries={account} />
      <EntryList title={t('me.group.support')} entries={support}>
        <CustomerChat className='entry-row' appVersion={session.appVersion} onUnavailable={() => notify(t('me.chatUnavailable'))}>
          <EntryRowFace icon='message' label={t('entry.chat')} />
        </CustomerChat>
      </EntryList>
      <SignOut />
    </PageShell>
  )
}

export default definePage(MePage, homeTexts)
