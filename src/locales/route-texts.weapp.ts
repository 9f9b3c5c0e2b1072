import type { RoutePath } from '@/routes'
import type { AreaTexts, PageAreaName } from './types'

// The mini-program bundles each area's texts with its pages (src/locales/<area>/index.weapp.ts):
// there is nothing to ask for early, and naming every area here would pull them all into the main
// package. A bundling twin, like the areas' own.
export function screenTextsOf(_path: RoutePath): AreaTexts<PageAreaName> | undefined {
  return undefined
}
