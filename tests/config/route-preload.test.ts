import { routeFilesOf, routePreloadScript, type RouteFiles } from '../../config/route-preload'

const APP_CONFIG = '/work/src/app.config.ts'

function chunkGroup(request: string, files: string[], { initial = false, resource = APP_CONFIG } = {}) {
  return { isInitial: () => initial, origins: [{ request, module: { resource } }], getFiles: () => files }
}

/** Runs the inline script as the browser would at `pathname`; gives the preloads it added. */
function preloadsAt(pathname: string, routeFiles: RouteFiles): Array<{ href: string; as: string }> {
  window.history.replaceState(null, '', pathname)
  document.head.innerHTML = ''
  new Function(routePreloadScript(routeFiles, '/'))()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ href: link.getAttribute('href') ?? '', as: link.as }))
}

const ROUTE_FILES: RouteFiles = {
  '/welfare': ['css/9901.aaaaaa.css', 'js/9901.bbbbbb.js'],
  '/signInV4': ['css/3470.cccccc.css', 'js/3470.dddddd.js'],
  '/memberServiceAgreement': ['js/12.eeeeee.js'],
  '/monthlyVipAgreement': ['js/12.eeeeee.js'],
}

describe('the page files each route opens with', () => {
  it("are the files of the chunk the app config's loader for the page starts, under each of the page's URLs", () => {
    const groups = [chunkGroup('./packages/info/agreement/index', ['js/12.eeeeee.js', 'js/12.eeeeee.js.LICENSE.txt'])]
    expect(routeFilesOf(groups, () => ['/memberServiceAgreement', '/monthlyVipAgreement'])).toEqual({
      '/memberServiceAgreement': ['js/12.eeeeee.js'],
      '/monthlyVipAgreement': ['js/12.eeeeee.js'],
    })
  })

  it("leave out the entry's own chunks and the chunks other modules load (texts)", () => {
    const groups = [chunkGroup('./app', ['js/app.ffffff.js'], { initial: true }), chunkGroup('./en_US', ['js/7092.aaaaaa.js'], { resource: '/work/src/locales/help/index.ts' })]
    expect(routeFilesOf(groups, (page) => [`/${page}`])).toEqual({})
  })
})

describe('the preload script in the page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it("asks for the opened route's script and stylesheet as the page is read", () => {
    expect(preloadsAt('/welfare', ROUTE_FILES)).toEqual([
      { href: '/css/9901.aaaaaa.css', as: 'style' },
      { href: '/js/9901.bbbbbb.js', as: 'script' },
    ])
  })

  it('finds the route behind a trailing slash', () => {
    expect(preloadsAt('/signInV4/', ROUTE_FILES).map((preload) => preload.href)).toEqual(['/css/3470.cccccc.css', '/js/3470.dddddd.js'])
  })

  it('finds a page that opens at several routes at each of them', () => {
    expect(preloadsAt('/monthlyVipAgreement', ROUTE_FILES)).toEqual([{ href: '/js/12.eeeeee.js', as: 'script' }])
  })

  it('asks for nothing at an address that is no route', () => {
    expect(preloadsAt('/nowhere', ROUTE_FILES)).toEqual([])
  })
})
