import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtInput } from 'taro-ui'
import type { LatestOrder } from '@/api/gift'
import { Dialog } from '@/components/dialog'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import { GIFT_MESSAGE_MAX, GIFT_REFUND_WINDOW_DAYS, isGiftMessage } from '@/lib/gift'
import { notify, notifyFailure } from '@/services/notify'
import { useT } from '@/stores'
import { useGiftStore } from '@/stores/gift'
import '@/styles/taro-ui/input.scss'

interface ActivateModalProps {
  /** The slot being applied for; undefined: closed. */
  slot: number | undefined
  latestOrder: LatestOrder | null
  onClose: () => void
}

/**
 * Spec 6: activating a slot removes the 7-day no-reason refund on the latest order, so the member
 * confirms that warning here before anything is sent. A failure keeps the message typed.
 */
export const ActivateModal = observer(function ActivateModal({ slot, latestOrder, onClose }: ActivateModalProps) {
  const t = useT<'gift'>()
  const gift = useGiftStore()
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (slot === undefined) setMessage('')
  }, [slot])

  const tooLong = !isGiftMessage(message)

  async function confirm() {
    if (slot === undefined || tooLong) return
    try {
      const done = await gift.activate(slot, message.trim())
      if (!done) return
      notify(t('gift.activated'))
      onClose()
    } catch (error) {
      notifyFailure(error, t('gift.activateFailed'))
    }
  }

  return (
    <Dialog
      opened={slot !== undefined}
      title={t('gift.warning.title')}
      onClose={onClose}
      actions={[
        { label: t('gift.warning.cancel'), onClick: onClose, className: 'gift-warning__cancel' },
        {
          label: t('gift.warning.confirm'),
          kind: 'primary',
          busy: gift.activating,
          disabled: tooLong,
          onClick: () => void confirm(),
          className: 'gift-warning__confirm',
        },
      ]}
    >
      <View className='gift-warning' data-testid='gift-warning'>
        <Text className='gift-warning__text'>{t('gift.warning.text', { refundDays: GIFT_REFUND_WINDOW_DAYS })}</Text>
        {latestOrder && latestOrder.refundableUntil > 0 && (
          <TextWithDates
            className='gift-warning__order'
            text={t('gift.warning.order', { orderNo: latestOrder.orderNo, until: chinaDateTimeOf(latestOrder.refundableUntil) })}
          />
        )}
        <AtInput
          name='gift-message'
          type='text'
          className='gift-warning__input'
          title={t('gift.messageLabel')}
          placeholder={t('gift.messagePlaceholder')}
          value={message}
          error={tooLong}
          onChange={(value: string | number) => setMessage(String(value))}
        />
        {tooLong && <Text className='gift-warning__error'>{t('gift.messageTooLong', { max: GIFT_MESSAGE_MAX })}</Text>}
      </View>
    </Dialog>
  )
})
