// Mini-program navigation (spec 2): spec paths map to page paths, links open in the web-view
// page /pages/webview/index?page={url} (paths as pages of the H5 site), and there is no native
// page to open.
import Taro from '@tarojs/taro'
import { HTTPS_ONLY_LINKS, siteLinks } from '@/config'
import { isMiniProgramAppId } from '@/lib/links'
import { isAppUrl, isTabPath, LOGIN_PATH, WEBVIEW_PATH, type RoutePath, type RouteUrl } from '@/routes'
import { pageUrlOf, resolveAppPath } from './app-paths'
import { currentPath, currentUrlForRedirect } from './location.weapp'
import { miniProgramPath, nativePageType, safeUrl } from './navigation-rules'
import type { NavResult, OpenTargetOptions, Query, RedirectItem, RedirectKind } from './types'

/** The launch page is the home tab itself. */
export const launchForward: RoutePath | undefined = undefined

/** The mini-program has each page's texts bundled with it, and its page asks for its reads as it loads: nothing to start ahead. */
export function onRouteOpen(_listener: (path: RoutePath, query: Query) => void): void {}

// WeChat opens a tab-bar page only with switchTab (which takes no query); navigateTo and redirectTo fail on one
export function navigateTo(path: RouteUrl, query?: Query): Promise<void> {
  const resolved = resolveAppPath(path, query)
  if (isTabPath(resolved.path)) return switchTab(resolved.path)
  return attempt('navigateTo', () => Taro.navigateTo({ url: pageUrlOf(resolved.path, resolved.query) }))
}

export function redirectTo(path: RouteUrl, query?: Query): Promise<void> {
  const resolved = resolveAppPath(path, query)
  if (isTabPath(resolved.path)) return switchTab(resolved.path)
  return attempt('redirectTo', () => Taro.redirectTo({ url: pageUrlOf(resolved.path, resolved.query) }))
}

function switchTab(path: string): Promise<void> {
  return attempt('switchTab', () => Taro.switchTab({ url: pageUrlOf(path, {}) }))
}

/**
 * Spec 8: /box?client=1 after an unbind. A path of the route table is the mini-program's own page,
 * opened as the only page left and signed in (the token is in storage); any other address, the
 * web-view page.
 */
export function replaceLocation(url: string): void {
  const link = url.trim()
  if (isSitePath(link) && isAppUrl(link)) {
    const resolved = resolveAppPath(link)
    void attempt('reLaunch', () => Taro.reLaunch({ url: pageUrlOf(resolved.path, resolved.query) }))
    return
  }
  void attempt('reLaunch', () => Taro.reLaunch({ url: webViewUrl(link) }))
}

/** Spec 2, 8: the login page pages/login/index, with redirectUrl back to the current page. */
export async function goLogin(redirect?: string): Promise<void> {
  if (currentPath() === LOGIN_PATH) return
  await navigateTo(LOGIN_PATH, { redirectUrl: redirect ?? currentUrlForRedirect() })
}

/** Native pages do not exist here; a path of the route table opens in place, any other link in the web view. */
export async function openTarget(target: string | number, _options?: OpenTargetOptions): Promise<NavResult> {
  if (typeof target === 'number' || nativePageType(target) !== undefined) return 'unsupported'
  const link = target.trim()
  if (isSitePath(link) && isAppUrl(link)) {
    await navigateTo(link)
    return 'done'
  }
  if (!isSitePath(link) && !/^https?:\/\//i.test(link)) return 'refused'
  await openWebView(link)
  return 'done'
}

/** Spec 2: links (no external browser here) open in the web view; kind 3 opens the mini program by its app id. */
export async function performRedirect(
  item: RedirectItem,
  kind: RedirectKind,
  allowedDomains: readonly string[],
): Promise<NavResult> {
  switch (kind) {
    case 0:
    case 1:
    case 4: {
      const url = safeUrl(item.targetUrl, allowedDomains, HTTPS_ONLY_LINKS)
      if (url === undefined) return 'refused'
      await openWebView(url)
      return 'done'
    }
    case 3: {
      // WeChat opens another mini program by its app id; an original id (gh_…) is for the apps
      const appId = item.appId
      const path = miniProgramPath(item.innerLink)
      if (path === undefined) return 'refused'
      if (!isMiniProgramAppId(appId)) return 'unavailable'
      await attempt('navigateToMiniProgram', () => Taro.navigateToMiniProgram({ appId, path: path || undefined }))
      return 'done'
    }
    default:
      // kinds come from server data; an unknown one is not followed
      return 'unsupported'
  }
}

/** `/x`, not `//host`. */
function isSitePath(link: string): boolean {
  return /^\/(?!\/)/.test(link)
}

/** The web-view page takes absolute links only: a path is a page of the H5 site. */
function webViewUrl(url: string): string {
  return pageUrlOf(WEBVIEW_PATH, { page: isSitePath(url) ? `${siteLinks.h5Site}${url}` : url })
}

function openWebView(url: string): Promise<void> {
  return attempt('navigateTo', () => Taro.navigateTo({ url: webViewUrl(url) }))
}

async function attempt(api: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    // spec 8: navigation errors are only logged
    console.warn(`[navigation] ${api} failed`, error)
  }
}
