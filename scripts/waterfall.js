// `npm run waterfall`: when each request of a route's first load starts, in Chromium under
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a CPU 4× slower, on the
// H5 mock build (dist/h5) served as `npm run preview` serves it, signed in as the demo account
// (issue 24 item 1). Times are from the moment the entry script has arrived; a request that starts
// after another's answer is a step of a waterfall. Prints the medians of three loads; never fails on
// them (the machine decides the time), only when a run breaks.
const fs = require('fs')
const path = require('path')
const { chromium } = require('playwright-core')
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./support/chromium')
const { serveBuild } = require('./support/host')

const root = path.resolve(__dirname, '..')
const DIST_H5 = process.env.WATERFALL_H5_DIST ? path.resolve(process.env.WATERFALL_H5_DIST) : path.join(root, 'dist/h5')
const ROUTES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/welfare', '/signInV4', '/coinExchange']
const RUNS = 3
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** What a request is, in a word: the entry, a page's chunk, an area's texts, an API read. */
function requestName(url) {
  const { pathname } = new URL(url)
  if (pathname.startsWith('/api/')) return pathname
  return pathname.replace(/^\/(js|css)\//, '$1/').replace(/\.[0-9a-f]{8,}\./, '.')
}

/** One first load of `route`: each request's start (ms after the entry script arrived) and its end. */
async function loadOnce(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const started = new Map()
  const requests = []
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (request.url.startsWith('data:') || type === 'Document') return
    started.set(requestId, { name: requestName(request.url), start: timestamp * 1000, end: undefined })
  })
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const request = started.get(requestId)
    if (!request) return
    request.end = timestamp * 1000
    requests.push(request)
  })
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' })
  // the route is shown when no request has started or ended for a second
  let settled = -1
  while (settled !== requests.length + started.size) {
    settled = requests.length + started.size
    await page.waitForTimeout(1000)
  }
  await context.close()
  const entry = requests.find((request) => /^js\/app\./.test(request.name))
  if (!entry) throw new Error(`${route}: the entry script js/app.*.js was not loaded`)
  return requests
    .filter((request) => request !== entry)
    .map((request) => ({ name: request.name, start: request.start - entry.end, end: request.end - entry.end }))
}

async function main() {
  if (!fs.existsSync(path.join(DIST_H5, 'index.html'))) throw new Error(`${path.relative(root, DIST_H5)} is missing: run \`npm run build:h5\` first`)
  const server = await serveBuild(DIST_H5, { demoLogin: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    console.log(`request starts and ends after the entry script arrived, ms, median of ${RUNS} loads; slow 4G, CPU ×${CPU_SLOWDOWN}\n`)
    for (const route of ROUTES) {
      const runs = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, server.baseUrl, route))
      const names = [...new Set(runs.flatMap((requests) => requests.map((request) => request.name)))]
      const rows = names
        .map((name) => {
          const seen = runs.map((requests) => requests.find((request) => request.name === name)).filter(Boolean)
          return { name, start: median(seen.map((request) => request.start)), end: median(seen.map((request) => request.end)) }
        })
        .sort((a, b) => a.start - b.start)
      console.log(route)
      for (const { name, start, end } of rows) console.log(`  ${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${name}`)
      const api = rows.filter((row) => row.name.startsWith('/api/') && !row.name.startsWith('/api/images/'))
      if (api.length > 0) console.log(`  last API read starts at ${Math.round(Math.max(...api.map((row) => row.start)))} ms\n`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
