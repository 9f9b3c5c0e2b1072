import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RewardLabel } from '@/components/reward-label'
import type { LotteryPrize } from '@/lib/lottery'
import { useT } from '@/stores'

/** A prize in the user's words: coins, VIP time, or "thanks for playing". */
export const PrizeName = observer(function PrizeName({ prize, className }: { prize: LotteryPrize; className?: string }) {
  const t = useT<'lottery'>()
  if (prize.kind === 'none' || (prize.coins === 0 && prize.vipHours === 0)) {
    return <Text className={className}>{t('lottery.prize.none')}</Text>
  }
  return (
    <RewardLabel
      className={className}
      coins={prize.kind === 'coins' ? prize.coins : 0}
      vipHours={prize.kind === 'vip' ? prize.vipHours : 0}
    />
  )
})
