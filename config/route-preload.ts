// Issue 24 item 1: the page being opened asks for its own chunk (JS and CSS) as the HTML is read,
// beside the entry, instead of once the entry has run its router. The built index.html carries a
// table of each route's page files and an inline script that preloads the current path's; the
// router's later request for the same file is served by that preload.
import type { ChunkGroup, Compiler } from './webpack-api'

/** The files (relative to the public path) each page path loads when its route opens. */
export type RouteFiles = Record<string, readonly string[]>

/**
 * The inline script for `routeFiles`: preloads the files of `location.pathname`, if it is a route.
 * Written in ES5 for every browser of the browserslist; it runs before any bundle.
 */
export function routePreloadScript(routeFiles: RouteFiles, publicPath: string): string {
  const files = [...new Set(Object.values(routeFiles).flat())]
  const table = Object.fromEntries(Object.entries(routeFiles).map(([route, routeFilesOf]) => [route, routeFilesOf.map((file) => files.indexOf(file))]))
  return (
    `!function(d,f,t){var p=t[d.location.pathname.replace(/(.)\\/+$/,'$1')];` +
    `if(p)for(var i=0;i<p.length;i++){var l=d.createElement('link'),u=f[p[i]];l.rel='preload';` +
    `l.as=/\\.css$/.test(u)?'style':'script';l.href=${JSON.stringify(publicPath)}+u;d.head.appendChild(l)}}` +
    `(document,${JSON.stringify(files)},${JSON.stringify(table)})`
  )
}

interface HtmlTag {
  tagName: string
  voidTag: boolean
  attributes: Record<string, string | boolean>
  innerHTML?: string
  meta: Record<string, unknown>
}
interface HtmlPlugin {
  getHooks(compilation: unknown): {
    alterAssetTagGroups: { tap(name: string, run: (data: { headTags: HtmlTag[] }) => { headTags: HtmlTag[] }): void }
  }
}
const PLUGIN_NAME = 'RoutePreload'
const APP_CONFIG = /[\\/]app\.config\.[jt]s$/

/**
 * Each page's files, found from the chunk groups the app config's page loaders start (Taro's H5
 * entry imports every page from there), under each URL `urlsOf` gives for the page.
 */
export function routeFilesOf(chunkGroups: readonly ChunkGroup[], urlsOf: (pagePath: string) => readonly string[]): RouteFiles {
  const routeFiles: Record<string, readonly string[]> = {}
  for (const group of chunkGroups) {
    if (group.isInitial()) continue
    const pageLoad = group.origins.find((origin) => APP_CONFIG.test(origin.module?.resource ?? '') && origin.request?.startsWith('./'))
    if (!pageLoad?.request) continue
    const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file))
    for (const url of urlsOf(pageLoad.request.slice(2))) routeFiles[url] = files
  }
  return routeFiles
}

export class RoutePreloadPlugin {
  constructor(private readonly urlsOf: (pagePath: string) => readonly string[]) {}

  apply(compiler: Compiler): void {
    // the runner's own copy: hooks are per plugin instance of the same module
    const runner = require.resolve('@tarojs/webpack5-runner')
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const htmlPlugin = require(require.resolve('html-webpack-plugin', { paths: [runner] })) as HtmlPlugin
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      htmlPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/'
        const script = routePreloadScript(routeFilesOf(compilation.chunkGroups, this.urlsOf), publicPath)
        const tag: HtmlTag = { tagName: 'script', voidTag: false, attributes: {}, innerHTML: script, meta: { plugin: PLUGIN_NAME } }
        return { ...data, headTags: [tag, ...data.headTags] }
      })
    })
  }
}
