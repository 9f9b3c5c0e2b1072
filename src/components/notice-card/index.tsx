import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../icon'
import './index.scss'

export type NoticeTone = 'brand' | 'success' | 'warning' | 'error'

interface NoticeCardProps {
  /** A taro-ui icon name. */
  icon: IconName
  tone: NoticeTone
  heading?: string
  text: string
  /** Actions under the text, e.g. a login button. */
  children?: ReactNode
}

/** A centred notice with a round icon: restrictions, region notices, "log in first", a done step. */
export function NoticeCard({ icon, tone, heading, text, children }: NoticeCardProps) {
  return (
    <View className={`card notice-card notice-card--${tone}`}>
      <View className='notice-card__icon'>
        <Icon name={icon} size={28} />
      </View>
      {heading && <Text className='notice-card__heading'>{heading}</Text>}
      <Text className='notice-card__text'>{text}</Text>
      {children}
    </View>
  )
}
