// Every glyph of taro-ui's icon font the app draws: through `Icon`, through `listIcon` (an AtListItem's
// icon), and those taro-ui's own controls draw (list arrows, the search bar, the input's clear and
// error marks). The font ships
// subset to these (src/styles/icon-font.scss, `npm run icons`), so a name outside the list would
// show nothing: `IconName` keeps every use inside it.
export const ICON_NAMES = [
  'alert-circle',
  'bell',
  'blocked',
  'calendar',
  'check',
  'check-circle',
  'chevron-down',
  'chevron-right',
  'clock',
  'close-circle',
  'file-generic',
  'heart',
  'help',
  'home',
  'image',
  'iphone',
  'lightning-bolt',
  'lock',
  'mail',
  'map-pin',
  'message',
  'phone',
  'search',
  'settings',
  'share',
  'shopping-bag',
  'star',
  'star-2',
  'subtract',
  'tag',
  'user',
] as const

export type IconName = (typeof ICON_NAMES)[number]
