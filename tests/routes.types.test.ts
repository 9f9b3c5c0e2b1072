/** @jest-environment node */
import type { navigateTo } from '@/platform'
import { hasRoute, NAMELESS_SCREEN_PATHS, LOGIN_PATH, ME_PATH, PATH, routes, SPEC_PATHS, WEBVIEW_PATH, type AppUrl, type RoutePath } from '@/routes'

// tsc checks this file (tests are in tsconfig.json): each @ts-expect-error must meet a type error,
// so a path type that let any string through would fail the type check here.
function linkEverywhere(go: typeof navigateTo): void {
  void go(PATH.welfareDetail)
  void go('/welfareDetail')
  void go('/helpDetails?id=48')
  void go(PATH.help, { t: 'recharge' })
  // @ts-expect-error a misspelt path
  void go('/welfareDetial')
  // @ts-expect-error a misspelt name
  void go(PATH.welfareDetial)
  // @ts-expect-error a misspelt path before its query
  void go('/helpDetials?id=48')
  // @ts-expect-error an API path is not a screen
  void go('/wordpress/list')
  // @ts-expect-error a spec path misspelt in a check for a screen not built yet
  hasRoute('/coinExchang')
}

export const builtScreen: AppUrl = '/signInV4?from=welfare'
// @ts-expect-error a spec route without a screen in this build is no AppUrl
export const notBuilt: AppUrl = '/displayJson'

test('navigation takes the named and the literal paths alike', () => {
  const go = jest.fn(async () => undefined)
  linkEverywhere(go)
  expect(go.mock.calls.slice(0, 4)).toEqual([['/welfareDetail'], ['/welfareDetail'], ['/helpDetails?id=48'], ['/help', { t: 'recharge' }]])
})

test('PATH names every spec route by its own path', () => {
  const named = Object.entries(PATH).filter(([, path]) => (SPEC_PATHS as readonly string[]).includes(path))
  expect(named.sort()).toEqual(SPEC_PATHS.map((path) => [path.slice(1), path]).sort())
})

test('PATH names only spec routes, the "me" page, the login and web-view pages and the screens spec 2 names without a path', () => {
  expect(Object.values(PATH).sort()).toEqual([...SPEC_PATHS, ME_PATH, LOGIN_PATH, WEBVIEW_PATH, ...NAMELESS_SCREEN_PATHS].sort())
})

test('every path of the route table is a spec route or one of the app’s own pages', () => {
  const known: readonly RoutePath[] = [...SPEC_PATHS, ME_PATH, LOGIN_PATH, WEBVIEW_PATH, ...NAMELESS_SCREEN_PATHS, '/']
  expect(routes.flatMap((route) => route.paths).filter((path) => !known.includes(path))).toEqual([])
})

test('the spec lists 62 paths once each: 18 account, 18 information, 3 agreement, 22 welfare and /displayJson', () => {
  expect([SPEC_PATHS.length, new Set(SPEC_PATHS).size, SPEC_PATHS.includes('/displayJson')]).toEqual([62, 62, true])
})
