'use strict'
// Serves the H5 build for `npm start` and the e2e tests. The app uses the browser router, so a
// page path such as /welfare has no file of its own and is answered with index.html.

const fs = require('fs')
const path = require('path')

const CONTENT_TYPES = {
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

const DEMO_COOKIE = 'token=demo-token; Path=/; Max-Age=2592000; SameSite=Lax'

function hasTokenCookie(cookieHeader) {
  return (cookieHeader || '')
    .split(';')
    .some((pair) => /^token=./.test(pair.trim()))
}

async function fileAt(filePath) {
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
async function resolveFile(root, pathname) {
  let decoded
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

async function serveStatic(req, res, { staticDir, demoLogin }) {
  const root = path.resolve(staticDir)
  const filePath = await resolveFile(root, new URL(req.url, 'http://mock').pathname)
  if (!filePath) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return
  }
  const content = await fs.promises.readFile(filePath)
  const extension = path.extname(filePath).toLowerCase()
  const headers = {
    'Content-Type': CONTENT_TYPES[extension] || 'application/octet-stream',
    'Content-Length': content.length,
  }
  if (extension === '.html') {
    // The shell names the hashed bundles of the current build: always revalidate it.
    headers['Cache-Control'] = 'no-cache'
    if (demoLogin && !hasTokenCookie(req.headers.cookie)) headers['Set-Cookie'] = DEMO_COOKIE
  }
  res.writeHead(200, headers)
  res.end(content)
}

module.exports = { serveStatic }
