// The H5 page's content security policy and referrer policy (issue 25, docs/security.md), written
// into the built index.html. The policy names this build's own API hosts, the image CDN and the
// sites a web view may frame; inline scripts (Taro's rem base in src/index.html) are allowed by
// their hash, computed from the HTML as built, so editing the script cannot break the page.
import { createHash } from 'crypto'
import sites from '../src/config/sites.json'
import type { Compiler } from './webpack-api'

/** Sends only the origin to other sites, never a path or a query. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

interface PolicyHosts {
  /** the build's API hosts: absolute (https outside local and mock) or relative to the page */
  apiHosts: readonly string[]
  /** https in production; plain http too in the local and mock builds */
  httpsOnly: boolean
}

function originOf(url: string): string | undefined {
  return /^https?:\/\/[^/?#]+/i.exec(url)?.[0]
}

/** The policy for a page whose inline scripts have these sha256 hashes (base64). */
export function contentSecurityPolicy({ apiHosts, httpsOnly }: PolicyHosts, inlineScriptHashes: readonly string[]): string {
  const apiOrigins = apiHosts.map(originOf).filter((origin): origin is string => origin !== undefined)
  const frameOrigins = sites.allowedLinkDomains.flatMap((domain) => (httpsOnly ? [`https://${domain}`] : [`https://${domain}`, `http://${domain}`]))
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
    // React's style attributes and the components' own style elements
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for the QR codes, the poster and the chosen screenshot's preview; the pictures
    // of goods, prizes and events come from the image CDN or an API host (src/lib/item-image.ts, the
    // same origins)
    'img-src': ["'self'", 'data:', 'blob:', ...new Set([sites.siteLinks.imageCdn, ...apiOrigins])],
    // the icon font is inlined in the stylesheet
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set(apiOrigins)],
    // /webview frames an allowed site on H5
    'frame-src': frameOrigins,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** The base64 sha256 of each inline script's text in `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) =>
    createHash('sha256').update(match[1], 'utf8').digest('base64'),
  )
}

/**
 * `html` with the two policies in its head before its first script or stylesheet (a policy governs
 * only what comes after it), and after the charset, which must stay in the first 1,024 bytes.
 */
export function withSecurityPolicies(html: string, hosts: PolicyHosts): string {
  const policy = contentSecurityPolicy(hosts, inlineScriptHashes(html))
  const metas = `<meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="referrer" content="${REFERRER_POLICY}">`
  const headEnd = html.search(/<\/head>/i)
  const firstLoad = html.slice(0, headEnd).search(/<(script|link|style)\b/i)
  const at = firstLoad === -1 ? headEnd : firstLoad
  return html.slice(0, at) + metas + html.slice(at)
}

const PLUGIN_NAME = 'ContentSecurityPolicy'
const PAGE = 'index.html'

export class ContentSecurityPlugin {
  constructor(private readonly hosts: PolicyHosts) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      // after webpack has written the files' real content hashes into the page: an inline script
      // that names a file (the route preload) is hashed as it will be served
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const page = compilation.getAsset(PAGE)
        if (!page) return
        compilation.updateAsset(PAGE, new sources.RawSource(withSecurityPolicies(page.source.source().toString(), this.hosts)))
      })
    })
  }
}
