// In-app paths of the route table (spec 2), shared by both builds: the spec's paths are the
// app's addresses everywhere; the mini-program maps them to page paths and back.
import { buildQuery, parseQuery } from '@/lib/links'
import { findRoute, findRouteByPage, NOT_FOUND_PATH, pagePathOf, routePathOf, routes, type RoutePath } from '@/routes'
import type { Query } from './types'

/**
 * Several spec paths may show one page (the agreement screen); the mini-program's page path
 * cannot tell them apart, so navigation carries the spec path in this query parameter.
 */
export const SPEC_PATH_PARAM = '_path'

/** Splits `/clause?x=1` into its route-table path (spec 2: unknown paths go to /404) and query. */
export function resolveAppPath(target: string, query: Query = {}): { path: RoutePath; query: Query } {
  const [withoutHash] = target.split('#')
  const mark = withoutHash.indexOf('?')
  const pathname = mark === -1 ? withoutHash : withoutHash.slice(0, mark)
  const ownQuery = mark === -1 ? {} : parseQuery(withoutHash.slice(mark + 1))
  const path = routePathOf(pathname) ?? NOT_FOUND_PATH
  return { path, query: { ...ownQuery, ...query } }
}

export function withQuery(path: string, query: Query): string {
  const text = buildQuery(query)
  return text ? `${path}?${text}` : path
}

/** The mini-program page URL for a route-table path. */
export function pageUrlOf(path: string, query: Query): string {
  const route = findRoute(path) ?? findRoute(NOT_FOUND_PATH) ?? routes[0]
  const page = pagePathOf(route)
  const shared = routes.filter((entry) => pagePathOf(entry) === page).length > 1
  return withQuery(`/${page}`, shared ? { ...query, [SPEC_PATH_PARAM]: path } : query)
}

/** The spec path of a mini-program page, told apart by SPEC_PATH_PARAM where pages are shared. */
export function specPathOfPage(pagePath: string, specPath?: string): string | undefined {
  const page = pagePath.split('?')[0].replace(/^\//, '')
  const marked = specPath === undefined ? undefined : findRoute(specPath)
  if (marked && specPath !== undefined && pagePathOf(marked) === page) {
    return routePathOf(specPath)
  }
  return findRouteByPage(page)?.paths[0]
}
