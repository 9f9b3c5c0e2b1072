// The list's rules as pure functions, so each reads and tests on its own.
import { PULL_MAX_DISTANCE, PULL_REFRESH_THRESHOLD, PULL_RESISTANCE } from './constants'

export type PullState = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete'

/** `idle`: more pages wait to be loaded, the footer has no text. */
export type FooterState = 'loading' | 'empty' | 'loaded' | 'idle'

/** Spec 4: loading text while loading, no-data text when empty, load-success text when all is there. */
export function footerState(loading: boolean, rowCount: number, hasMore: boolean): FooterState {
  if (loading) return 'loading'
  if (rowCount === 0) return 'empty'
  return hasMore ? 'idle' : 'loaded'
}

/**
 * Spec 9: viewport height minus the list's top offset. A list that starts low on the page (below a
 * tall header) keeps at least half the viewport, so it stays usable once the page scrolls to it.
 */
export function listHeightFor(viewportHeight: number, top: number): number {
  return Math.max(Math.round(viewportHeight - top), Math.round(viewportHeight / 2))
}

/** The pull header's height for the finger's downward travel. */
export function pullDistanceFor(travel: number): number {
  return Math.min(Math.max(travel, 0) * PULL_RESISTANCE, PULL_MAX_DISTANCE)
}

export function pullStateAt(distance: number): 'pulling' | 'canRelease' {
  return distance >= PULL_REFRESH_THRESHOLD ? 'canRelease' : 'pulling'
}
