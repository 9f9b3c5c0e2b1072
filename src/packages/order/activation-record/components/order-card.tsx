import { Text, View } from '@tarojs/components'
import { AtButton, AtTag } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import type { MemberRecord } from '@/api/records'
import { RecordField } from '@/components/record-field'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { REFUND_WINDOW_DAYS, refundBlock, shownRefundState } from '@/lib/refund'
import { copyAndNotify } from '@/services/notify'
import { useT } from '@/stores'

interface OrderCardProps {
  record: MemberRecord
  /** The moment the refund rule is judged at. */
  now: number
  refundServiceUsed: boolean
  /** No refund may start now (OrderStore.refundHeld). */
  refundHeld: boolean
  onRefund: (record: MemberRecord) => void
}

/** One membership order (spec 3) with its refund state and, while it may be refunded, the refund button (spec 4). */
export const OrderCard = observer(function OrderCard({ record, now, refundServiceUsed, refundHeld, onRefund }: OrderCardProps) {
  const t = useT<'order'>()
  const state = shownRefundState(record, now, refundServiceUsed)
  const block = refundBlock(record, now, refundServiceUsed)
  const why = block === 'refunded' || block === 'refused' || block === null ? undefined : block

  return (
    <View className='card order' data-order-no={record.orderNo} data-refund-state={state}>
      <View className='order__head'>
        <Text className={`order__title order__title--${record.level}`}>
          {t('order.heading', { level: t(`order.level.${record.level}`), count: record.addedDays })}
        </Text>
        <View className='order__tags'>
          {record.gifted && (
            <AtTag size='small' circle className='order__tag order__tag--gifted'>
              {t('order.gifted')}
            </AtTag>
          )}
          <AtTag size='small' circle className={`order__tag order__tag--${state}`}>
            {t(`order.state.${state}`)}
          </AtTag>
        </View>
      </View>
      <View className='order__fields'>
        <RecordField label={t('order.orderNo')}>
          <Text className='order__number'>{record.orderNo}</Text>
          <Text
            className='order__copy'
            {...tappable('button')}
            aria-label={t('order.copyOrderNo')}
            onClick={() => void copyAndNotify(record.orderNo)}
          >
            {t('common.copy')}
          </Text>
        </RecordField>
        {record.paymentMethod && (
          <RecordField label={t('order.paymentMethod')}>
            <Text>{t(`order.pay.${record.paymentMethod}`)}</Text>
          </RecordField>
        )}
        <RecordField label={t('order.obtainedAt')}>
          <Text className='order__date'>{chinaDateTimeOf(record.obtainedAt)}</Text>
        </RecordField>
        <RecordField label={t('order.addedDays')}>
          <Text>{t('order.days', { count: record.addedDays })}</Text>
        </RecordField>
        <RecordField label={t('order.benefitTime')}>
          <TextWithDates text={t('order.benefitRange', { from: chinaDateOf(record.benefitStart), to: chinaDateOf(record.benefitEnd) })} />
        </RecordField>
        {state === 'refunded' && record.refundedAt > 0 && (
          <RecordField label={t('order.refundedAt')}>
            <Text className='order__date'>{chinaDateTimeOf(record.refundedAt)}</Text>
          </RecordField>
        )}
      </View>
      {state === 'refundable' && (
        <View className='order__refund'>
          <TextWithDates className='order__hint' text={t('order.refundableUntil', { date: chinaDateTimeOf(record.refundableUntil || record.obtainedAt) })} />
          <AtButton
            className='order__refund-button'
            type='secondary'
            size='small'
            circle
            disabled={refundHeld}
            onClick={() => onRefund(record)}
          >
            {t('order.refund')}
          </AtButton>
        </View>
      )}
      {why && <Text className='order__hint order__hint--blocked'>{t(`order.block.${why}`, { refundDays: REFUND_WINDOW_DAYS })}</Text>}
    </View>
  )
})
