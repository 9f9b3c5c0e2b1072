import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MemberRecord } from '@/api/records'
import { Dialog } from '@/components/dialog'
import { characterCount, clipRefundReason, isRefundReason, REFUND_REASON_MAX } from '@/lib/validate'
import { useT } from '@/stores'

interface RefundSheetProps {
  /** The order asked about; closed when undefined. */
  record: MemberRecord | undefined
  reason: string
  onReason: (reason: string) => void
  sending: boolean
  onSubmit: () => void
  onClose: () => void
}

/** The refund request: what a refund takes back, an optional reason of at most 50 characters (spec 5). */
export const RefundSheet = observer(function RefundSheet({ record, reason, onReason, sending, onSubmit, onClose }: RefundSheetProps) {
  const t = useT<'order'>()
  return (
    <Dialog
      opened={record !== undefined}
      title={t('refund.title')}
      className='refund-sheet'
      onClose={onClose}
      actions={[
        { label: t('common.cancel'), onClick: onClose, className: 'refund-sheet__cancel' },
        {
          label: t('refund.submit'),
          kind: 'primary',
          busy: sending,
          disabled: !isRefundReason(reason),
          onClick: onSubmit,
          className: 'refund-sheet__submit',
        },
      ]}
    >
      {record && (
        <View className='refund-sheet__body'>
          <Text className='refund-sheet__order'>
            {t('order.heading', { level: t(`order.level.${record.level}`), count: record.addedDays })} · {record.orderNo}
          </Text>
          <Text className='refund-sheet__notice'>{t('refund.notice', { count: record.addedDays })}</Text>
          <Text className='refund-sheet__label'>{t('refund.reasonLabel')}</Text>
          {/* a one-line field: a Textarea anywhere would add its component to every page's chunk, /welfare's too */}
          <Input
            className='refund-sheet__reason'
            value={reason}
            maxlength={-1}
            placeholder={t('refund.reasonPlaceholder')}
            aria-label={t('refund.reasonLabel')}
            onInput={(event) => onReason(clipRefundReason(event.detail.value))}
          />
          <Text className='refund-sheet__count' aria-live='polite'>
            {t('refund.count', { count: characterCount(reason), max: REFUND_REASON_MAX })}
          </Text>
        </View>
      )}
    </Dialog>
  )
})
