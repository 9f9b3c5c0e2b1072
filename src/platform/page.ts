// H5 page chrome: the title goes to the document and, in the app, to the native title bar.
import Taro, { useDidShow } from '@tarojs/taro'
import { queryLanguage } from '@/lib/i18n'
import type { RoutePath } from '@/routes'
import type { AccessibleRole, PointerProps, RoleProps } from './types'
import { host } from './bridge'
import { detectClient } from './detect'
import { recordFailure } from './failure-log'
import { currentPath, rawQueryString } from './location'
import { installChunkRetry, showPageLoadFailure, type PageLoadFailureTexts } from './page-chunks'
import { redirectTo } from './navigation'

/**
 * A page's code that cannot be loaded after its retries (src/platform/page-chunks.ts) is recorded as
 * a failure and shows the error state with `texts()`; its retry loads the app anew at its address,
 * since code that stays unloadable is most often a new release's.
 */
export function installPageChunkRetry(texts: () => PageLoadFailureTexts): void {
  installChunkRetry((error) => {
    recordFailure(error)
    showPageLoadFailure(texts(), () => window.location.reload())
  })
}

export function roleProps(role: AccessibleRole): RoleProps {
  return { role }
}

/** Spec 9's notices wait while the pointer is on them: the H5 element's mouse events. */
export function pointerProps(onPointed: (pointed: boolean) => void): PointerProps {
  return { onMouseEnter: () => onPointed(true), onMouseLeave: () => onPointed(false) }
}

/** Taro's page lifecycle, here so pages reach Taro only through the adapter. */
export function usePageShow(callback: () => void): void {
  useDidShow(callback)
}

/** Every app shows `setTitle`'s title in its native title bar (docs/bridge.md); a browser shows none. */
export function hostShowsTitle(): boolean {
  return detectClient().isInApp
}

/** The address names the first page before anything renders, so start-up can begin with the entry and ask for that page's texts and reads at once (issue 24). */
export const FIRST_PAGE_KNOWN_AT_LOAD: boolean = true

let accessibleControls: Promise<void> | undefined

/**
 * Gives taro-ui's controls their roles, names and keyboard access. Its code is a chunk of its own,
 * out of what every page loads before its content (issue 24); it marks what was drawn before it
 * came too.
 */
export function installAccessibleControls(): void {
  accessibleControls ??= import('./accessible-controls').then(
    (controls) => controls.installAccessibleControls(),
    (error: unknown) => console.warn('[accessibility] the controls were not marked', error),
  )
}

/**
 * A keyboard used before the controls' code has come loads it at once: its first key is a Tab to
 * reach a control, well before a Space or an Enter on one.
 */
export function installAccessibleControlsOnFirstKey(): void {
  document.addEventListener('keydown', installAccessibleControls, { once: true, capture: true })
}

/** The longest work no screen waits for is held back by a page that never goes idle. */
const IDLE_WAIT_MS = 2000

function onIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: IDLE_WAIT_MS })
  else setTimeout(task, 0)
}

/**
 * Runs work no screen waits for once the screen has settled: the page is idle and has painted no
 * larger content since its last idle moment (a list drawn in two passes gives an idle moment between
 * them, and Lighthouse counts each request sent before the largest paint). Idle can come while the
 * page waits for the network too, so a caller first waits for what must come before (start-up: a
 * page shown with its reads). Where the browser reports no largest paint (Safari), once idle; where
 * it has no idle callback either, after this task.
 */
export function whenPaintSettled(task: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    onIdle(task)
    return
  }
  let largestPaints = 0
  const observer = new PerformanceObserver((entries) => {
    largestPaints += entries.getEntries().length
  })
  observer.observe({ type: 'largest-contentful-paint' })
  let largestPaintsSeen = -1
  const runOnceSettled = (): void => {
    if (largestPaints === largestPaintsSeen) {
      observer.disconnect()
      task()
      return
    }
    largestPaintsSeen = largestPaints
    onIdle(runOnceSettled)
  }
  onIdle(runOnceSettled)
}

export function setPageTitle(title: string): void {
  Taro.setNavigationBarTitle({ title }).catch((error: unknown) => console.warn('[page] title not set', error))
  // spec 7: setTitle
  host.setTitle(title)
}

/** Spec 2: any unmatched path redirects to `path` (/404), in the language its link asked for. */
export function installNotFoundRedirect(path: RoutePath): void {
  Taro.onPageNotFound(() => {
    // the redirect can come before start-up reads the address, so the link's `lang` goes along
    const lang = queryLanguage(currentPath(), rawQueryString())
    void redirectTo(path, lang ? { lang } : undefined)
  })
}
