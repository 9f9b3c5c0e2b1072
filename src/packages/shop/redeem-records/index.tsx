import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeOrder } from '@/api/shop'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { orderAsOf } from '@/lib/payment'
import { formatPriceDifference } from '@/lib/shop'
import { shopTexts } from '@/locales/shop'
import { copyAndNotify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useShopStore } from '@/stores/shop'
import { DifferencePayment } from '../components/difference-payment'
import { OrderStateNote } from '../components/order-state-note'
import { useNowUntil } from '../components/use-now-until'
import './index.scss'

/** One copyable value of an order: its name, the value and a copy button. */
const CopyField = observer(function CopyField({ name, value }: { name: string; value: string }) {
  const t = useT<'shop'>()
  return (
    <View className='order-field'>
      <Text className='order-field__name'>{name}</Text>
      <Text className='order-field__value'>{value}</Text>
      <Text
        className='order-field__copy'
        {...tappable('button')}
        aria-label={`${t('common.copy')} ${name}`}
        onClick={() => void copyAndNotify(value)}
      >
        {t('common.copy')}
      </Text>
    </View>
  )
})

const OrderRow = observer(function OrderRow({ order: listed }: { order: ExchangeOrder }) {
  const t = useT<'shop'>()
  const shop = useShopStore()
  // spec 4: past its pay-by time an unpaid order is closed and its coins are back
  const order = orderAsOf(listed, useNowUntil(listed.payBefore))
  return (
    <View className='exchange-order' data-testid='exchange-order' data-state={order.state}>
      <View className='exchange-order__head'>
        <Text className='exchange-order__name'>{order.goodsName}</Text>
        <Text className={`exchange-order__state exchange-order__state--${order.state}`}>{t(`records.state.${order.state}`)}</Text>
      </View>
      <Text className='exchange-order__meta'>
        {t('shop.price', { count: order.price })}
        {order.priceDifference > 0 && ` + ¥${formatPriceDifference(order.priceDifference)}`}
        {' · '}
        <TextWithDates text={t('records.exchangedAt', { time: chinaDateTimeOf(order.createdAt) })} />
      </Text>
      <OrderStateNote order={order} />
      {shop.ordersPayable && <DifferencePayment order={order} />}
      <CopyField name={t('records.exchangeCode')} value={order.exchangeCode} />
      {order.claimLink !== '' && <CopyField name={t('records.claimLink')} value={order.claimLink} />}
      {order.claimCode !== '' && <CopyField name={t('records.claimCode')} value={order.claimCode} />}
      {order.expiresAt > 0 && <TextWithDates className='exchange-order__meta' text={t('records.expiresAt', { date: chinaDateOf(order.expiresAt) })} />}
    </View>
  )
})

// Module level, so every row keeps its identity and only new rows render when a page arrives.
function renderOrder(order: ExchangeOrder) {
  return <OrderRow order={order} />
}

function orderKey(order: ExchangeOrder) {
  return order.id
}

/** /redeemRecordV4: the exchange orders with their codes, claim links and states (spec 2, 3, 4). */
function RedeemRecordsPage() {
  const t = useT<'shop'>()
  const { session } = useStores()
  const shop = useShopStore()

  useAccountLoad(() => {
    if (!session.token) return
    shop.orders.reload().catch(() => undefined)
  })

  function body() {
    // spec 2: /redeemRecordV4 opens before the app has handed over its token
    if (!session.tokenKnown) return <StatusView status='loading' />
    if (!session.isLoggedIn) return <SignInRequired reason={t('records.loginTitle')} />
    return (
      <View className='card card--flush redeem-records__card'>
        <PagedList
          orderList
          className='redeem-records__list'
          list={shop.orders}
          row={renderOrder}
          rowKey={orderKey}
          failureText={t('records.loadFailed')}
          emptyText={t('records.empty')}
        />
      </View>
    )
  }

  return (
    <PageShell title={t('records.title')} className='redeem-records'>
      {body()}
    </PageShell>
  )
}

export default definePage(RedeemRecordsPage, shopTexts)
