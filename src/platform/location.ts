// H5: the browser router shows the spec's own paths (customRoutes), so the address bar is the truth.
import { siteLinks } from '@/config'
import { parseQuery } from '@/lib/links'

export function currentPath(): string {
  return window.location.pathname
}

export function currentQuery(): Record<string, string> {
  return parseQuery(window.location.search)
}

/** Path and query of the current page, for a redirectUrl back to it. */
export function currentUrlForRedirect(): string {
  return window.location.pathname + window.location.search
}

/** The query as written, with its '?' (spec 2: /zfbVerified separates parameters with ';'). */
export function rawQueryString(): string {
  return window.location.search
}

/** Spec 7: pages served from the second brand's domain talk to its API host. */
export function isSecondBrandSite(): boolean {
  return window.location.hostname === siteLinks.secondBrandDomain
}
