import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { InboxMessage } from '@/api/messages'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { PAGE_VIEWS } from '@/lib/analytics'
import { goLogin, navigateTo } from '@/platform'
import { trackPageView } from '@/services/analytics'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { MessageCard } from './components/message-card'
import './index.scss'

/** The message centre (spec 2): notices, rewards claimed once (the sports-quiz prize too, spec 4), recharge now. */
function NoticePage() {
  const t = useT()
  const { session, messages } = useStores()
  const { isLoggedIn, token, language } = session

  useEffect(() => {
    // Spec 2: tracked page view "message centre".
    trackPageView(PAGE_VIEWS.messageCentre)
  }, [])

  useEffect(() => {
    // Messages are written in the request's language and belong to the signed-in account.
    if (isLoggedIn) void messages.load()
  }, [messages, isLoggedIn, token, language])

  async function claim(message: InboxMessage): Promise<void> {
    try {
      const result = await messages.claim(message.id)
      if (!result) return
      notify(
        result.coins > 0
          ? t('notice.claimedCoins', { balance: result.balance })
          : t('notice.claimedVip', { hours: result.vipHours }),
      )
    } catch (error) {
      // Spec 8: "receive failed" unless the server says why; the button stays for another try.
      notifyFailure(error, t('notice.claimFailed'))
    }
  }

  async function loadMore(): Promise<void> {
    try {
      await messages.loadMore()
    } catch (error) {
      notifyFailure(error, t('common.loadFailed'))
    }
  }

  function content() {
    // Spec 6: a visitor is asked to log in first.
    if (!isLoggedIn) {
      return (
        <View className='card notice__login'>
          <Text className='notice__login-text'>{t('notice.loginPrompt')}</Text>
          <AtButton className='notice__login-button' type='primary' circle onClick={() => goLogin()}>
            {t('notice.login')}
          </AtButton>
        </View>
      )
    }
    if (messages.status === 'idle' || messages.status === 'loading') return <StatusView status='loading' />
    if (messages.status === 'error') return <StatusView status='error' onRetry={() => messages.load()} />
    if (messages.items.length === 0) return <StatusView status='empty' message={t('notice.empty')} />
    return (
      <View className='notice__list'>
        {messages.unread > 0 && <Text className='notice__unread'>{t('notice.unread', { count: messages.unread })}</Text>}
        {messages.items.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            claiming={messages.isClaiming(message.id)}
            onOpen={() => void messages.markRead(message.id)}
            onClaim={() => void claim(message)}
            onRecharge={() => void navigateTo('/memberi')}
          />
        ))}
        {messages.hasMore ? (
          <AtButton
            className='notice__more'
            size='small'
            circle
            loading={messages.loadingMore}
            disabled={messages.loadingMore}
            onClick={() => void loadMore()}
          >
            {t('notice.loadMore')}
          </AtButton>
        ) : (
          <Text className='notice__end'>{t('notice.noMore')}</Text>
        )}
      </View>
    )
  }

  return <PageShell title={t('notice.title')}>{content()}</PageShell>
}

export default observer(NoticePage)
