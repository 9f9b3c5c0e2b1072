/** @jest-environment node */
// The mock's static H5 host over real HTTP (mock/routes/static.ts): files, the page fallback,
// demo login, and serving as a CDN does (compression by Accept-Encoding, cache lifetimes).
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { startMockServer, type Envelope, type RunningMockServer } from '../support/mock-server'

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A GET that leaves the body as it travelled (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const BUNDLE = `console.log(${JSON.stringify('初始化中 '.repeat(200))})\n`.repeat(20)
const STYLES = '.page-shell__title { color: #1a1a1a; }\n'.repeat(100)

let staticDir: string
let staticHost: RunningMockServer

function writeBuildFile(relativePath: string, content: string | Buffer) {
  const file = path.join(staticDir, relativePath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  return file
}

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-static-'))
  writeBuildFile('index.html', `<!DOCTYPE html><title>app</title>${'<meta name="x">'.repeat(100)}`)
  writeBuildFile('js/app.js', 'console.log(1)')
  writeBuildFile('js/app.fc6e2e09.js', BUNDLE)
  writeBuildFile('css/app.c7a4ce93.css', STYLES)
  writeBuildFile('static/logo.png', Buffer.alloc(4096, 7))
  staticHost = await startMockServer({ staticDir, demoLogin: true })
})

afterAll(async () => {
  await staticHost.stop()
  fs.rmSync(staticDir, { recursive: true, force: true })
})

afterEach(() => jest.restoreAllMocks())

describe('files and pages', () => {
  test('a file of the build is served with its content type', async () => {
    const response = await fetch(staticHost.url('/js/app.js'))

    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe('console.log(1)')
  })

  test('a page path falls back to index.html, which is never cached', async () => {
    const response = await fetch(staticHost.url('/welfare?from=app'))

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>app</title>')
  })

  test('a missing asset is a 404, not index.html', async () => {
    const response = await fetch(staticHost.url('/js/missing.js'))

    expect(response.status).toBe(404)
  })

  test('a path escaping the build directory is a 404', async () => {
    const response = await fetch(staticHost.url('/..%2f..%2f..%2fetc%2fpasswd'))

    expect(response.status).toBe(404)
  })

  test('with demo login, a page without a token cookie gets the demo token cookie', async () => {
    const response = await fetch(staticHost.url('/signInV4'))

    expect(response.headers.get('set-cookie')).toBe('token=demo-token; Path=/; Max-Age=2592000; SameSite=Lax')
  })

  test('with demo login, a page with a token cookie keeps it', async () => {
    const response = await fetch(staticHost.url('/signInV4'), { headers: { cookie: 'token=tok-abc' } })

    expect(response.headers.get('set-cookie')).toBeNull()
  })

  test('the API is still served beside the build', async () => {
    const response = await fetch(staticHost.url('/api/user/info'), { headers: { token: 'demo-token' } })

    expect(((await response.json()) as Envelope).code).toBe(200)
  })
})

describe('compression', () => {
  test('a client that accepts brotli gets the file brotli-compressed', async () => {
    const answer = await rawGet(staticHost.url('/js/app.fc6e2e09.js'), { 'accept-encoding': 'gzip, deflate, br' })

    expect(answer.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(BUNDLE)
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 10)
  })

  test('a client that accepts gzip but not brotli gets gzip', async () => {
    const answer = await rawGet(staticHost.url('/css/app.c7a4ce93.css'), { 'accept-encoding': 'gzip, deflate' })

    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(answer.body).toString('utf8')).toBe(STYLES)
  })

  test('a client that names no encoding gets the bytes as they are', async () => {
    const answer = await rawGet(staticHost.url('/js/app.fc6e2e09.js'))

    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString('utf8')).toBe(BUNDLE)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE))
  })

  test('an encoding refused with q=0 is not used', async () => {
    const answer = await rawGet(staticHost.url('/js/app.fc6e2e09.js'), { 'accept-encoding': 'br;q=0, gzip;q=0.5' })

    expect(answer.headers['content-encoding']).toBe('gzip')
  })

  test('a client refusing every encoding with *;q=0 gets the bytes as they are', async () => {
    const answer = await rawGet(staticHost.url('/js/app.fc6e2e09.js'), { 'accept-encoding': 'identity, *;q=0' })

    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString('utf8')).toBe(BUNDLE)
  })

  test('the page fallback is compressed too', async () => {
    const answer = await rawGet(staticHost.url('/welfare'), { 'accept-encoding': 'br' })

    expect(answer.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toContain('<title>app</title>')
  })

  test('a compressible answer varies by Accept-Encoding, beside the Origin of CORS', async () => {
    const plain = await rawGet(staticHost.url('/js/app.js'))
    const fromOrigin = await rawGet(staticHost.url('/js/app.js'), { origin: 'http://127.0.0.1:10086' })

    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(fromOrigin.headers.vary).toBe('Origin, Accept-Encoding')
  })

  test('an image is sent as it is, whatever the client accepts', async () => {
    const answer = await rawGet(staticHost.url('/static/logo.png'), { 'accept-encoding': 'br, gzip' })

    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
    expect(answer.body.equals(Buffer.alloc(4096, 7))).toBe(true)
  })

  test('a file is compressed once, however often and however concurrently it is asked for', async () => {
    writeBuildFile('js/once.0a1b2c3d.js', BUNDLE)
    const brotli = jest.spyOn(zlib, 'brotliCompress')
    const url = staticHost.url('/js/once.0a1b2c3d.js')

    const concurrent = await Promise.all([1, 2, 3].map(() => rawGet(url, { 'accept-encoding': 'br' })))
    const later = await rawGet(url, { 'accept-encoding': 'br' })

    expect(brotli).toHaveBeenCalledTimes(1)
    for (const answer of [...concurrent, later]) expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(BUNDLE)
  })

  test('a file rewritten on disk is served with its new content', async () => {
    const file = writeBuildFile('js/rebuilt.js', 'console.log("first build")')
    await rawGet(staticHost.url('/js/rebuilt.js'), { 'accept-encoding': 'gzip' })
    fs.writeFileSync(file, 'console.log("second build, longer")')
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file, later, later)

    const answer = await rawGet(staticHost.url('/js/rebuilt.js'), { 'accept-encoding': 'gzip' })

    expect(zlib.gunzipSync(answer.body).toString('utf8')).toBe('console.log("second build, longer")')
  })
})

describe('cache lifetimes', () => {
  test('a bundle with a content hash in its name is cached for a year as immutable', async () => {
    const script = await rawGet(staticHost.url('/js/app.fc6e2e09.js'))
    const sheet = await rawGet(staticHost.url('/css/app.c7a4ce93.css'), { 'accept-encoding': 'br' })

    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('a file without a content hash in its name is revalidated', async () => {
    const answer = await rawGet(staticHost.url('/js/app.js'))

    expect(answer.headers['cache-control']).toBe('no-cache')
  })

  test('index.html asked for by name is revalidated', async () => {
    const answer = await rawGet(staticHost.url('/index.html'), { 'accept-encoding': 'gzip' })

    expect(answer.headers['cache-control']).toBe('no-cache')
  })
})
