import type { IncomingMessage, ServerResponse } from 'http'
import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import { createSwcRegister } from '@tarojs/helper'
import { ContentSecurityPlugin } from './content-security'
import { RoutePreloadPlugin } from './route-preload'
import { SubpackageTextsPlugin } from './subpackage-texts'
import { BuildEnvironmentError, DEFAULT_MOCK_PORT, resolveBuildEnvironment } from './environment'

// Taro compiles only config/ when it loads this file; the route table, the languages and the texts
// in src/ are shared with the app.
const srcDir = path.resolve(__dirname, '..', 'src')
const routeTableFile = path.join(srcDir, 'routes.ts')
const languagesFile = path.join(srcDir, 'config', 'languages.ts')
const localesDir = path.join(srcDir, 'locales') + path.sep
createSwcRegister({ only: [(file: string) => file === routeTableFile || file === languagesFile || file.startsWith(localesDir)] })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { h5CustomRoutes } = require(routeTableFile) as typeof import('../src/routes')
/** Each page's H5 URLs, from the route table: the router's and the route preload's. */
const H5_CUSTOM_ROUTES = h5CustomRoutes()
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { subpackageTextFiles } = require(path.join(localesDir, 'subpackage-texts.ts')) as typeof import('../src/locales/subpackage-texts')

// The main package's texts in the languages its subpackage holds, read while the register above
// compiles src/ (a dev build shows a change to them once restarted).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mainPackageTextFiles = subpackageTextFiles((area, language) => (require(path.join(localesDir, area, `${language}.ts`)) as { texts: Record<string, string> }).texts)

/** The URLs a page opens at on H5: its routes in the route table. */
function pageUrls(pagePath: string): string[] {
  return [H5_CUSTOM_ROUTES[`/${pagePath}`] ?? `/${pagePath}`].flat()
}

// taro-ui's Sass prints many deprecation warnings that say nothing about this project.
const sassOptions = { silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin', 'color-functions', 'slash-div'] }

// crypto-js's AES loads the passphrase key derivation (EvpKDF over MD5, which loads SHA-1 and HMAC)
// when it loads; the wire gives AES a key, never a passphrase, so those four build as one empty
// module (about 6 KB in the weapp main package). Relative requests inside crypto-js match an
// absolute alias.
const cryptoJsDir = path.dirname(require.resolve('crypto-js/package.json'))
const PASSPHRASE_ONLY_CRYPTO = ['evpkdf', 'md5', 'sha1', 'hmac']
const passphraseOnlyCryptoAliases = Object.fromEntries(
  PASSPHRASE_ONLY_CRYPTO.map((name) => [`${path.join(cryptoJsDir, name)}$`, path.resolve(__dirname, 'shims', 'empty.js')]),
)

// A production build takes mobx's own production build: the same library with its development
// checks gone and its private names shortened (17 KB less in the weapp main package than
// minifying its ESM entry here; the enforced ceiling of `npm run size` holds the saving).
// Development builds keep the ESM entry, whose checks explain a misuse.
const MOBX_PRODUCTION_BUILD = { mobx$: require.resolve('mobx/dist/mobx.esm.production.min.js') }

const H5_UNUSED_MODULES = ['whatwg-fetch', 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only', 'jsonp-retry']

// Libraries only subpackages use (qrcode-generator: invite and device). Taro's split puts a library
// two subpackages share into the main package's vendors.js; left out of its groups, each
// subpackage that needs it carries its own copy and the main package does not grow.
const SUBPACKAGE_ONLY_LIBRARIES = /node_modules[\\/]qrcode-generator[\\/]/

interface ModuleOfChunks {
  resource?: string
}
type GroupTest = (module: ModuleOfChunks) => boolean

function keepSubpackageLibrariesOutOfMain(chain: { optimization: { get(key: 'splitChunks'): SplitChunks; splitChunks(value: SplitChunks): unknown } }): void {
  const splitChunks = chain.optimization.get('splitChunks')
  const subpackageOnly: GroupTest = (module) => SUBPACKAGE_ONLY_LIBRARIES.test(module.resource ?? '')
  const groups = { ...splitChunks.cacheGroups }
  for (const name of ['common', 'vendors']) {
    const group = groups[name]
    if (!group) continue
    const test = group.test
    groups[name] = { ...group, test: (module: ModuleOfChunks) => !subpackageOnly(module) && (test ? test(module) : true) }
  }
  chain.optimization.splitChunks({ ...splitChunks, cacheGroups: groups })
}

interface SplitChunks {
  cacheGroups: Record<string, { test?: GroupTest } & Record<string, unknown>>
  [option: string]: unknown
}

const demoLoginMiddleware = {
  name: 'demo-login',
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const wantsPage = (req.headers.accept || '').includes('text/html')
    if (wantsPage && !/(^|;\s*)token=/.test(req.headers.cookie || '')) {
      res.setHeader('Set-Cookie', 'token=demo-token; Path=/; Max-Age=2592000; SameSite=Lax')
    }
    next()
  },
}

/** APP_ENV's environment, or the build stops here with the reason as its only message. */
function buildEnvironment(): AppEnvironment {
  try {
    return resolveBuildEnvironment(process.env.APP_ENV, process.env.APP_AES_KEY, {
      platform: process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5',
      mockPort: process.env.MOCK_PORT ? Number(process.env.MOCK_PORT) : undefined,
    })
  } catch (error) {
    if (!(error instanceof BuildEnvironmentError)) throw error
    // Thrown, Taro would print the stack and then a misleading "project config not found".
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}

// Issue 23, one scale: a design pixel measures the same on every host at the same width. H5's root
// font size (src/index.html: width / 320 * 20 px; a design pixel is 1/40 rem) makes a design pixel
// width / 640 px, so the mini-program maps one to 750 / 640 rpx instead of Taro's 1 rpx (width / 750 px,
// which drew every screen about 15% smaller than the size reviewed on H5).
const H5_DESIGN_PIXEL_IN_RPX = 750 / 640

function deviceRatioFor(platform: 'weapp' | 'h5'): Record<number, number> {
  const ratios = { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 }
  return platform === 'weapp' ? { ...ratios, 750: H5_DESIGN_PIXEL_IN_RPX } : ratios
}

export default defineConfig<'webpack5'>(async (merge, { command }) => {
  const environment = buildEnvironment()
  const devPort = Number(process.env.PORT || 10086)
  const mockPort = Number(process.env.MOCK_PORT || DEFAULT_MOCK_PORT)
  // FLOOR=1 builds the stack floor (bench/floor) with this same config, for `npm run size` and `npm run lighthouse`.
  const floor = process.env.FLOOR === '1' ? 'floor' : undefined
  const platformDir = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'

  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'membership-front-end',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: deviceRatioFor(platformDir),
    sourceRoot: floor ? `bench/${floor}/src` : 'src',
    // OUTPUT_DIR lets parallel e2e runs build side by side.
    outputRoot: process.env.OUTPUT_DIR || `dist/${floor ? `${floor}-` : ''}${platformDir}`,
    // the mini-program's templates carry the roles and names WeChat's screen readers read
    plugins: [path.resolve(__dirname, 'plugins', 'accessible-templates.ts')],
    defineConstants: {
      // the bundle holds this environment only (DESIGN.md, builds)
      APP_ENVIRONMENT: JSON.stringify(environment),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      'prop-types$': path.resolve(__dirname, 'shims', 'prop-types.js'),
      ...passphraseOnlyCryptoAliases,
      ...(process.env.NODE_ENV === 'production' ? MOBX_PRODUCTION_BUILD : {}),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Taro's mini default writes each CJK character as a 6-byte \u escape; keep UTF-8 (H5 already does).
    terser: { enable: true, config: { output: { ascii_only: false } } },
    cache: { enable: false },
    sass: { resource: [], data: '' },
    // Mini-program: Taro writes each template once per nesting level up to this, then nests its
    // `comp` component; 14 holds the deepest page (13 levels, the help centre) with 2 fewer copies
    // of every template than the default 16 (base.wxml is in the main package: -5.9 KB)
    baseLevel: 14,
    mini: {
      postcss: {
        // rpx to 1 decimal (0.05 px at 375 px, less than a sixth of a phone's physical pixel): the
        // scale's 750 / 640 gives 5 (65.625rpx), and the main package's stylesheets carry thousands
        pxtransform: { enable: true, config: { unitPrecision: 1 } },
        cssModules: { enable: false },
      },
      sassLoaderOption: { sassOptions },
      // Pages import shared component styles in different orders; each rule is scoped by its class.
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        keepSubpackageLibrariesOutOfMain(chain)
        if (!floor) chain.plugin('subpackage-texts').use(SubpackageTextsPlugin, [mainPackageTextFiles])
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      router: { mode: 'browser', customRoutes: floor ? {} : H5_CUSTOM_ROUTES },
      // Spec 9: chunk loading times out after 120 seconds.
      // 6 hex digits of content hash: the entry's runtime lists every chunk's hash (about 300
      // chunks), and 6 still tell one build's file from the next. Chunks are named by their id: a
      // name would put a map of about 120 names (the texts' chunks) in the entry.
      output: {
        filename: 'js/[name].[contenthash:6].js',
        chunkFilename: 'js/[id].[contenthash:6].js',
        chunkLoadTimeout: 120000,
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:6].css',
        chunkFilename: 'css/[name].[contenthash:6].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      sassLoaderOption: { sassOptions },
      devServer: {
        host: '127.0.0.1',
        port: devPort,
        historyApiFallback: true,
        client: { overlay: { errors: true, warnings: false } },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${mockPort}` }],
        // `npm start` opens signed in as the mock's demo account.
        setupMiddlewares(middlewares) {
          if (process.env.DEMO_LOGIN) middlewares.unshift(demoLoginMiddleware)
          return middlewares
        },
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // Taro.request on H5 imports a fetch and an AbortController polyfill and a JSONP client
        // (about 10 KiB gzipped in the entry). Every browser of the browserslist has fetch and
        // AbortController, and no request of this app uses JSONP: those modules build as empty.
        chain.merge({ resolve: { alias: Object.fromEntries(H5_UNUSED_MODULES.map((unused) => [`${unused}$`, false])) } })
        // the floor's one page opens at '/', as the app's home does
        chain.plugin('route-preload').use(RoutePreloadPlugin, [floor ? () => ['/'] : pageUrls])
        // the eval source maps of the dev server (`npm start` builds with --watch) would break the
        // policy; every other build carries it
        if (command === 'build' && !floor && !process.argv.includes('--watch')) {
          const httpsOnly = !['local', 'mock'].includes(environment.name)
          chain.plugin('content-security').use(ContentSecurityPlugin, [{ apiHosts: [environment.host, environment.secondBrandHost], httpsOnly }])
        }
      },
    },
  }
  if (command === 'build') return baseConfig
  return merge({}, baseConfig, { h5: { devtool: 'eval-cheap-module-source-map' } })
})
