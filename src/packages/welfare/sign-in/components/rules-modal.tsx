import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Dialog } from '@/components/dialog'
import {
  NEW_USER_BONUS_COINS,
  NEW_USER_BONUS_STREAK,
  NEW_USER_WINDOW_DAYS,
  SIGN_IN_COUPON,
  SIGN_IN_CYCLE_DAYS,
  SIGN_IN_DAILY_COINS,
  SIGN_IN_DAILY_COIN_CAP,
  hasExtraBonus,
} from '@/lib/sign-in'
import { useT } from '@/stores'
import { useWelfareStore } from '@/stores/welfare'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'

/** The sign-in rules (spec 9), with the figures of the server's reward table where it has them. */
export const RulesModal = observer(function RulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT<'welfare'>()
  const welfare = useWelfareStore()
  const bonusDay = welfare.signInStatus?.days.find(hasExtraBonus)
  const rules = [
    t('signIn.rule.daily', {
      coins: welfare.signInStatus?.days[0]?.rewardCoins ?? SIGN_IN_DAILY_COINS,
      cap: SIGN_IN_DAILY_COIN_CAP,
    }),
    t('signIn.rule.cycle', {
      amount: bonusDay?.couponAmount ?? SIGN_IN_COUPON.amount,
      threshold: bonusDay?.couponThreshold ?? SIGN_IN_COUPON.threshold,
      cycleDays: SIGN_IN_CYCLE_DAYS,
    }),
    t('signIn.rule.newUser', { bonus: NEW_USER_BONUS_COINS, newUserStreak: NEW_USER_BONUS_STREAK, newUserWindowDays: NEW_USER_WINDOW_DAYS }),
    t('signIn.rule.broken'),
    t('coinRecords.expiryRule', { expiryMonths: COIN_LIFETIME_MONTHS }),
  ]
  return (
    <Dialog
      opened={open}
      title={t('signIn.rules')}
      onClose={onClose}
      actions={[{ label: t('signIn.gotIt'), kind: 'primary', onClick: onClose, className: 'sign-in__rules-close' }]}
    >
      <View className='sign-in__rules'>
        {rules.map((rule, index) => (
          <Text key={rule} className='sign-in__rule'>
            {index + 1}. {rule}
          </Text>
        ))}
      </View>
    </Dialog>
  )
})
