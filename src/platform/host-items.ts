// What the app hosts draw around a page for it (spec 7, docs/bridge.md 3.2). A module of its own, not
// in the adapter's index: only the pages that have such an item load it, never the entry.
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { lastPathSegment } from '@/lib/links'
import { host } from './bridge'
import { isDesktopApp } from './client'
import { detectClient } from './detect'
import { currentPath } from './location'
import type { OrderPageState, RightItemLink } from './types'
import { absoluteHttpUrl } from './web'

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
