import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon'
import { creditedCoins, hasExtraBonus, type SignInDayView } from '@/lib/sign-in'
import { roleProps } from '@/platform'
import { useT } from '@/stores'

/** One day of the 7-day week: its reward, and whether it is signed, today or to come. */
export const DayCell = observer(function DayCell({ view }: { view: SignInDayView }) {
  const t = useT<'welfare'>()
  const { reward, state, isToday } = view
  return (
    <View className={`sign-in-day sign-in-day--${state}`} data-day={reward.day} data-state={state}>
      <Text className='sign-in-day__label'>{isToday ? t('signIn.today') : t('signIn.day', { day: reward.day })}</Text>
      <View className='sign-in-day__mark'>
        {state === 'signed' ? <Icon name='check' size={18} /> : <Text>+{creditedCoins(reward)}</Text>}
      </View>
      {/* a star, named for screen readers: no language's words fit the cell at 375 px */}
      {hasExtraBonus(reward) && (
        <View className='sign-in-day__extra' {...roleProps('img')} aria-label={t('signIn.extraBonus')}>
          <Icon name='star-2' size={14} />
        </View>
      )}
    </View>
  )
})
