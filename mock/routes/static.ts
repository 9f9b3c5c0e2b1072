// Serves the H5 build for `npm run preview`, Lighthouse and the e2e tests as a CDN would:
// compressed (brotli or gzip, as the client accepts), hashed files cached for a year. The app
// uses the browser router, so a page path such as /welfare has no file of its own and is
// answered with index.html.

import fs from 'fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'http'
import path from 'path'
import zlib from 'zlib'

type Encoding = 'br' | 'gzip'

/** A file's bytes in one encoding (`undefined`: as it is), made once per file version. */
type FileCache = (filePath: string, encoding: Encoding | undefined) => Promise<Buffer>

/** What the static part of a mock server serves. */
export interface StaticSite {
  staticDir: string | undefined
  demoLogin: boolean
  staticFiles: FileCache
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg'])

// Webpack names the bundles `[name].[contenthash:6].js` (config/index.ts): such a name never changes content.
const HASHED_NAME = /\.[0-9a-f]{6,}\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }
const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION }

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer): void => (error ? reject(error) : resolve(result))
    if (encoding === 'br') zlib.brotliCompress(bytes, BROTLI_OPTIONS, done)
    else zlib.gzip(bytes, GZIP_OPTIONS, done)
  })
}

const DEMO_COOKIE = 'token=demo-token; Path=/; Max-Age=2592000; SameSite=Lax'

function hasTokenCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader || '')
    .split(';')
    .some((pair) => /^token=./.test(pair.trim()))
}

async function fileAt(filePath: string): Promise<string | undefined> {
  try {
    const stats = await fs.promises.stat(filePath)
    if (stats.isFile()) return filePath
    if (stats.isDirectory()) return fileAt(path.join(filePath, 'index.html'))
  } catch {
    // Missing: the caller decides between the SPA fallback and 404.
  }
  return undefined
}

/** The file for a URL path: an existing file inside root, index.html for page paths, or undefined. */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const candidate = path.resolve(root, `.${decoded}`)
  // URL parsing removes dot segments, but not encoded slashes (..%2f): never leave the root.
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined
  const existing = await fileAt(candidate)
  if (existing) return existing
  // A missing asset (/js/app.123.js) is a 404; only page paths fall back to the SPA shell.
  const extension = path.extname(decoded)
  if (extension !== '' && extension !== '.html') return undefined
  return fileAt(path.join(root, 'index.html'))
}

/** The encoding to send: brotli if accepted, else gzip if accepted, else none (identity). */
function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, boolean>()
  for (const part of (acceptEncoding || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
    if (name) accepted.set(name, quality ? Number(quality[1]) > 0 : true)
  }
  const acceptable = (name: string): boolean => accepted.get(name) ?? accepted.get('*') ?? false
  return (['br', 'gzip'] as const).find(acceptable)
}

/**
 * Each file's bytes and its compressed forms, made once per file (and again only when the file
 * changes on disk), never per request: brotli at its highest quality is slow.
 */
interface CacheEntry {
  mtimeMs: number
  size: number
  forms: Map<string, Promise<Buffer>>
}

export function createFileCache(): FileCache {
  const entries = new Map<string, CacheEntry>()
  return async function variant(filePath, encoding) {
    const stats = await fs.promises.stat(filePath)
    let entry = entries.get(filePath)
    if (!entry || entry.mtimeMs !== stats.mtimeMs || entry.size !== stats.size) {
      entry = { mtimeMs: stats.mtimeMs, size: stats.size, forms: new Map() }
      entries.set(filePath, entry)
    }
    const key = encoding || 'identity'
    const forms = entry.forms
    let form = forms.get(key)
    if (!form) {
      const content = fs.promises.readFile(filePath)
      form = encoding ? content.then((bytes) => compress(bytes, encoding)) : content
      // A failed read or compression is not kept: the next request tries again.
      form.catch(() => forms.delete(key))
      forms.set(key, form)
    }
    return form
  }
}

function addVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary')
  res.setHeader('Vary', current ? `${current}, ${field}` : field)
}

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  { staticDir, demoLogin, staticFiles }: StaticSite & { staticDir: string },
): Promise<void> {
  const root = path.resolve(staticDir)
  const filePath = await resolveFile(root, new URL(req.url ?? '/', 'http://mock').pathname)
  if (!filePath) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return
  }
  const extension = path.extname(filePath).toLowerCase()
  const compressible = COMPRESSIBLE.has(extension)
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined
  const content = await staticFiles(filePath, encoding)
  const headers: OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES[extension] || 'application/octet-stream',
    'Content-Length': content.length,
    // index.html names the hashed bundles of the current build: always revalidate it.
    'Cache-Control': HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  if (compressible) addVary(res, 'Accept-Encoding')
  if (extension === '.html' && demoLogin && !hasTokenCookie(req.headers.cookie)) headers['Set-Cookie'] = DEMO_COOKIE
  res.writeHead(200, headers)
  res.end(content)
}

// The mock's pictures of goods, prizes and events (docs/api.md, "Images"). Answers name them as
// paths on the API host (`/images/goods-vip-card.svg`), so the H5 build reaches them through its
// /api proxy and the mini-program at its absolute API host, as it reaches the API.
const IMAGES_DIR = path.resolve(__dirname, '../static/images')
/** Where the pictures are, below the API's `/api`. */
export const IMAGES_PATH = '/images/'
// only a plain file name of the folder: no other folder, no dot segment, no encoded slash
const IMAGE_NAME = /^[a-z0-9-]+\.svg$/
// the file name changes with a picture that changes: a day in the cache costs nothing
const IMAGE_CACHE = 'public, max-age=86400'

/** A picture of `mock/static/images` by its name, or 404; never another file. */
export async function serveImage(req: IncomingMessage, res: ServerResponse, name: string, staticFiles: FileCache): Promise<void> {
  const filePath = IMAGE_NAME.test(name) ? await fileAt(path.join(IMAGES_DIR, name)) : undefined
  if (!filePath) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const content = await staticFiles(filePath, encoding)
  const headers: OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES['.svg'],
    'Content-Length': content.length,
    'Cache-Control': IMAGE_CACHE,
    // opened on its own, an SVG is a document: this one may run nothing and load nothing
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  addVary(res, 'Accept-Encoding')
  res.writeHead(200, headers)
  res.end(content)
}
