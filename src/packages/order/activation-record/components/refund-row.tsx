import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import type { Refund } from '@/api/order'
import { RecordField } from '@/components/record-field'
import { chinaDateTimeOf } from '@/lib/calendar'
import { useT } from '@/stores'

/** One refund request and how it ended (spec 4: refund completed or refused). */
export const RefundRow = observer(function RefundRow({ refund }: { refund: Refund }) {
  const t = useT<'order'>()
  return (
    <View className='card order refund' data-refund-no={refund.refundNo} data-outcome={refund.outcome}>
      <View className='order__head'>
        <Text className='order__title'>{t('order.days', { count: refund.addedDays })}</Text>
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
