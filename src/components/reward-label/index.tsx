import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { splitVipHours } from '@/lib/vip-time'
import { useT } from '@/stores'
import { welfareTexts } from '@/locales/welfare'

interface RewardLabelProps {
  coins: number
  vipHours: number
  className?: string
}

/** A reward in the user's words: "30 coins or 1 h VIP" (both given means either one). */
export const RewardLabel = observer(function RewardLabel({ coins, vipHours, className }: RewardLabelProps) {
  const t = useT(welfareTexts)
  const parts: string[] = []
  if (coins > 0) parts.push(t('welfare.reward.coins', { count: coins }))
  if (vipHours > 0) {
    const { days, hours } = splitVipHours(vipHours)
    if (days === 0) parts.push(t('welfare.reward.hours', { hours }))
    else if (hours === 0) parts.push(t('welfare.reward.days', { count: days }))
    else parts.push(t('welfare.reward.daysHours', { days, hours }))
  }
  if (parts.length === 0) return null
  const text = parts.length === 2 ? t('welfare.reward.either', { first: parts[0], second: parts[1] }) : parts[0]
  return <Text className={className}>{text}</Text>
})
