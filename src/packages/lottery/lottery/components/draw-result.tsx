import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Dialog } from '@/components/dialog'
import type { LotteryPrize } from '@/lib/lottery'
import { useT } from '@/stores'
import { PrizeImage } from './prize-image'
import { PrizeName } from './prize-name'

/** The result of a draw: the prize the server chose, once the board has stopped on it. */
export const DrawResult = observer(function DrawResult({ prize, onClose }: { prize: LotteryPrize | undefined; onClose: () => void }) {
  const t = useT<'lottery'>()
  const won = prize !== undefined && prize.kind !== 'none'
  return (
    <Dialog
      opened={prize !== undefined}
      title={won ? t('lottery.result.title') : t('lottery.result.noneTitle')}
      onClose={onClose}
      actions={[{ label: t('lottery.result.close'), kind: 'primary', onClick: onClose }]}
    >
      <View className='lottery-result' data-testid='lottery-result'>
        {prize && <PrizeImage prize={prize} size='lg' />}
        {prize && <PrizeName className='lottery-result__prize' prize={prize} />}
        <Text className='lottery-result__hint'>{won ? t('lottery.result.credited') : t('lottery.result.noneHint')}</Text>
      </View>
    </Dialog>
  )
})
