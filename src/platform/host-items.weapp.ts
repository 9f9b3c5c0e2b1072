// The mini-program has no app host around its pages: nothing to tell (src/platform/host-items.ts).
import type { OrderPageState, RightItemLink } from './types'

/** The mini-program's navigation bar has no right item: the page's own records link is the way. */
export function useHostRightItem(_link: RightItemLink | undefined): void {}

/** The desktop apps' order chrome: no mini-program counterpart. */
export function useOrderPageStates(_state: OrderPageState | undefined, _count: number): void {}
