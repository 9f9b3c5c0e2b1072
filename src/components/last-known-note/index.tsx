import { View } from '@tarojs/components'
import { chinaDateTimeOf } from '@/lib/calendar'
import { useT } from '@/stores'
import { Icon } from '../icon'
import { TextWithDates } from '../text-with-dates'
import './index.scss'

/**
 * Issue 26: what is shown was read on an earlier visit (the network is gone), and when. Nothing when
 * `savedAt` is undefined (the answer is this visit's).
 */
export function LastKnownNote({ savedAt, className = '' }: { savedAt: number | undefined; className?: string }) {
  const t = useT()
  if (savedAt === undefined) return null
  return (
    <View className={`last-known-note ${className}`} data-testid='last-known-note'>
      <Icon name='clock' size={14} />
      <TextWithDates className='last-known-note__text' text={t('network.lastKnown', { time: chinaDateTimeOf(savedAt) })} />
    </View>
  )
}
