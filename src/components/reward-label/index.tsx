import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { splitVipHours } from '@/lib/vip-time'
import { useT } from '@/stores'

interface RewardLabelProps {
  coins: number
  vipHours: number
  /**
   * With both coins and VIP time: `either` one of them, as a task offers ("30 coins or 1 h VIP",
   * spec 9), or `both`, as a message gives them ("66 coins + 1 day VIP").
   */
  join?: 'either' | 'both'
  className?: string
}

/** A reward in the user's words, VIP time in days and hours (spec 3); nothing for an empty reward. */
export const RewardLabel = observer(function RewardLabel({ coins, vipHours, join = 'either', className }: RewardLabelProps) {
  const t = useT()
  const parts: string[] = []
  if (coins > 0) parts.push(t('reward.coins', { count: coins }))
  if (vipHours > 0) {
    const { days, hours } = splitVipHours(vipHours)
    if (days === 0) parts.push(t('reward.hours', { hours }))
    else if (hours === 0) parts.push(t('reward.days', { count: days }))
    else parts.push(t('reward.daysHours', { days, hours }))
  }
  if (parts.length === 0) return null
  const text = parts.length === 2 ? t(join === 'both' ? 'reward.both' : 'reward.either', { first: parts[0], second: parts[1] }) : parts[0]
  return <Text className={className}>{text}</Text>
})
