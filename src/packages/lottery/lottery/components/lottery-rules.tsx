import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LotteryInfo } from '@/api/lottery'
import { COIN_LIFETIME_MONTHS } from '@/lib/coins'
import { useT } from '@/stores'

/** The rules tab, with the server's own figures (cost, daily draws). */
export const LotteryRules = observer(function LotteryRules({ info }: { info: LotteryInfo }) {
  const t = useT<'lottery'>()
  const rules = [
    t('lottery.rule.cost', { cost: info.costCoins }),
    ...(info.dailyDraws > 0 ? [t('lottery.rule.daily', { count: info.dailyDraws })] : []),
    t('lottery.rule.server'),
    t('lottery.rule.credit'),
    t('lottery.rule.expiry', { expiryMonths: COIN_LIFETIME_MONTHS }),
    t('lottery.rule.restricted'),
  ]
  return (
    <View className='lottery-rules' data-testid='lottery-rules'>
      {rules.map((rule, index) => (
        <Text key={rule} className='lottery-rules__rule'>
          {index + 1}. {rule}
        </Text>
      ))}
    </View>
  )
})
