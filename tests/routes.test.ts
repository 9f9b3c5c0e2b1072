/** @jest-environment node */
import {
  EXTRA_NO_WAIT_PATHS,
  ignoresUnauthorized,
  isUnbindPage,
  HOME_PATH,
  LOGIN_PATH,
  appPages,
  findRoute,
  findRouteByPage,
  hasRoute,
  h5CustomRoutes,
  internalRedirectTarget,
  isAppUrl,
  isNoWaitPath,
  pagePathOf,
  routePathOf,
  routes,
} from '@/routes'

// Spec 2: start-up finishes without waiting for the native host on these paths.
const SPEC_NO_WAIT_PATHS = [
  '/clause',
  '/agreement',
  '/agreements',
  '/memberServiceAgreement',
  '/monthlyVipAgreement',
  '/cancelAccountAgreement',
  '/displayJson',
  '/memberi',
  '/zfbVerified',
  '/xiechengAd',
  '/wxPayManage',
  '/applyRecord',
  '/customizedMembership',
  '/helpDetails',
  '/weeklyReward',
  '/signInV4',
  '/intlStudent',
  '/redeemRecordV4',
  '/taskDetailWxV3',
]

describe('findRoute', () => {
  it('finds a route by its path', () => {
    expect(findRoute('/clause')?.page).toBe('clause/index')
  })

  it('ignores the query', () => {
    expect(findRoute('/clause?lang=en_US')?.page).toBe('clause/index')
  })

  it('ignores the hash', () => {
    expect(findRoute('/clause#top')?.page).toBe('clause/index')
  })

  it('ignores a trailing slash', () => {
    expect(findRoute('/clause/')?.page).toBe('clause/index')
  })

  it('ignores a trailing slash before the query', () => {
    expect(findRoute('/clause/?a=1')?.page).toBe('clause/index')
  })

  it('reads a path without its leading slash', () => {
    expect(findRoute('clause')?.page).toBe('clause/index')
  })

  it('finds the root route for an empty path', () => {
    expect(findRoute('')?.page).toBe('pages/index/index')
  })

  it('finds nothing for an unknown path', () => {
    expect(findRoute('/nowhere')).toBeUndefined()
  })

  it('matches the path case-sensitively', () => {
    expect(findRoute('/CLAUSE')).toBeUndefined()
  })

  it('shows /agreement and /agreements on the same page', () => {
    expect(findRoute('/agreements')).toBe(findRoute('/agreement'))
  })

  it('shows the agreement list for /agreements', () => {
    expect(findRoute('/agreements')?.page).toBe('agreement-list/index')
  })

  it('shows the three agreement paths on one page', () => {
    const pages = ['/memberServiceAgreement', '/monthlyVipAgreement', '/cancelAccountAgreement'].map((path) => {
      const route = findRoute(path)
      return route && pagePathOf(route)
    })
    expect(new Set(pages)).toEqual(new Set(['packages/info/agreement/index']))
  })

  it.each([
    ['/memberServiceAgreement', 'memberService'],
    ['/monthlyVipAgreement', 'monthlyVip'],
    ['/cancelAccountAgreement', 'cancelAccount'],
  ])('gives %s the agreement kind %s', (path, kind) => {
    expect(findRoute(path)?.agreement).toBe(kind)
  })
})

describe('findRouteByPage', () => {
  it('finds a subpackage route by its page path', () => {
    expect(findRouteByPage('packages/info/clause/index')?.paths).toEqual(['/clause'])
  })

  it('accepts a page path with a leading slash', () => {
    expect(findRouteByPage('/pages/login/index')?.paths).toEqual([LOGIN_PATH])
  })

  it('finds nothing for an unknown page', () => {
    expect(findRouteByPage('pages/nowhere/index')).toBeUndefined()
  })
})

describe('isNoWaitPath', () => {
  it.each(SPEC_NO_WAIT_PATHS)('is true for %s', (path) => {
    expect(isNoWaitPath(path)).toBe(true)
  })

  it('is false for /login', () => {
    expect(isNoWaitPath('/login')).toBe(false)
  })

  it('is false for the root path', () => {
    expect(isNoWaitPath('/')).toBe(false)
  })

  it('is false for a path outside the list', () => {
    expect(isNoWaitPath('/welfare')).toBe(false)
  })

  it('is true for a no-wait path with a query', () => {
    expect(isNoWaitPath('/zfbVerified?a=1;lang=en_US')).toBe(true)
  })

  it('is true for a no-wait path with a trailing slash', () => {
    expect(isNoWaitPath('/memberi/')).toBe(true)
  })

  it('covers exactly the spec list', () => {
    const covered = new Set([...EXTRA_NO_WAIT_PATHS, ...routes.filter((route) => route.noWait).flatMap((route) => route.paths)])
    expect([...covered].sort()).toEqual([...SPEC_NO_WAIT_PATHS].sort())
  })
})

describe('appPages', () => {
  it('puts the launch page first', () => {
    expect(appPages().pages[0]).toBe('pages/index/index')
  })

  it('puts only main-package pages in pages', () => {
    expect(appPages().pages).toEqual(routes.filter((route) => !route.subPackage).map((route) => route.page))
  })

  it('puts every subpackage root under packages/ but the login page\'s', () => {
    const named = [...new Set(routes.flatMap((route) => (route.subPackage && route.subPackage !== 'login' ? [`packages/${route.subPackage}`] : [])))]
    expect(appPages().subPackages.map((entry) => entry.root).filter((root) => root !== 'pages/login')).toEqual(named)
    expect(named).toEqual(expect.arrayContaining(['packages/info', 'packages/welfare', 'packages/lottery']))
  })

  it('keeps the login page at spec 2\'s pages/login/index, as a subpackage of its own', () => {
    expect(appPages().subPackages).toContainEqual({ root: 'pages/login', pages: ['index'] })
    expect(appPages().pages).not.toContain('pages/login/index')
    expect(pagePathOf(findRoute(LOGIN_PATH)!)).toBe('pages/login/index')
  })

  it('has the launch page fetch in the background the home screen\'s subpackage, where it sends everyone, and the login', () => {
    expect(appPages().preloadRule).toEqual({ 'pages/index/index': { network: 'all', packages: ['packages/welfare', 'pages/login'] } })
  })

  it('lists a page shared by several routes once in its subpackage', () => {
    const infoPages = appPages().subPackages.find((entry) => entry.root === 'packages/info')?.pages ?? []
    expect(infoPages.filter((page) => page === 'agreement/index')).toHaveLength(1)
  })

  it('lists no subpackage page among the main pages', () => {
    const subPages = appPages().subPackages.flatMap((entry) => entry.pages)
    expect(appPages().pages.filter((page) => subPages.includes(page))).toEqual([])
  })
})

describe('h5CustomRoutes', () => {
  it('maps a main-package page to its path', () => {
    expect(h5CustomRoutes()['/pages/webview/index']).toBe('/webview')
  })

  it('maps the login page to /login', () => {
    expect(h5CustomRoutes()['/pages/login/index']).toBe('/login')
  })

  it('maps a subpackage page to its spec path', () => {
    expect(h5CustomRoutes()['/packages/info/clause/index']).toBe('/clause')
  })

  it('maps a page with an alias to an array of paths', () => {
    expect(h5CustomRoutes()['/packages/info/agreement-list/index']).toEqual(['/agreement', '/agreements'])
  })

  it('maps the shared agreement page to all three agreement paths', () => {
    expect(h5CustomRoutes()['/packages/info/agreement/index']).toEqual([
      '/memberServiceAgreement',
      '/monthlyVipAgreement',
      '/cancelAccountAgreement',
    ])
  })

  it('has one entry per page', () => {
    expect(Object.keys(h5CustomRoutes())).toHaveLength(new Set(routes.map(pagePathOf)).size)
  })
})

describe('internalRedirectTarget', () => {
  it('keeps a path of this app', () => {
    expect(internalRedirectTarget('/clause')).toBe('/clause')
  })

  it('keeps the query of a path of this app', () => {
    expect(internalRedirectTarget('/clause?lang=en_US')).toBe('/clause?lang=en_US')
  })

  it('refuses an outside URL', () => {
    expect(internalRedirectTarget('https://evil.example/clause')).toBe(HOME_PATH)
  })

  it('refuses a protocol-relative URL', () => {
    expect(internalRedirectTarget('//evil.example/clause')).toBe(HOME_PATH)
  })

  it('refuses a javascript URL', () => {
    expect(internalRedirectTarget('javascript:alert(1)')).toBe(HOME_PATH)
  })

  it('refuses a backslash trick', () => {
    expect(internalRedirectTarget('/\\evil.example')).toBe(HOME_PATH)
  })

  it('refuses an unknown path', () => {
    expect(internalRedirectTarget('/nowhere')).toBe(HOME_PATH)
  })

  it('refuses the login page itself', () => {
    expect(internalRedirectTarget('/login')).toBe(HOME_PATH)
  })

  it('refuses the login page with a query', () => {
    expect(internalRedirectTarget('/login?redirectUrl=/clause')).toBe(HOME_PATH)
  })

  it('goes home without a target', () => {
    expect(internalRedirectTarget(undefined)).toBe(HOME_PATH)
  })

  it('goes home for an empty target', () => {
    expect(internalRedirectTarget('')).toBe(HOME_PATH)
  })

  it('has the welfare centre as home', () => {
    expect(HOME_PATH).toBe('/welfare')
  })
})

describe('hasRoute', () => {
  it('knows a route of this build', () => {
    expect(hasRoute('/welfare')).toBe(true)
  })

  it('knows a route by its path with a query', () => {
    expect(hasRoute('/signInV4?from=welfare')).toBe(true)
  })

  it('does not know a spec route that is not built yet', () => {
    expect(hasRoute('/displayJson')).toBe(false)
  })
})

describe('welfare routes', () => {
  it.each(['/welfare', '/signInV4', '/welfareDetail'])('puts %s in the welfare subpackage', (path) => {
    expect(findRoute(path)?.subPackage).toBe('welfare')
  })
})

describe('isAppUrl', () => {
  it('accepts a path with a screen, with its query', () => {
    expect(isAppUrl('/welfareDetail?tab=2')).toBe(true)
  })

  it('refuses a spec path without a screen in this build', () => {
    expect(isAppUrl('/displayJson')).toBe(false)
  })

  it('refuses a misspelt path', () => {
    expect(isAppUrl('/welfareDetial')).toBe(false)
  })

  it('refuses an outside URL', () => {
    expect(isAppUrl('https://evil.example/welfare')).toBe(false)
  })
})

describe('routePathOf', () => {
  it('keeps an alias as it is', () => {
    expect(routePathOf('/agreements')).toBe('/agreements')
  })

  it('gives the screen\'s first path for a spelling the table does not list', () => {
    expect(routePathOf('/agreements/')).toBe('/agreement')
  })

  it('gives nothing for a path without a screen', () => {
    expect(routePathOf('/no-such-screen')).toBeUndefined()
  })
})

describe('the route flags of spec 8', () => {
  const flagged = (flag: (path: string) => boolean) => routes.flatMap((route) => route.paths).filter(flag)

  it('a 401 does nothing on /zfbVerified alone', () => {
    expect(flagged(ignoresUnauthorized)).toEqual(['/zfbVerified'])
  })

  it('13003 means an unbound device on /deviceManage, /lineConfig and /wifiConfig alone', () => {
    expect(flagged(isUnbindPage).sort()).toEqual(['/deviceManage', '/lineConfig', '/wifiConfig'])
  })
})
