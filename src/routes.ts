// THE route table (spec 2). It drives app.config.ts (pages, subPackages), the H5 custom routes
// and in-app navigation. Adding a route is one line here plus its page folder.

export type SubPackageName = 'login' | 'info' | 'welfare' | 'gift' | 'lottery' | 'shop' | 'tasks' | 'device' | 'events' | 'invite' | 'order' | 'membership' | 'account'

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

/** Spec 2: every route of the product; each has a screen in `routes`, so a link to one needs no check. */
export const SPEC_PATHS = [
  // account and device
  '/equipmentManage', '/deviceManage', '/deviceManual', '/lineConfig', '/wifiConfig', '/wifiDownLoad', '/box',
  '/activationRecord', '/blacklistBlocking', '/appApplyRecord', '/applyRecord', '/customizedMembership', '/wxPayManage',
  '/zfbVerified', '/cancelReminder', '/cancelAuth', '/pauseManager', '/pauseRecord',
  // information
  '/notice', '/clause', '/agreement', '/agreements', '/help', '/helpDetails', '/contact', '/about', '/tutorial',
  '/purchaseTutorial', '/tsupport', '/memberi', '/xiechengAd', '/rule', '/record', '/foreignRule', '/h5Redirect', '/404',
  // agreements sharing one agreement screen
  '/memberServiceAgreement', '/monthlyVipAgreement', '/cancelAccountAgreement',
  // welfare and rewards
  '/welfare', '/welfareDetail', '/moreWelfare', '/pointEvent', '/pointEventV2', '/taskDetailWxV3', '/taskDetailEmailV3',
  '/taskDetailShareV3', '/giftFriends', '/vip404', '/intlStudent', '/inviteV4', '/eventNoticeV4', '/invitationDetailsV4',
  '/signInV4', '/redeemRecordV4', '/coinExchange', '/miniGame', '/weeklyReward', '/lottery', '/sportsQuiz', '/mailActivity',
  // recognised at start-up, its screen not shown
  '/displayJson',
] as const

export type SpecPath = (typeof SPEC_PATHS)[number]

export const HOME_PATH = '/welfare'
export const NOT_FOUND_PATH = '/404'
export const LOGIN_PATH = '/login'
export const WEBVIEW_PATH = '/webview'
/** The mini-program's launch page: its home tab; on H5 it forwards to HOME_PATH. */
export const LAUNCH_PATH = '/'
/** The "me" page: the account and the way to every screen a member uses (the mini-program's second tab). */
export const ME_PATH = '/me'
/** Screens spec 2 names without a path; these paths are ours (docs/api.md: the redeem code, "Identity endpoints"). */
export const NAMELESS_SCREEN_PATHS = ['/redeemCode', '/realNameVerify', '/bindEmail'] as const

/** Paths of this app's own screens that are not spec routes (spec 2, other navigation targets). */
type OwnPath = typeof LAUNCH_PATH | typeof ME_PATH | typeof LOGIN_PATH | typeof WEBVIEW_PATH | (typeof NAMELESS_SCREEN_PATHS)[number]

/** Every path a screen of this app may have: a spec route or one of the app's own. */
export type RoutePath = SpecPath | OwnPath

export interface RouteEntry {
  /** The spec's own H5 path (first entry) and any alias showing the same screen. */
  paths: readonly [RoutePath, ...RoutePath[]]
  /** Page folder below src/ (main package) or below its subpackage's folder (`subPackageRoot`). */
  page: string
  subPackage?: SubPackageName
  /** Spec 2: start-up finishes without waiting for the native host on these paths. */
  noWait?: boolean
  /** The agreement document this path shows, for the shared agreement screen. */
  agreement?: AgreementKind
  /** Spec 8: a 401 here does nothing (no login, no notice). */
  ignoresUnauthorized?: boolean
  /** Spec 8: a 13003 here means this device was unbound: the server's message, then /box?client=1. */
  unbindPage?: boolean
}

// Main package: entry pages only (the first is the mini-program's launch page).
const ROUTE_TABLE = [
  { paths: [LAUNCH_PATH], page: 'pages/index/index' },
  { paths: [ME_PATH], page: 'pages/me/index' },
  { paths: [LOGIN_PATH], page: 'index', subPackage: 'login' },
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
  // gift (issue 12)
  { paths: ['/giftFriends'], page: 'gift-friends/index', subPackage: 'gift' },
  { paths: ['/eventNoticeV4'], page: 'event-notice/index', subPackage: 'gift' },
  { paths: ['/vip404'], page: 'vip404/index', subPackage: 'gift' },
  { paths: ['/intlStudent'], page: 'intl-student/index', subPackage: 'gift', noWait: true },
  // lottery (issue 11)
  { paths: ['/lottery'], page: 'lottery/index', subPackage: 'lottery' },
  // shop (issue 11)
  { paths: ['/coinExchange'], page: 'coin-exchange/index', subPackage: 'shop' },
  { paths: ['/redeemRecordV4'], page: 'redeem-records/index', subPackage: 'shop', noWait: true },
  // shop: the redeem-code screen (issue 11)
  { paths: ['/redeemCode'], page: 'redeem-code/index', subPackage: 'shop' },
  // tasks (issue 11)
  { paths: ['/taskDetailWxV3'], page: 'follow/index', subPackage: 'tasks', noWait: true },
  { paths: ['/taskDetailEmailV3'], page: 'bind/index', subPackage: 'tasks' },
  { paths: ['/taskDetailShareV3'], page: 'share/index', subPackage: 'tasks' },
  // device (issue 13)
  { paths: ['/deviceManage'], page: 'device-manage/index', subPackage: 'device', unbindPage: true },
  { paths: ['/lineConfig'], page: 'line-config/index', subPackage: 'device', unbindPage: true },
  { paths: ['/wifiConfig'], page: 'wifi-config/index', subPackage: 'device', unbindPage: true },
  { paths: ['/box'], page: 'box/index', subPackage: 'device' },
  // events (issue 11)
  { paths: ['/sportsQuiz'], page: 'sports-quiz/index', subPackage: 'events' },
  { paths: ['/pointEvent'], page: 'festival-gift/index', subPackage: 'events' },
  { paths: ['/pointEventV2'], page: 'coin-event/index', subPackage: 'events' },
  { paths: ['/moreWelfare'], page: 'more-welfare/index', subPackage: 'events' },
  { paths: ['/weeklyReward'], page: 'weekly-reward/index', subPackage: 'events', noWait: true },
  { paths: ['/mailActivity'], page: 'mail-activity/index', subPackage: 'events' },
  { paths: ['/miniGame'], page: 'mini-game/index', subPackage: 'events' },
  // invite (issue 12)
  { paths: ['/inviteV4'], page: 'invite/index', subPackage: 'invite' },
  { paths: ['/invitationDetailsV4'], page: 'invitation-details/index', subPackage: 'invite' },
  // order (issue 13)
  { paths: ['/activationRecord'], page: 'activation-record/index', subPackage: 'order' },
  // membership (issue 13)
  { paths: ['/wxPayManage'], page: 'wx-pay-manage/index', subPackage: 'membership', noWait: true },
  { paths: ['/pauseManager'], page: 'pause-manager/index', subPackage: 'membership' },
  { paths: ['/pauseRecord'], page: 'pause-record/index', subPackage: 'membership' },
  { paths: ['/appApplyRecord'], page: 'app-apply-record/index', subPackage: 'order' },
  { paths: ['/applyRecord'], page: 'apply-record/index', subPackage: 'order', noWait: true },
  { paths: ['/customizedMembership'], page: 'customized-membership/index', subPackage: 'order', noWait: true },
  // account: identity (issue 13)
  { paths: ['/realNameVerify'], page: 'real-name/index', subPackage: 'account' },
  { paths: ['/zfbVerified'], page: 'zfb-verified/index', subPackage: 'account', noWait: true, ignoresUnauthorized: true },
  { paths: ['/bindEmail'], page: 'bind-email/index', subPackage: 'account' },
  // account: cancellation (issue 13)
  { paths: ['/cancelReminder'], page: 'cancel-reminder/index', subPackage: 'account' },
  { paths: ['/cancelAuth'], page: 'cancel-auth/index', subPackage: 'account' },
  // device, wave 5 (issue 13)
  { paths: ['/equipmentManage'], page: 'equipment-manage/index', subPackage: 'device' },
  { paths: ['/deviceManual'], page: 'device-manual/index', subPackage: 'device' },
  { paths: ['/wifiDownLoad'], page: 'wifi-download/index', subPackage: 'device' },
] as const satisfies readonly RouteEntry[]

export const routes: readonly RouteEntry[] = ROUTE_TABLE

/** The paths that have a screen in this build. */
export type AppPath = (typeof ROUTE_TABLE)[number]['paths'][number]

/** A route path, with a query or not: what navigation takes. */
export type RouteUrl = RoutePath | `${RoutePath}?${string}`

/** A path with a screen in this build, with a query or not. */
export type AppUrl = AppPath | `${AppPath}?${string}`

type PathName<P extends string> = P extends `/${infer Name}` ? Name : never

/** Named paths (`PATH.welfareDetail`): the way code outside this file writes a path, so a typo fails the type check. */
export const PATH = Object.fromEntries(
  [...SPEC_PATHS, ME_PATH, LOGIN_PATH, WEBVIEW_PATH, ...NAMELESS_SCREEN_PATHS].map((path) => [path.slice(1), path]),
) as { readonly [P in Exclude<RoutePath, typeof LAUNCH_PATH> as PathName<P>]: P }

/** The mini-program's tab bar, in order: WeChat keeps these pages in the main package and opens them with switchTab. */
export const TAB_PATHS = [LAUNCH_PATH, ME_PATH] as const

export function isTabPath(path: string): boolean {
  return (TAB_PATHS as readonly string[]).includes(normalisePath(path))
}

// Spec 2: paths recognised at start-up whose screens are not part of this build.
export const EXTRA_NO_WAIT_PATHS: readonly SpecPath[] = [
  '/displayJson',
]

/**
 * A subpackage's folder. Spec 2 fixes the login page at pages/login/index; it is a subpackage of
 * its own there, so its form and inputs stay out of the main package.
 */
function subPackageRoot(name: SubPackageName): string {
  return name === 'login' ? 'pages/login' : `packages/${name}`
}

export function pagePathOf(route: RouteEntry): string {
  return route.subPackage ? `${subPackageRoot(route.subPackage)}/${route.page}` : route.page
}

export function findRoute(path: string): RouteEntry | undefined {
  const clean = normalisePath(path)
  return routes.find((route) => isPathOf(route, clean))
}

function isPathOf(route: RouteEntry, path: string): boolean {
  return (route.paths as readonly string[]).includes(path)
}

/** The table's spelling of a path: the path itself when the table lists it, else its screen's first path. */
export function routePathOf(path: string): RoutePath | undefined {
  const route = findRoute(path)
  if (!route) return undefined
  return route.paths.find((own) => own === path) ?? route.paths[0]
}

/** A URL whose path has a screen in this build (a value from outside, checked before navigation). */
export function isAppUrl(url: string): url is AppUrl {
  return findRoute(url) !== undefined
}

export function findRouteByPage(pagePath: string): RouteEntry | undefined {
  const clean = pagePath.replace(/^\//, '')
  return routes.find((route) => pagePathOf(route) === clean)
}

/** Whether a path handed in from outside the code (a server's entry list) names a screen of this build. */
export function hasRoute(path: SpecPath | `${SpecPath}?${string}`): boolean {
  return findRoute(path) !== undefined
}

/** Spec 8: a 401 on this page does nothing. */
export function ignoresUnauthorized(path: string): boolean {
  return Boolean(findRoute(path)?.ignoresUnauthorized)
}

/** Spec 8: a 13003 on this page means this device was unbound. */
export function isUnbindPage(path: string): boolean {
  return Boolean(findRoute(path)?.unbindPage)
}

export function isNoWaitPath(path: string): boolean {
  const clean = normalisePath(path)
  return (EXTRA_NO_WAIT_PATHS as readonly string[]).includes(clean) || Boolean(findRoute(clean)?.noWait)
}

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/'
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

interface AppPages {
  pages: string[]
  subPackages: Array<{ root: string; pages: string[] }>
  preloadRule: Record<string, { network: 'all'; packages: string[] }>
}

/**
 * Taro's app config: main-package pages first, then one subpackage per domain. The launch page
 * (the mini-program's home tab) fetches in the background the home screen's subpackage, the
 * welfare centre its first entry opens, and the login subpackage, where a mini-program user
 * without a session goes next (spec 2, 8).
 */
export function appPages(): AppPages {
  const pages: string[] = []
  const packages = new Map<SubPackageName, string[]>()
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
    subPackages: [...packages].map(([name, list]) => ({ root: subPackageRoot(name), pages: list })),
    preloadRule: { [pages[0]]: { network: 'all', packages: launchPreloads().map(subPackageRoot) } },
  }
}

function launchPreloads(): SubPackageName[] {
  const home = findRoute(HOME_PATH)?.subPackage
  return home ? [home, 'login'] : ['login']
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
export function internalRedirectTarget(redirectUrl: string | undefined): AppUrl {
  if (!redirectUrl || !redirectUrl.startsWith('/') || redirectUrl.startsWith('//')) return HOME_PATH
  const route = findRoute(redirectUrl)
  return route && !isPathOf(route, LOGIN_PATH) && isAppUrl(redirectUrl) ? redirectUrl : HOME_PATH
}
