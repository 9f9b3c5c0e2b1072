import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { GIFT_VIP_DAYS } from '@/lib/gift'
import { copyAndNotify } from '@/services/notify'
import type { GiftSlotView } from '@/stores/gift'
import { useT } from '@/stores'

interface SlotCardProps {
  slot: GiftSlotView
  canApply: boolean
  onApply: () => void
}

/** One gift slot in its spec 4 state; a gifted one is the gift card (the friend's last digits and the message). */
export const SlotCard = observer(function SlotCard({ slot, canApply, onApply }: SlotCardProps) {
  const t = useT<'gift'>()
  return (
    <View className={`card gift-slot gift-slot--${slot.state}`} data-testid='gift-slot' data-slot={slot.slot} data-state={slot.state}>
      <View className='gift-slot__head'>
        <Text className='gift-slot__name'>{t('gift.slotName', { slot: slot.slot })}</Text>
        <Text className='gift-slot__state'>{t(`gift.state.${slot.state}`)}</Text>
      </View>
      {slot.state === 'gifted' && <Text className='gift-slot__text'>{t('gift.giftedTo', { suffix: slot.claimedPhoneSuffix })}</Text>}
      {slot.message !== '' && slot.state !== 'apply' && (
        <Text className='gift-slot__message'>{t('gift.messageLine', { message: slot.message })}</Text>
      )}
      {slot.state === 'unclaimed' && (
        <View className='gift-slot__code'>
          <Text className='gift-slot__text'>{t('gift.giftCodeLabel')}</Text>
          <Text className='gift-slot__code-value' data-testid='gift-code'>
            {slot.giftCode}
          </Text>
          <AtButton size='small' circle onClick={() => void copyAndNotify(slot.giftCode)}>
            {t('gift.copyCode')}
          </AtButton>
        </View>
      )}
      {slot.state === 'apply' && (
        <>
          <Text className='gift-slot__text'>{t('gift.applyHint', { giftDays: GIFT_VIP_DAYS })}</Text>
          <AtButton className='gift-slot__apply' type='primary' circle disabled={!canApply} onClick={onApply}>
            {t('gift.apply')}
          </AtButton>
        </>
      )}
    </View>
  )
})
