import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon'
import { RewardLabel } from '@/components/reward-label'
import type { SignInDayReward } from '@/lib/sign-in'
import { useT } from '@/stores'

/** The 7th day's extra: VIP time, coins and the freight coupon (spec 9). */
function ExtraRewardView({ reward }: { reward: SignInDayReward }) {
  const t = useT<'welfare'>()
  return (
    <View className='sign-in__extra'>
      <Icon name='star-2' size={16} />
      <Text className='sign-in__extra-title'>{t('signIn.extraBonus')}</Text>
      <RewardLabel className='sign-in__extra-text' coins={reward.extraCoins} vipHours={0} />
      <RewardLabel className='sign-in__extra-text' coins={0} vipHours={reward.extraVipHours} />
      {reward.couponAmount > 0 && (
        <Text className='sign-in__extra-text'>
          {t('signIn.coupon', { amount: reward.couponAmount, threshold: reward.couponThreshold })}
        </Text>
      )}
    </View>
  )
}

export const ExtraReward = observer(ExtraRewardView)
