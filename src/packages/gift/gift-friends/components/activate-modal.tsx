import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton, AtInput, AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import type { LatestOrder } from '@/api/gift'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import { GIFT_MESSAGE_MAX, GIFT_REFUND_WINDOW_DAYS, isGiftMessage } from '@/lib/gift'
import { notify, notifyFailure } from '@/services/notify'
import { useT } from '@/stores'
import { useGiftStore } from '@/stores/gift'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/modal.scss'

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
    <AtModal isOpened={slot !== undefined} onClose={gift.activating ? undefined : onClose}>
      <AtModalHeader>{t('gift.warning.title')}</AtModalHeader>
      <AtModalContent>
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
            placeholder={t('gift.messagePlaceholder', { max: GIFT_MESSAGE_MAX })}
            value={message}
            error={tooLong}
            onChange={(value: string | number) => setMessage(String(value))}
          />
          {tooLong && <Text className='gift-warning__error'>{t('gift.messageTooLong', { max: GIFT_MESSAGE_MAX })}</Text>}
        </View>
      </AtModalContent>
      <AtModalAction>
        <AtButton className='gift-warning__cancel' disabled={gift.activating} onClick={onClose}>
          {t('gift.warning.cancel')}
        </AtButton>
        <AtButton
          className='gift-warning__confirm'
          type='primary'
          loading={gift.activating}
          disabled={gift.activating || tooLong}
          onClick={() => void confirm()}
        >
          {t('gift.warning.confirm')}
        </AtButton>
      </AtModalAction>
    </AtModal>
  )
})
