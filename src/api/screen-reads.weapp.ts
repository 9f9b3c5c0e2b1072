import type { RoutePath } from '@/routes'
import type { FirstScreen } from './reads'

// The mini-program knows its first page only once it has launched it, and has that page's code and
// texts at hand: its own reads go out as it loads, and nothing is sent ahead (src/platform/page.weapp.ts,
// FIRST_PAGE_KNOWN_AT_LOAD). A bundling twin, like the locales' own: the H5 table stays out of the
// main package.

export type { FirstScreen }

export function hasFirstReads(_path: RoutePath): boolean {
  return false
}

export function startFirstReads(_screen: FirstScreen): Promise<void> {
  return Promise.resolve()
}
