import type { IconName } from '@/components/icon'
import { ItemImage, type ItemImageSize } from '@/components/item-image'
import type { LotteryPrize, LotteryPrizeKind } from '@/lib/lottery'

// the board's glyphs from before prizes had pictures: each stays its kind's fallback
const KIND_ICONS: Record<LotteryPrizeKind, IconName> = { vip: 'lightning-bolt', coins: 'star', none: 'heart' }

/** A prize's picture, or its kind's glyph on a tile of the same size. */
export function PrizeImage({ prize, size }: { prize: LotteryPrize; size: ItemImageSize }) {
  return <ItemImage image={prize.image} icon={KIND_ICONS[prize.kind]} size={size} />
}
