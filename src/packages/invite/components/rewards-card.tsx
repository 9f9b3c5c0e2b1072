import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { INVITE_REWARD } from '@/lib/welfare-rules'
import { useT } from '@/stores'

/** Spec 9: what inviting earns, each figure from INVITE_REWARD. */
export const RewardsCard = observer(function RewardsCard() {
  const t = useT<'invite'>()
  const rewards = [
    t('invite.reward.poster', { coins: INVITE_REWARD.coins, count: INVITE_REWARD.vipDays }),
    t('invite.reward.purchase', { share: INVITE_REWARD.purchaseSharePercent, extra: INVITE_REWARD.secondSharePercent }),
    t('invite.reward.timing', { count: INVITE_REWARD.creditWithinHours }),
  ]
  return (
    <View className='card card-section invite__rewards'>
      <Text className='card-section__heading'>{t('invite.rewardsTitle')}</Text>
      {rewards.map((reward) => (
        <Text key={reward} className='card-section__text card-section__point'>
          {reward}
        </Text>
      ))}
    </View>
  )
})
