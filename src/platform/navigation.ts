// H5 navigation (spec 2). Taro's browser router with customRoutes takes the spec's own paths,
// so the address bar keeps the exact path (e.g. which agreement) the caller asked for.
import Taro from '@tarojs/taro'
import { HTTPS_ONLY_LINKS } from '@/config'
import { lastPathSegment } from '@/lib/links'
import { HOME_PATH, LOGIN_PATH, PATH, type RoutePath, type RouteUrl } from '@/routes'
import { resolveAppPath, withQuery } from './app-paths'
import { host } from './bridge'
import { isDesktopApp } from './client'
import { detectClient } from './detect'
import { currentPath, currentUrlForRedirect } from './location'
import {
  CHAT_PAGE_TYPE,
  chatAllowed,
  miniProgramPath,
  nativePageType,
  safeUrl,
  WELFARE_PAGE_TYPE,
} from './navigation-rules'
import type { ClientInfo, NavResult, OpenTargetOptions, Query, RedirectItem, RedirectKind } from './types'
import { absoluteHttpUrl, assignUrl, isThisSite, openWindow, replaceUrl } from './web'

/** `/` in a browser or an app is the home screen's address: it forwards there. */
export const launchForward: RoutePath | undefined = HOME_PATH

let routeOpening: ((path: RoutePath, query: Query) => void) | undefined

/** Tells `listener` of each screen the app opens, before the router asks for its page's code (issue 24). */
export function onRouteOpen(listener: (path: RoutePath, query: Query) => void): void {
  routeOpening = listener
}

export function navigateTo(path: RouteUrl, query?: Query): Promise<void> {
  return go('navigateTo', path, query)
}

export function redirectTo(path: RouteUrl, query?: Query): Promise<void> {
  return go('redirectTo', path, query)
}

async function go(method: 'navigateTo' | 'redirectTo', target: string, query?: Query): Promise<void> {
  const resolved = resolveAppPath(target, query)
  const url = withQuery(resolved.path, resolved.query)
  routeOpening?.(resolved.path, resolved.query)
  try {
    await (method === 'navigateTo' ? Taro.navigateTo({ url }) : Taro.redirectTo({ url }))
  } catch (error) {
    // spec 8: navigation errors are only logged
    console.warn(`[navigation] ${method} ${url} failed`, error)
  }
}

/** Leaves the app for a URL, replacing the history entry (spec 8: /box?client=1 after an unbind). */
export function replaceLocation(url: string): void {
  replaceUrl(url)
}

/** Spec 6: in the app the host opens its login; in a browser the login route comes back to `redirect`. */
export async function goLogin(redirect?: string): Promise<void> {
  if (detectClient().isInApp) {
    host.jumpLogin()
    return
  }
  if (currentPath() === LOGIN_PATH) return
  await navigateTo(LOGIN_PATH, { redirectUrl: redirect ?? currentUrlForRedirect() })
}

/** Spec 2: a numeric target opens a native page, anything else a link. */
export async function openTarget(target: string | number, options: OpenTargetOptions = {}): Promise<NavResult> {
  const client = detectClient()
  const type = nativePageType(target)
  if (type === undefined) return openLink(String(target), client, options.title)
  if (!client.isInApp) return 'unsupported'
  if (type === WELFARE_PAGE_TYPE && client.isIOS) return openLink(PATH.welfare, client, options.title)
  if (type === CHAT_PAGE_TYPE) {
    if (!chatAllowed(client, options.appVersion)) return 'upgrade-required'
    host.callMeiqia(true)
    return 'done'
  }
  host.jumpNativePage(type)
  return 'done'
}

/** Spec 2: follows a redirect item of the given kind, only to an allowed domain (spec 5). */
export async function performRedirect(
  item: RedirectItem,
  kind: RedirectKind,
  allowedDomains: readonly string[],
): Promise<NavResult> {
  const client = detectClient()
  switch (kind) {
    case 0:
    case 4: {
      const url = safeUrl(item.targetUrl, allowedDomains, HTTPS_ONLY_LINKS)
      return url === undefined ? 'refused' : openLink(url, client)
    }
    case 1: {
      const url = safeUrl(item.targetUrl, allowedDomains, HTTPS_ONLY_LINKS)
      if (url === undefined) return 'refused'
      if (!client.isInApp) openWindow(url)
      else if (isDesktopApp(client)) host.jumpOutboundLink(url)
      else host.openInBrowser(url)
      return 'done'
    }
    case 3:
      return openMiniProgram(item, client, allowedDomains)
    default:
      // kinds come from server data; an unknown one is not followed
      return 'unsupported'
  }
}

/**
 * Spec 2: a new web view named by the last path segment in the mobile apps; the desktop app opens
 * it in place. A plain browser opens another site in a new tab, so the app stays where it was.
 */
function openLink(target: string, client: ClientInfo, title?: string): NavResult {
  const url = absoluteHttpUrl(target)
  if (url === undefined) return 'refused'
  if (client.isInApp && !isDesktopApp(client)) host.goToNewWebView(title ?? lastPathSegment(url), url)
  else if (isPlainBrowser(client) && !isThisSite(url)) openWindow(url)
  else assignUrl(url)
  return 'done'
}

// WeChat's web view of a mini-program opens no tabs: links there stay in place.
function isPlainBrowser(client: ClientInfo): boolean {
  return !client.isInApp && !client.isMiniProgram
}

/** Spec 2: by original id and inner link, or the client URL (pcURL) on desktop. */
function openMiniProgram(item: RedirectItem, client: ClientInfo, allowedDomains: readonly string[]): NavResult {
  const pcURL = safeUrl(item.clientUrl, allowedDomains, HTTPS_ONLY_LINKS)
  const path = miniProgramPath(item.innerLink)
  if ((item.clientUrl !== undefined && pcURL === undefined) || path === undefined) return 'refused'
  if (!client.isInApp) {
    if (pcURL === undefined) return 'unsupported'
    openWindow(pcURL)
    return 'done'
  }
  const needed = isDesktopApp(client) ? pcURL : item.originalId
  if (!needed) return 'refused'
  host.jumpWxMiniProgress({ username: item.originalId ?? '', path, pcURL: pcURL ?? '' })
  return 'done'
}
