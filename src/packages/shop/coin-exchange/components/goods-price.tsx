import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Goods } from '@/api/shop'
import { formatPriceDifference } from '@/lib/shop'
import { useT } from '@/stores'

/** The price in coins, with the price difference in money when the goods has one (spec 3). */
export const GoodsPrice = observer(function GoodsPrice({ goods, className }: { goods: Goods; className?: string }) {
  const t = useT<'shop'>()
  const coins = t('shop.price', { count: goods.price })
  return (
    <Text className={className} data-testid='goods-price'>
      {goods.priceDifference > 0 ? t('shop.priceWithDifference', { price: coins, money: formatPriceDifference(goods.priceDifference) }) : coins}
    </Text>
  )
})
