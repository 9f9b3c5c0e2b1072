import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MyPrize } from '@/api/lottery'
import { PagedList } from '@/components/paged-list'
import { chinaDateTimeOf } from '@/lib/calendar'
import { useT } from '@/stores'
import type { PagedListStore } from '@/stores/paged-list'
import { PrizeImage } from './prize-image'
import { PrizeName } from './prize-name'

const PrizeRow = observer(function PrizeRow({ item }: { item: MyPrize }) {
  const t = useT<'lottery'>()
  return (
    <View className='lottery-prize' data-draw-id={item.drawId}>
      <PrizeImage prize={item.prize} size='sm' />
      <View className='lottery-prize__text'>
        <PrizeName className='lottery-prize__name' prize={item.prize} />
        <Text className='lottery-prize__time lottery-prize__date'>{chinaDateTimeOf(item.drawnAt)}</Text>
      </View>
      <Text className='lottery-prize__cost'>{t('lottery.prizes.cost', { cost: item.costCoins })}</Text>
    </View>
  )
})

// Module level, so rows keep their identity as pages arrive (ScrollList).
function renderPrize(item: MyPrize) {
  return <PrizeRow item={item} />
}

function prizeKey(item: MyPrize) {
  return item.drawId
}

/** The "my prizes" tab: every draw of the user, newest first. */
export const MyPrizes = observer(function MyPrizes({ list }: { list: PagedListStore<MyPrize> }) {
  const t = useT<'lottery'>()
  return (
    <PagedList
      className='lottery-prizes'
      list={list}
      row={renderPrize}
      rowKey={prizeKey}
      failureText={t('lottery.prizes.loadFailed')}
      emptyText={t('lottery.prizes.empty')}
    />
  )
})
