// Navigation rules of spec 2 and 9 shared by both builds.
import { MIN_CHAT_VERSION } from '@/config'
import { isMiniProgramPath, isSafeLink } from '@/lib/links'
import { isVersionAtLeast } from '@/lib/version'
import type { ClientInfo } from './types'

// spec 2: numeric targets are native pages; 2 on iOS is the welfare web view, 3 the chat
export const WELFARE_PAGE_TYPE = 2
export const CHAT_PAGE_TYPE = 3

/** The native page type of a numeric target (7 or '7'); undefined for a link or a value that is neither. */
export function nativePageType(target: unknown): number | undefined {
  if (typeof target === 'number') return Number.isInteger(target) && target >= 0 ? target : undefined
  if (typeof target !== 'string') return undefined
  return /^\d+$/.test(target.trim()) ? Number(target.trim()) : undefined
}

/** Spec 9: the chat needs Android 3.25.2 or Mac app 3.0.7; other apps have it in every version. */
export function chatAllowed(client: ClientInfo, appVersion: unknown): boolean {
  if (client.isMacApp) return isVersionAtLeast(appVersion, MIN_CHAT_VERSION.macApp)
  if (client.isAndroid) return isVersionAtLeast(appVersion, MIN_CHAT_VERSION.android)
  return true
}

/** Spec 5: the link if its host is allowed (and it is https when `httpsOnly`), else undefined (never followed). */
export function safeUrl(url: unknown, allowedDomains: readonly string[], httpsOnly: boolean): string | undefined {
  return typeof url === 'string' && isSafeLink(url, allowedDomains, httpsOnly) ? url.trim() : undefined
}

/** Redirect kind 3: the mini-program path for the host ('' when there is none), undefined when it is not a bare page path. */
export function miniProgramPath(innerLink: unknown): string | undefined {
  if (innerLink === undefined) return ''
  if (typeof innerLink !== 'string') return undefined
  const path = innerLink.trim()
  if (path === '') return ''
  return isMiniProgramPath(path) ? path : undefined
}
