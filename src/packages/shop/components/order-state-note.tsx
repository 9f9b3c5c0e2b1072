import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeOrder } from '@/api/shop'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { EXCHANGE_ISSUE_WORKING_DAYS, formatPriceDifference, issueDeadline } from '@/lib/shop'
import { useT } from '@/stores'
import './order-state-note.scss'

/** What an order's state means for the user now (spec 4): pay by, issued by, refunded, closed. */
export const OrderStateNote = observer(function OrderStateNote({ order }: { order: ExchangeOrder }) {
  const t = useT<'shop'>()
  switch (order.state) {
    case 'pendingPayment':
      return (
        <TextWithDates
          className='order-state-note order-state-note--warning'
          text={t('records.payBefore', { time: chinaDateTimeOf(order.payBefore), money: formatPriceDifference(order.priceDifference) })}
        />
      )
    case 'waitingIssue':
      return (
        <TextWithDates
          className='order-state-note'
          text={t('records.issueBy', { days: EXCHANGE_ISSUE_WORKING_DAYS, date: chinaDateOf(issueDeadline(order.createdAt)) })}
        />
      )
    case 'refunded':
      return <Text className='order-state-note'>{t('records.refunded', { count: order.price })}</Text>
    case 'closedViolation':
      return <Text className='order-state-note order-state-note--warning'>{t('records.violation')}</Text>
    default:
      return null
  }
})
