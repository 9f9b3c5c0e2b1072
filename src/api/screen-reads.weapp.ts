import type { RoutePath } from '@/routes'
import { firstReadsIn, sendFirstReads, TAB_READS, type FirstScreen } from './reads'

// The mini-program sends the first reads of its tabs early: their texts in any language but zh_CN
// come from a subpackage (src/locales/subpackage-texts.ts), and the reads need not wait for them.
// Every other page has its code and texts at hand in its subpackage: its own reads go out as it
// loads. A bundling twin, like the locales' own: the H5 table stays out of the main package.

export type { FirstScreen }

const TAB_SCREEN_READS = new Map(TAB_READS)

export function hasFirstReads(path: RoutePath): boolean {
  return TAB_SCREEN_READS.has(path)
}

export function startFirstReads(screen: FirstScreen): Promise<void> {
  return sendFirstReads(firstReadsIn(TAB_SCREEN_READS, screen), screen.language)
}
