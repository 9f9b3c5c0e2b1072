import { Image, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { imageUrlOf } from '@/lib/item-image'
import { useStores } from '@/stores'
import { Icon, type IconName } from '../icon'
import './index.scss'

/** sm: a list row or a lottery cell; md: a goods card; lg: a dialog's subject. */
export type ItemImageSize = 'sm' | 'md' | 'lg'

// the glyph at about half the tile (AtIcon's size is half the design width)
const ICON_SIZES: Record<ItemImageSize, number> = { sm: 22, md: 28, lg: 44 }

interface ItemImageProps {
  /** The answer's `image` (src/lib/item-image.ts); none draws the fallback. */
  image: string | undefined
  /** The fallback's glyph: the one the card showed before it had pictures. */
  icon: IconName
  size: ItemImageSize
  className?: string
}

/**
 * The picture of a goods, a prize or an event; without one, or once it fails to load, the card's
 * icon on a tinted tile of the same size, so the card never moves. Decorative: the card's own
 * text names the item, so assistive technology skips it.
 */
export const ItemImage = observer(function ItemImage({ image, icon, size, className }: ItemImageProps) {
  const { session } = useStores()
  // the address that failed: a new one is tried again
  const [failed, setFailed] = useState<string>()
  const url = image === undefined ? undefined : imageUrlOf(image, session.apiHost)
  const showsPicture = url !== undefined && url !== failed
  return (
    <View className={`item-image item-image--${size}${className ? ` ${className}` : ''}`} aria-hidden='true'>
      {showsPicture ? (
        <Image className='item-image__picture' src={url} mode='aspectFill' lazyLoad onError={() => setFailed(url)} />
      ) : (
        <Icon name={icon} size={ICON_SIZES[size]} />
      )}
    </View>
  )
})
