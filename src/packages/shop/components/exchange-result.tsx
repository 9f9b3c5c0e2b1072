import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeOrder } from '@/api/shop'
import { Dialog } from '@/components/dialog'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import { orderAsOf } from '@/lib/payment'
import { useT } from '@/stores'
import { useShopStore } from '@/stores/shop'
import { DifferencePayment } from './difference-payment'
import { OrderStateNote } from './order-state-note'
import { useNowUntil } from './use-now-until'
import './exchange-result.scss'

interface ExchangeResultProps {
  /** The order the exchange made, as it moves on. */
  order: ExchangeOrder
  onClose: () => void
}

/**
 * An exchange that waits for its price difference (spec 4): pay it now, or later from the records
 * before it lapses. Once paid or lapsed, what the order's state now means.
 */
export const ExchangeResult = observer(function ExchangeResult({ order: made, onClose }: ExchangeResultProps) {
  const t = useT<'shop'>()
  const { payment } = useShopStore()
  const order = orderAsOf(made, useNowUntil(made.payBefore))
  const waiting = order.state === 'pendingPayment'
  const paying = payment.busyOrderId === order.id
  return (
    <Dialog
      opened
      title={t('shop.resultTitle')}
      onClose={onClose}
      // the payment is started from the content: the dialog waits for it
      busy={paying}
      actions={[
        {
          label: waiting ? t('pay.later') : t('shop.close'),
          // while the difference waits, paying it (in the content) is the dialog's main action
          kind: waiting ? 'secondary' : 'primary',
          onClick: onClose,
          className: 'exchange-result__close',
        },
      ]}
    >
      <View className='exchange-result' data-testid='exchange-result' data-state={order.state}>
        <Text className='exchange-result__goods'>{t('shop.confirmGoods', { name: order.goodsName })}</Text>
        {waiting ? (
          <TextWithDates className='exchange-result__pay-by' text={t('shop.successPending', { time: chinaDateTimeOf(order.payBefore) })} />
        ) : (
          <OrderStateNote order={order} />
        )}
        <DifferencePayment order={order} />
      </View>
    </Dialog>
  )
})
