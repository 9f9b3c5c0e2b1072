// Pull to refresh with the list's own touch events, so H5 and the mini-program behave alike
// (Taro's H5 ScrollView has no refresher). Spec 4: pulling, canRelease, refreshing, complete.
import { useCallback, useEffect, useRef, useState } from 'react'
import { PULL_REFRESH_THRESHOLD, REFRESH_COMPLETE_MS } from './constants'
import { pullDistanceFor, pullStateAt, type PullState } from './rules'

function member(owner: unknown, key: string | number): unknown {
  if (owner === null || (typeof owner !== 'object' && typeof owner !== 'function')) return undefined
  return Reflect.get(owner, key)
}

/** The first finger's y: a DOM TouchList on H5, an array of touches in the mini-program. */
function touchY(event: unknown): number | undefined {
  const y = member(member(member(event, 'touches'), 0), 'clientY')
  return typeof y === 'number' ? y : undefined
}

/** Taro's scroll event carries `detail.scrollTop`; H5 also delivers the bare DOM scroll event. */
function scrollTopOf(event: unknown): number | undefined {
  const top = member(member(event, 'detail'), 'scrollTop')
  return typeof top === 'number' ? top : undefined
}

export interface PullToRefresh {
  state: PullState
  /** the pull header's height in px */
  distance: number
  /** a finger is on the list: the header follows it without animation */
  dragging: boolean
  isRefreshing(): boolean
  onScroll(event: unknown): void
  onTouchStart(event: unknown): void
  onTouchMove(event: unknown): void
  onTouchEnd(): void
  /** the system took the touch (a call, a dialog): spring back, never refresh */
  onTouchCancel(): void
}

/** `onRefresh` undefined: pull to refresh is off and touches are ignored. */
export function usePullToRefresh(onRefresh: (() => Promise<void> | void) | undefined): PullToRefresh {
  const [state, setState] = useState<PullState>('idle')
  const [distance, setDistance] = useState(0)
  const [dragging, setDragging] = useState(false)
  // handlers read these between renders (several touchmoves can arrive before one render)
  const current = useRef<PullState>('idle')
  const startY = useRef<number | undefined>(undefined)
  const scrollTop = useRef(0)
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh
  const mounted = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(closeTimer.current)
    }
  }, [])

  const show = useCallback((next: PullState, height: number) => {
    current.current = next
    setState(next)
    setDistance(height)
  }, [])

  const runRefresh = useCallback(async () => {
    show('refreshing', PULL_REFRESH_THRESHOLD)
    try {
      await refresh.current?.()
    } catch (error) {
      // the page reports its own failure; "refresh complete" would be untrue
      console.warn('[scroll-list] refresh failed', error)
      if (mounted.current) show('idle', 0)
      return
    }
    if (!mounted.current) return
    show('complete', PULL_REFRESH_THRESHOLD)
    closeTimer.current = setTimeout(() => show('idle', 0), REFRESH_COMPLETE_MS)
  }, [show])

  const onScroll = useCallback((event: unknown) => {
    const top = scrollTopOf(event)
    if (top !== undefined) scrollTop.current = top
  }, [])

  const onTouchStart = useCallback((event: unknown) => {
    // a pull starts only at the top of the list, and not while a refresh is still shown
    if (!refresh.current || current.current !== 'idle' || scrollTop.current > 0) return
    const y = touchY(event)
    if (y === undefined) return
    // no render yet: a tap on a row must not re-render the list
    startY.current = y
  }, [])

  const onTouchMove = useCallback(
    (event: unknown) => {
      if (startY.current === undefined) return
      const y = touchY(event)
      if (y === undefined) return
      if (scrollTop.current > 0) {
        // the finger scrolled the list instead: this gesture is no pull
        startY.current = undefined
        setDragging(false)
        show('idle', 0)
        return
      }
      const height = pullDistanceFor(y - startY.current)
      setDragging(height > 0)
      show(height > 0 ? pullStateAt(height) : 'idle', height)
    },
    [show],
  )

  const onTouchEnd = useCallback(() => {
    if (startY.current === undefined) return
    startY.current = undefined
    setDragging(false)
    if (current.current === 'canRelease') void runRefresh()
    else show('idle', 0)
  }, [runRefresh, show])

  const onTouchCancel = useCallback(() => {
    if (startY.current === undefined) return
    startY.current = undefined
    setDragging(false)
    show('idle', 0)
  }, [show])

  const isRefreshing = useCallback(() => current.current === 'refreshing', [])

  return { state, distance, dragging, isRefreshing, onScroll, onTouchStart, onTouchMove, onTouchEnd, onTouchCancel }
}
