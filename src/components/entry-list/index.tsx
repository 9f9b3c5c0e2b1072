import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { navigateTo } from '@/platform'
import type { RouteUrl } from '@/routes'
import { Icon, type IconName } from '../icon'
import { tappable } from '../tappable'
import './index.scss'

/** One way to a screen: what it says, its icon and the path it opens. */
export interface Entry {
  id: string
  label: string
  icon: IconName
  path: RouteUrl
}

/** A row's inside: icon, label, an optional note, the chevron. Also the face of rows that act otherwise (chat). */
export function EntryRowFace({ icon, label, note }: { icon: IconName; label: string; note?: string }) {
  return (
    <View className='entry-row__face'>
      <View className='entry-row__icon'>
        <Icon name={icon} size={18} />
      </View>
      <Text className='entry-row__label'>{label}</Text>
      {note !== undefined && <Text className='entry-row__note'>{note}</Text>}
      <Icon name='chevron-right' size={14} className='entry-row__chevron' />
    </View>
  )
}

/** A titled card of rows, each opening its screen; `children` adds rows that act otherwise. */
export function EntryList({ title, entries, children }: { title: string; entries: readonly Entry[]; children?: ReactNode }) {
  return (
    <View className='card card--flush entry-list'>
      <Text className='entry-list__title'>{title}</Text>
      {entries.map((entry) => (
        <View
          key={entry.id}
          className='entry-row'
          {...tappable('button')}
          onClick={() => void navigateTo(entry.path)}
        >
          <EntryRowFace icon={entry.icon} label={entry.label} />
        </View>
      ))}
      {children}
    </View>
  )
}

/** A titled grid of icon tiles, each opening its screen (the mini-program's home). */
export function EntryGrid({ title, entries }: { title: string; entries: readonly Entry[] }) {
  return (
    <View className='card entry-grid'>
      <Text className='entry-list__title entry-grid__title'>{title}</Text>
      <View className='entry-grid__tiles'>
        {entries.map((entry) => (
          <View
            key={entry.id}
            className='entry-grid__tile'
              {...tappable('button')}
            onClick={() => void navigateTo(entry.path)}
          >
            <View className='entry-grid__icon'>
              <Icon name={entry.icon} size={22} />
            </View>
            <Text className='entry-grid__label'>{entry.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
