// Mini-program: the current page's route mapped back to its spec path, so callers see the same
// addresses as on H5.
import Taro from '@tarojs/taro'
import { SPEC_PATH_PARAM, specPathOfPage, withQuery } from './app-paths'

// Taro adds its own parameters ($taroTimestamp) to every page's params
const TARO_PARAM = /^\$taro/

function currentRouter(): { path: string; params: Partial<Record<string, string>> } | undefined {
  return Taro.getCurrentInstance().router ?? undefined
}

export function currentPath(): string {
  const router = currentRouter()
  if (!router) return '/'
  const specPath = router.params[SPEC_PATH_PARAM]
  return specPathOfPage(router.path, specPath === undefined ? undefined : safeDecode(specPath)) ?? router.path
}

/** The page's query, decoded (the mini-program hands parameters over still URL-encoded). */
export function currentQuery(): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(currentRouter()?.params ?? {})) {
    if (value === undefined || key === SPEC_PATH_PARAM || TARO_PARAM.test(key)) continue
    query[key] = safeDecode(value)
  }
  return query
}

/** Spec path and query of the current page, for a redirectUrl back to it. */
export function currentUrlForRedirect(): string {
  return withQuery(currentPath(), currentQuery())
}

/** The page's parameters, decoded, as `?a=1&b=2`: the mini-program keeps no query text of its own. */
export function rawQueryString(): string {
  const pairs = Object.entries(currentQuery()).map(([key, value]) => `${key}=${value}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

/** Spec 7: the second brand is a web domain; the mini-program is never on it. */
export function isSecondBrandSite(): boolean {
  return false
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
