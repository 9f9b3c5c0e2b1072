import type { Goods } from '@/api/shop'
import { ItemImage, type ItemImageSize } from '@/components/item-image'

/** A goods' picture, or the shopping bag the card showed before goods had pictures, on a tile of the same size. */
export function GoodsImage({ goods, size, className }: { goods: Goods; size: ItemImageSize; className?: string }) {
  return <ItemImage image={goods.image} icon='shopping-bag' size={size} className={className} />
}
