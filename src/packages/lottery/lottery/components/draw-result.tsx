import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton, AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import type { LotteryPrize } from '@/lib/lottery'
import { useT } from '@/stores'
import { PrizeName } from './prize-name'
import '@/styles/taro-ui/modal.scss'

/** The result of a draw: the prize the server chose, once the board has stopped on it. */
export const DrawResult = observer(function DrawResult({ prize, onClose }: { prize: LotteryPrize | undefined; onClose: () => void }) {
  const t = useT<'lottery'>()
  const won = prize !== undefined && prize.kind !== 'none'
  return (
    <AtModal isOpened={prize !== undefined} onClose={onClose}>
      <AtModalHeader>{won ? t('lottery.result.title') : t('lottery.result.noneTitle')}</AtModalHeader>
      <AtModalContent>
        <View className='lottery-result' data-testid='lottery-result'>
          {prize && <PrizeName className='lottery-result__prize' prize={prize} />}
          <Text className='lottery-result__hint'>{won ? t('lottery.result.credited') : t('lottery.result.noneHint')}</Text>
        </View>
      </AtModalContent>
      <AtModalAction>
        <AtButton onClick={onClose}>{t('lottery.result.close')}</AtButton>
      </AtModalAction>
    </AtModal>
  )
})
