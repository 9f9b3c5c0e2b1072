import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import type { Refund } from '@/api/order'
import type { MemberLevel } from '@/api/records'
import { RecordField } from '@/components/record-field'
import { chinaDateTimeOf } from '@/lib/calendar'
import { useT } from '@/stores'

interface RefundRowProps {
  refund: Refund
  /** The level of the refund's order; undefined while that order is not among the orders read. */
  level: MemberLevel | undefined
}

/** One refund request and how it ended (spec 4: refund completed or refused). */
export const RefundRow = observer(function RefundRow({ refund, level }: RefundRowProps) {
  const t = useT<'order'>()
  const title = level
    ? t('order.heading', { level: t(`order.level.${level}`), count: refund.addedDays })
    : t('order.days', { count: refund.addedDays })
  return (
    <View className='card order refund' data-refund-no={refund.refundNo} data-outcome={refund.outcome}>
      <View className='order__head'>
        <Text className={level ? `order__title order__title--${level}` : 'order__title'}>{title}</Text>
        <AtTag size='small' circle className={`order__tag order__tag--${refund.outcome}`}>
          {t(`order.state.${refund.outcome}`)}
        </AtTag>
      </View>
      <View className='order__fields'>
        <RecordField label={t('refund.refundNo')}>
          <Text className='order__number'>{refund.refundNo}</Text>
        </RecordField>
        <RecordField label={t('order.orderNo')}>
          <Text className='order__number'>{refund.orderNo}</Text>
        </RecordField>
        <RecordField label={t('refund.requestedAt')}>
          <Text className='order__date'>{chinaDateTimeOf(refund.requestedAt)}</Text>
        </RecordField>
        <RecordField label={t('refund.reason')}>
          <Text className='refund__reason'>{refund.reason || t('refund.noReason')}</Text>
        </RecordField>
        {refund.outcome === 'refunded' && refund.refundedAt > 0 && (
          <RecordField label={t('order.refundedAt')}>
            <Text className='order__date'>{chinaDateTimeOf(refund.refundedAt)}</Text>
          </RecordField>
        )}
      </View>
    </View>
  )
})
