// H5 page chrome: the title goes to the document and, in the app, to the native title bar.
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { lastPathSegment } from '@/lib/links'
import { queryLanguage } from '@/lib/i18n'
import type { RoutePath } from '@/routes'
import type { AccessibleRole, OrderPageState, PointerProps, RightItemLink, RoleProps } from './types'
import { host } from './bridge'
import { isDesktopApp } from './client'
import { detectClient } from './detect'
import { recordFailure } from './failure-log'
import { currentPath, rawQueryString } from './location'
import { installChunkRetry, showPageLoadFailure, type PageLoadFailureTexts } from './page-chunks'
import { redirectTo } from './navigation'
import { absoluteHttpUrl } from './web'

export { installAccessibleControls } from './accessible-controls'

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

/**
 * Spec 7 showRightItem (docs/bridge.md 3.2): in the iOS and Android apps a page's records link is
 * also the native title bar's right item, there while the page is shown and has the link (undefined:
 * none); a page above it in the stack would otherwise keep another page's item.
 */
export function useHostRightItem(link: RightItemLink | undefined): void {
  const latest = useRef(link)
  latest.current = link
  const shown = useRef(false)
  const covered = useRef(false)
  const [mobileApp] = useState(() => {
    const client = detectClient()
    return client.isInApp && !isDesktopApp(client)
  })

  function show() {
    const current = latest.current
    const url = current && absoluteHttpUrl(current.path)
    if (!mobileApp || !current || !url) return
    shown.current = true
    host.showRightItem({ visible: true, title: current.title, name: lastPathSegment(url), url })
  }

  function hide() {
    if (!shown.current) return
    shown.current = false
    host.showRightItem({ visible: false })
  }

  // Taro also shows a page when it mounts: that show has been sent already
  useDidShow(() => {
    if (!covered.current) return
    covered.current = false
    show()
  })
  useDidHide(() => {
    covered.current = true
    hide()
  })
  // the first show, and again when the link changes (another language, a sign-in) while the page is shown
  useEffect(() => {
    if (!link) hide()
    else if (!covered.current) show()
  }, [link?.title, link?.path])
  useEffect(() => hide, [])
}

/**
 * Spec 7 initOrderPageStates (docs/bridge.md 3.2): a desktop order list tells the PC and Mac apps
 * what it shows, each time that changes; undefined is a list that is no order list.
 */
export function useOrderPageStates(state: OrderPageState | undefined, count: number): void {
  const [desktopApp] = useState(() => isDesktopApp(detectClient()))
  useEffect(() => {
    if (desktopApp && state) host.initOrderPageStates({ path: currentPath(), state, count })
  }, [desktopApp, state, count])
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
