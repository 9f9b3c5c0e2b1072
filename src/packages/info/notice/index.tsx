import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { InboxMessage } from '@/api/messages'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { SignInRequired } from '@/components/sign-in-required'
import { useAccountLoad } from '@/components/use-account-load'
import { useSingleFlight } from '@/components/use-single-flight'
import { PAGE_VIEWS } from '@/lib/analytics'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMessagesStore } from '@/stores/messages'
import { MessageCard } from './components/message-card'
import './index.scss'
import { messagesTexts } from '@/locales/messages'

/** One row of the inbox: the card, wired to the store (read on tap, claim once, recharge now). */
const MessageRow = observer(function MessageRow({ message }: { message: InboxMessage }) {
  const t = useT<'messages'>()
  const messages = useMessagesStore()
  const claiming = useSingleFlight()

  async function claim(): Promise<void> {
    try {
      const result = await messages.claim(message.id)
      if (!result) return
      notify(
        result.coins > 0
          ? t('notice.claimedCoins', { balance: result.remainCoins })
          : t('notice.claimedVip', { hours: result.vipHours }),
      )
    } catch (error) {
      // Spec 8: "receive failed" unless the server says why; the button stays for another try.
      notifyFailure(error, t('notice.claimFailed'))
    }
  }

  return (
    <MessageCard
      message={message}
      claiming={claiming.running || messages.isClaiming(message.id)}
      onOpen={() => void messages.markRead(message.id)}
      onClaim={() => void claiming.run(claim)}
      onRecharge={() => void navigateTo(PATH.memberi)}
    />
  )
})

// ScrollList memoises rows on this function: it must stay the same between renders.
const renderMessage = (message: InboxMessage) => <MessageRow message={message} />
const messageKey = (message: InboxMessage) => message.id

/** The message centre (spec 2): notices, rewards claimed once (the sports-quiz prize too, spec 4), recharge now. */
function NoticePage() {
  const t = useT<'messages'>()
  const { session, translation } = useStores()
  const messages = useMessagesStore()
  const { isLoggedIn } = session
  const { language } = translation
  const inbox = messages.list

  useEffect(() => {
    // Spec 2: tracked page view "message centre".
    trackPageView(PAGE_VIEWS.messageCentre)
  }, [])

  useAccountLoad(() => {
    // Messages are written in the request's language and belong to the signed-in account;
    // a failed first page shows StatusView's error with its retry.
    if (isLoggedIn) inbox.reload().catch(() => undefined)
  }, [language])

  function content() {
    // Spec 6: a visitor is asked to log in first.
    if (!isLoggedIn) return <SignInRequired reason={t('notice.loginPrompt')} />
    return (
      <>
        {messages.unread > 0 && <Text className='notice__unread'>{t('notice.unread', { count: messages.unread })}</Text>}
        <PagedList
          className='notice__list'
          list={inbox}
          row={renderMessage}
          rowKey={messageKey}
          failureText={t('common.loadFailed')}
          emptyText={t('notice.empty')}
        />
      </>
    )
  }

  return <PageShell title={t('notice.title')}>{content()}</PageShell>
}

export default definePage(NoticePage, messagesTexts)
