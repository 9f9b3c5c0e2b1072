// spec 9: the scrolling list's constants. Sizes are px of the screen (inline styles, not design units).

export { LIST_PAGE_SIZE } from '@/config'
/** distance from the end, in px, at which the next page is asked for */
export const END_REACHED_THRESHOLD = 20
/** the list's fixed height in the desktop app when the page asks for `fullHeight` */
export const DESKTOP_APP_LIST_HEIGHT = 611
export const LIST_FOOTER_PADDING = 20

// Pull to refresh (the spec names the states only; these are ours).
/** height of the pull header at which releasing refreshes */
export const PULL_REFRESH_THRESHOLD = 60
/** the header grows by this share of the finger's travel, so 120 px of travel reach the threshold */
export const PULL_RESISTANCE = 0.5
export const PULL_MAX_DISTANCE = 120
/** how long "refresh complete" stays before the header closes */
export const REFRESH_COMPLETE_MS = 500
