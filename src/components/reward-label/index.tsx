import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { splitVipHours } from '@/lib/vip-time'
import { useT } from '@/stores'

/**
 * With both coins and VIP time: `either` one of them, as a task offers ("30 coins or 1 h VIP",
 * spec 9), or `both`, as a message gives them ("66 coins + 1 day VIP").
 */
export type RewardJoin = 'either' | 'both'

interface RewardLabelProps {
  coins: number
  vipHours: number
  join?: RewardJoin
  className?: string
}

/** Says a reward in the user's words, VIP time in days and hours (spec 3); '' for an empty reward. Call it from an observer. */
export function useRewardText(): (coins: number, vipHours: number, join?: RewardJoin) => string {
  const t = useT()
  return (coins, vipHours, join = 'either') => {
    const parts: string[] = []
    if (coins > 0) parts.push(t('reward.coins', { count: coins }))
    if (vipHours > 0) {
      const { days, hours } = splitVipHours(vipHours)
      if (days === 0) parts.push(t('reward.hours', { hours }))
      else if (hours === 0) parts.push(t('reward.days', { count: days }))
      else parts.push(t('reward.daysHours', { days, hours }))
    }
    if (parts.length < 2) return parts[0] ?? ''
    return t(join === 'both' ? 'reward.both' : 'reward.either', { first: parts[0], second: parts[1] })
  }
}

/** A reward in the user's words; nothing for an empty reward. */
export const RewardLabel = observer(function RewardLabel({ coins, vipHours, join = 'either', className }: RewardLabelProps) {
  const text = useRewardText()(coins, vipHours, join)
  if (!text) return null
  return <Text className={className}>{text}</Text>
})
