import { Text, View } from '@tarojs/components'
import { AtTabs } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { MemberRecord } from '@/api/records'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { useSingleFlight } from '@/components/use-single-flight'
import { REFUND_WINDOW_DAYS } from '@/lib/refund'
import { refusalMessage } from '@/lib/refusal'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useOrderStore } from '@/stores/order'
import { orderTexts } from '@/locales/order'
import { OrderCard } from './components/order-card'
import { RefundRow } from './components/refund-row'
import { RefundSheet } from './components/refund-sheet'
import '@/styles/taro-ui/tabs.scss'
import '@/styles/taro-ui/tag.scss'
import './index.scss'

const TABS = ['orders', 'refunds'] as const
type Tab = (typeof TABS)[number]
// The refund window can close while the page is open: the rule is judged again every minute.
const CLOCK_TICK_MS = 60 * 1000

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

const recordKey = (record: MemberRecord) => record.orderNo

/** The refund requests and how they ended; "get refund list failed" with its retry. */
const RefundList = observer(function RefundList() {
  const t = useT<'order'>()
  const orders = useOrderStore()
  const retry = () => orders.loadRefunds().catch(() => undefined)
  if (orders.refundsStatus === 'error') return <StatusView status='error' message={t('refund.listFailed')} onRetry={retry} />
  if (!orders.refunds) return <StatusView status='loading' />
  if (orders.refunds.list.length === 0) return <StatusView status='empty' message={t('refund.listEmpty')} />
  return (
    <View className='activation__refunds'>
      {orders.refunds.list.map((refund) => (
        <RefundRow key={refund.refundNo} refund={refund} level={orders.levelOf(refund)} />
      ))}
    </View>
  )
})

/** /activationRecord: membership orders with the refund flow (spec 2, 3, 4, 5, 9). */
function ActivationRecordPage() {
  const t = useT<'order'>()
  const { session } = useStores()
  const orders = useOrderStore()
  const loggedIn = session.isLoggedIn
  const now = useMinuteClock()
  const [tab, setTab] = useState<Tab>('orders')
  const [asked, setAsked] = useState<MemberRecord | undefined>(undefined)
  const [reason, setReason] = useState('')
  const flight = useSingleFlight()
  const { refusedBy } = useRefuseEnterprise()

  useAccountLoad(() => {
    if (!loggedIn) return
    orders.records.reload().catch(() => undefined)
    orders.loadRefunds().catch(() => undefined)
  })

  function openRefund(record: MemberRecord) {
    // a new order starts a new reason; the same order keeps what was typed before
    if (asked?.orderNo !== record.orderNo) setReason('')
    setAsked(record)
  }

  function submitRefund() {
    const record = asked
    if (!record) return
    void flight.run(async () => {
      try {
        const done = await orders.requestRefund(record.orderNo, reason.trim())
        if (!done) return
        setAsked(undefined)
        setReason('')
        notify(done.refreshed ? t('refund.done') : t('refund.orderRefreshFailed'))
      } catch (error) {
        // the sheet stays open with the reason typed: the server's refusal says why, a lost answer may be retried
        if (refusedBy(error, t('host.enterpriseSubAccount'))) return
        notify(refusalMessage(error) ?? t('refund.requestFailed'))
      }
    })
  }

  const renderRecord = (record: MemberRecord) => (
    <OrderCard
      record={record}
      now={now}
      refundServiceUsed={orders.refundServiceUsed}
      refundHeld={orders.refundHeld}
      onRefund={openRefund}
    />
  )

  if (!loggedIn) {
    return (
      <PageShell title={t('activation.title')} className='activation'>
        <SignInRequired reason={t('activation.loginPrompt')} />
      </PageShell>
    )
  }

  return (
    <PageShell title={t('activation.title')} className='activation'>
      <AtTabs
        className='activation__tabs'
        current={TABS.indexOf(tab)}
        tabList={TABS.map((item) => ({ title: t(`activation.tab.${item}`) }))}
        swipeable={false}
        onClick={(index: number) => setTab(TABS[index] ?? tab)}
      />
      <Text className='activation__rule'>{t('activation.rule', { refundDays: REFUND_WINDOW_DAYS })}</Text>
      {tab === 'orders' ? (
        <PagedList
          orderList
          className='activation__orders'
          list={orders.records}
          row={renderRecord}
          rowKey={recordKey}
          failureText={t('activation.loadFailed')}
          emptyText={t('activation.empty')}
        />
      ) : (
        <RefundList />
      )}
      <RefundSheet
        record={asked}
        reason={reason}
        onReason={setReason}
        sending={flight.running}
        onSubmit={submitRefund}
        onClose={() => setAsked(undefined)}
      />
    </PageShell>
  )
}

export default definePage(ActivationRecordPage, orderTexts)
