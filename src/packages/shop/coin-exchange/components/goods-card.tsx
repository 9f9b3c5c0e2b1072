import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Goods } from '@/api/shop'
import { Icon } from '@/components/icon'
import { tappable } from '@/components/tappable'
import { missingSignInDays } from '@/lib/shop'
import { useT } from '@/stores'
import { GoodsImage } from './goods-image'
import { GoodsPrice } from './goods-price'

interface GoodsCardProps {
  goods: Goods
  /** The account's sign-in days; undefined for a visitor, who is not told what is missing. */
  signInDays: number | undefined
  onOpen: (goods: Goods) => void
}

/** One goods of the shop: price, stock and what the account still misses for it (spec 2, 3). */
export const GoodsCard = observer(function GoodsCard({ goods, signInDays, onOpen }: GoodsCardProps) {
  const t = useT<'shop'>()
  const missing = signInDays === undefined ? 0 : missingSignInDays(goods, signInDays)
  const soldOut = goods.stock <= 0
  return (
    <View
      className={`card goods-card${soldOut ? ' goods-card--sold-out' : ''}`}
      data-testid='goods-card'
      data-goods={goods.id}
      {...tappable('button')}
      onClick={() => onOpen(goods)}
    >
      <View className='goods-card__head'>
        <GoodsImage goods={goods} size='md' />
        <Text className='goods-card__name'>{goods.name}</Text>
      </View>
      <GoodsPrice goods={goods} className='goods-card__price' />
      <View className='goods-card__facts'>
        <Text className={soldOut ? 'goods-card__sold-out' : ''}>{soldOut ? t('shop.soldOut') : t('shop.stock', { stock: goods.stock })}</Text>
        {goods.requiredSignInDays > 0 && <Text>{t('shop.requiredDays', { day: goods.requiredSignInDays })}</Text>}
      </View>
      {missing > 0 && (
        <Text className='goods-card__missing' data-testid='missing-days'>
          {t('shop.missingDays', { count: missing })}
        </Text>
      )}
      <View className='goods-card__more'>
        <Text>{t('shop.details')}</Text>
        <Icon name='chevron-right' size={14} />
      </View>
    </View>
  )
})
