import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { LOTTERY_BUTTON_CELL, LOTTERY_RING_CELLS, type LotteryPrize } from '@/lib/lottery'
import { useT } from '@/stores'
import { PrizeImage } from './prize-image'
import { PrizeName } from './prize-name'

interface PrizeBoardProps {
  prizes: readonly LotteryPrize[]
  /** The ring position lit now. */
  position: number | undefined
  busy: boolean
  onDraw: () => void
}

const GRID_CELLS = 9

/** The 3 × 3 board: the prizes round the edge, the draw button in the middle (spec 2). */
export const PrizeBoard = observer(function PrizeBoard({ prizes, position, busy, onDraw }: PrizeBoardProps) {
  const t = useT<'lottery'>()
  return (
    <View className='lottery-board' data-testid='lottery-board' aria-busy={busy ? 'true' : undefined}>
      {Array.from({ length: GRID_CELLS }, (_, cell) => {
        if (cell === LOTTERY_BUTTON_CELL) {
          return (
            <View key='draw' className='lottery-board__centre'>
              <AtButton className='lottery-board__draw' type='primary' loading={busy} disabled={busy} onClick={onDraw}>
                {busy ? t('lottery.drawing') : t('lottery.draw')}
              </AtButton>
            </View>
          )
        }
        const ring = LOTTERY_RING_CELLS.indexOf(cell)
        const prize = prizes[ring]
        if (!prize) return <View key={cell} className='lottery-board__cell' />
        const lit = ring === position
        return (
          <View
            key={cell}
            className={`lottery-board__cell lottery-board__cell--${prize.kind}${lit ? ' lottery-board__cell--lit' : ''}`}
            data-prize-id={prize.id}
            data-lit={lit ? 'true' : undefined}
          >
            <PrizeImage prize={prize} size='sm' />
            <PrizeName className='lottery-board__prize' prize={prize} />
          </View>
        )
      })}
    </View>
  )
})
