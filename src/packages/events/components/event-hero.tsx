import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { IconName } from '@/components/icon'
import { ItemImage, type ItemImageSize } from '@/components/item-image'
import type { EventPhase } from '@/lib/point-events'
import './event-hero.scss'

/** An event's glyph where it has no picture: the one its /moreWelfare entry shows. */
export const EVENT_ICON: IconName = 'star'

interface EventHeroProps {
  /** The answer's picture of the event (docs/api.md, "Images"); none: the star on its tile. */
  image: string | undefined
  phase?: EventPhase
  /** md beside the text; lg for a hero that stacks its picture over centred text. */
  size?: ItemImageSize
  className?: string
  children: ReactNode
}

/** The gold card that opens an event's page: its picture beside its name and figures. */
export function EventHero({ image, phase, size = 'md', className, children }: EventHeroProps) {
  return (
    <View className={`card event-hero${className ? ` ${className}` : ''}`} data-phase={phase}>
      <ItemImage className='event-hero__image' image={image} icon={EVENT_ICON} size={size} />
      <View className='event-hero__text'>{children}</View>
    </View>
  )
}
