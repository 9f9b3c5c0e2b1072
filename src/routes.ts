// THE route table (spec 2). It drives app.config.ts (pages, subPackages), the H5 custom routes
// and in-app navigation. Adding a route is one line here plus its page folder.

export type SubPackageName = 'info' | 'account' | 'welfare'

export type AgreementKind =
  | 'honor'
  | 'huawei'
  | 'oneplus'
  | 'oppo'
  | 'samsung'
  | 'xiaomi'
  | 'vivo'
  | 'general'
  | 'monthlyVip'
  | 'memberService'
  | 'privacy'
  | 'userService'
  | 'cancelAccount'

export interface RouteEntry {
  /** The spec's own H5 path (first entry) and any alias showing the same screen. */
  paths: readonly [string, ...string[]]
  /** Page folder below src/ (main package) or below src/packages/<subPackage>/. */
  page: string
  subPackage?: SubPackageName
  /** Spec 2: start-up finishes without waiting for the native host on these paths. */
  noWait?: boolean
  /** The agreement document this path shows, for the shared agreement screen. */
  agreement?: AgreementKind
}

export const HOME_PATH = '/welfare'
export const NOT_FOUND_PATH = '/404'
export const LOGIN_PATH = '/login'
export const WEBVIEW_PATH = '/webview'

// Main package: entry pages only (the first is the mini-program's launch page).
export const routes: readonly RouteEntry[] = [
  { paths: ['/'], page: 'pages/index/index' },
  { paths: [LOGIN_PATH], page: 'pages/login/index' },
  { paths: [WEBVIEW_PATH], page: 'pages/webview/index' },
  { paths: [NOT_FOUND_PATH], page: 'pages/not-found/index' },
  { paths: ['/agreement', '/agreements'], page: 'agreement-list/index', subPackage: 'info', noWait: true },
  { paths: ['/clause'], page: 'clause/index', subPackage: 'info', noWait: true },
  { paths: ['/memberServiceAgreement'], page: 'agreement/index', subPackage: 'info', noWait: true, agreement: 'memberService' },
  { paths: ['/monthlyVipAgreement'], page: 'agreement/index', subPackage: 'info', noWait: true, agreement: 'monthlyVip' },
  { paths: ['/cancelAccountAgreement'], page: 'agreement/index', subPackage: 'info', noWait: true, agreement: 'cancelAccount' },
  { paths: ['/help'], page: 'help/index', subPackage: 'info' },
  { paths: ['/helpDetails'], page: 'help-details/index', subPackage: 'info', noWait: true },
  { paths: ['/notice'], page: 'notice/index', subPackage: 'info' },
  { paths: ['/tsupport'], page: 'tech-support/index', subPackage: 'info' },
  { paths: ['/contact'], page: 'contact/index', subPackage: 'info' },
  { paths: ['/about'], page: 'about/index', subPackage: 'info' },
  { paths: ['/tutorial'], page: 'tutorial/index', subPackage: 'info' },
  { paths: ['/purchaseTutorial'], page: 'purchase-tutorial/index', subPackage: 'info' },
  { paths: ['/memberi'], page: 'member-benefits/index', subPackage: 'info', noWait: true },
  { paths: ['/xiechengAd'], page: 'partner-promotion/index', subPackage: 'info', noWait: true },
  { paths: ['/rule'], page: 'rule/index', subPackage: 'info' },
  { paths: ['/record'], page: 'record/index', subPackage: 'info' },
  { paths: ['/foreignRule'], page: 'foreign-rule/index', subPackage: 'info' },
  { paths: ['/h5Redirect'], page: 'h5-redirect/index', subPackage: 'info' },
  { paths: ['/blacklistBlocking'], page: 'blacklist-blocking/index', subPackage: 'info' },
  { paths: ['/welfare'], page: 'welfare-centre/index', subPackage: 'welfare' },
  { paths: ['/signInV4'], page: 'sign-in/index', subPackage: 'welfare', noWait: true },
  { paths: ['/welfareDetail'], page: 'coin-records/index', subPackage: 'welfare' },
]

// Spec 2: paths recognised at start-up whose screens are not part of this build.
export const EXTRA_NO_WAIT_PATHS: readonly string[] = [
  '/displayJson',
  '/zfbVerified',
  '/wxPayManage',
  '/applyRecord',
  '/customizedMembership',
  '/weeklyReward',
  '/intlStudent',
  '/redeemRecordV4',
  '/taskDetailWxV3',
]

export function pagePathOf(route: RouteEntry): string {
  return route.subPackage ? `packages/${route.subPackage}/${route.page}` : route.page
}

export function findRoute(path: string): RouteEntry | undefined {
  const clean = normalisePath(path)
  return routes.find((route) => route.paths.includes(clean))
}

export function findRouteByPage(pagePath: string): RouteEntry | undefined {
  const clean = pagePath.replace(/^\//, '')
  return routes.find((route) => pagePathOf(route) === clean)
}

/** Whether a spec path has a screen in this build (a link to a missing one is shown as such). */
export function hasRoute(path: string): boolean {
  return findRoute(path) !== undefined
}

export function isNoWaitPath(path: string): boolean {
  const clean = normalisePath(path)
  return EXTRA_NO_WAIT_PATHS.includes(clean) || Boolean(findRoute(clean)?.noWait)
}

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/'
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** Taro's app config: main-package pages first, then one subpackage per domain. */
export function appPages(): { pages: string[]; subPackages: Array<{ root: string; pages: string[] }> } {
  const pages: string[] = []
  const packages = new Map<string, string[]>()
  for (const route of routes) {
    if (!route.subPackage) {
      if (!pages.includes(route.page)) pages.push(route.page)
      continue
    }
    const list = packages.get(route.subPackage) ?? []
    if (!list.includes(route.page)) list.push(route.page)
    packages.set(route.subPackage, list)
  }
  return {
    pages,
    subPackages: [...packages].map(([name, list]) => ({ root: `packages/${name}`, pages: list })),
  }
}

/** H5 custom routes: page path -> the spec's path(s). */
export function h5CustomRoutes(): Record<string, string | string[]> {
  const table: Record<string, string[]> = {}
  for (const route of routes) {
    const key = `/${pagePathOf(route)}`
    table[key] = [...(table[key] ?? []), ...route.paths]
  }
  return Object.fromEntries(
    Object.entries(table).map(([key, paths]) => [key, paths.length === 1 ? paths[0] : paths]),
  )
}

/** Where to go after login: only a path of this app, never an outside URL (open-redirect guard). */
export function internalRedirectTarget(redirectUrl: string | undefined): string {
  if (!redirectUrl || !redirectUrl.startsWith('/') || redirectUrl.startsWith('//')) return HOME_PATH
  const route = findRoute(redirectUrl)
  return route && !route.paths.includes(LOGIN_PATH) ? redirectUrl : HOME_PATH
}
