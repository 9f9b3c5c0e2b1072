import { AtIcon } from 'taro-ui'
import type { IconName } from './names'

export type { IconName } from './names'

interface IconProps {
  name: IconName
  size?: number
  color?: string
  className?: string
}

/** A glyph of the app's icon font: taro-ui's, subset to `ICON_NAMES`. */
export function Icon({ name, size, color, className }: IconProps) {
  return <AtIcon value={name} size={size} color={color} className={className} />
}

/** An AtListItem's `iconInfo`, with a name the font holds. */
export function listIcon(name: IconName, size: number, className?: string) {
  return { value: name, size, className }
}
