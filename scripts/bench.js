// `npm run bench`: timing figures, printed beside their targets (issue 24), never failed on: the
// machine decides the time. It fails only when a run breaks.
//
// 1. AES in Node: the app's own encrypt / decrypt (src/lib/crypto.ts) of a 16 KiB JSON body.
// 2. Lists in Chromium on the H5 mock build (dist/h5; built first when missing): the real pages
//    /redeemRecordV4 (a paged list) and /coinExchange (the goods grid), their list answers given by
//    route interception in the wire format (encrypted as the mock encrypts them). First render of 10
//    and of 1,000 rows (an answer that ignores the page size), appending page 1 to page 100 of 10 rows
//    by scrolling to the end, and the main thread's long tasks while 1,000 rows are on screen.
const { execFileSync } = require('child_process')
const fs = require('fs')
const path = require('path')
const { chromium } = require('playwright-core')
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./support/chromium')
// loads tsx's require hook, so the TypeScript below is required as it is
const { serveBuild } = require('./support/host')
const { decrypt, encrypt } = require('../src/lib/crypto')
const wire = require('../mock/wire')

const root = path.resolve(__dirname, '..')
const DIST_H5 = path.join(root, 'dist/h5')
const KEY_HEX = wire.loadMockKeyHex()

const AES_BODY_BYTES = 16 * 1024
const AES_WARM_UP = 200
const AES_RUNS = 501
const AES_TARGET_MS = 2

const PAGE_SIZE = 10
const PAGES = 100
// first renders are measured this many times each, the 100 pages this many times; medians are printed
const FIRST_RENDER_RUNS = 5
const APPEND_RUNS = 3
const APPEND_TARGET = 1.5
const LONG_TASK_TARGET_MS = 200

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`

// ---------------------------------------------------------------------------------------------
// AES

/** A JSON body of exactly `bytes` UTF-8 bytes: exchange orders, the last one padded. */
function jsonBody(bytes) {
  const list = []
  const body = { list, page: 1, total: 0, hasMore: true }
  const size = () => Buffer.byteLength(JSON.stringify(body))
  while (size() < bytes - 400) list.push(orderAt(list.length))
  list.push({ ...orderAt(list.length), note: '' })
  body.total = list.length
  list[list.length - 1].note = 'x'.repeat(bytes - size())
  const text = JSON.stringify(body)
  if (Buffer.byteLength(text) !== bytes) throw new Error(`AES body is ${Buffer.byteLength(text)} bytes, not ${bytes}`)
  return text
}

function timeEach(runs, work) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint()
    work()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  return times
}

function aesFigures() {
  const plain = jsonBody(AES_BODY_BYTES)
  const iv = () => new Uint8Array(require('crypto').randomBytes(16))
  const payload = encrypt(plain, KEY_HEX, iv())
  if (decrypt(payload, KEY_HEX) !== plain) throw new Error('AES: decrypt(encrypt(body)) is not the body')
  if (wire.decrypt(payload, KEY_HEX) !== plain) throw new Error("AES: the mock's decrypt does not read the app's payload")
  timeEach(AES_WARM_UP, () => encrypt(plain, KEY_HEX, iv()))
  timeEach(AES_WARM_UP, () => decrypt(payload, KEY_HEX))
  const ivs = Array.from({ length: AES_RUNS }, iv)
  let next = 0
  const encryptMs = median(timeEach(AES_RUNS, () => encrypt(plain, KEY_HEX, ivs[next++])))
  const decryptMs = median(timeEach(AES_RUNS, () => decrypt(payload, KEY_HEX)))
  return { bytes: AES_BODY_BYTES, encryptMs, decryptMs }
}

// ---------------------------------------------------------------------------------------------
// The pages' answers

const STATES = ['issued', 'waitingIssue', 'refunded', 'issued', 'closedViolation']
const DAY = 24 * 60 * 60 * 1000
const NOW = Date.now()

function orderAt(i) {
  const state = STATES[i % STATES.length]
  const claimable = state === 'issued' && i % 2 === 0
  return {
    id: `bench-order-${i}`,
    goodsId: 'phone-10',
    goodsName: `话费充值 10 元 #${i}`,
    price: 100 + (i % 7) * 10,
    priceDifference: 0,
    state,
    createdAt: NOW - i * 60 * 60 * 1000,
    payBefore: 0,
    exchangeCode: `EX${(0x10000000 + i).toString(16).toUpperCase()}`,
    claimLink: claimable ? 'https://claim.example/card' : '',
    claimCode: claimable ? `C${(0x200000000 + i).toString(16).toUpperCase()}` : '',
    expiresAt: claimable ? NOW + 90 * DAY : 0,
  }
}

function goodsAt(i) {
  return {
    id: `bench-goods-${i}`,
    name: `${1 + (i % 30)} 天 VIP 会员 #${i}`,
    description: '兑换后立即到账，可叠加使用。',
    price: 100 + (i % 9) * 50,
    priceDifference: i % 4 === 0 ? 5 : 0,
    stock: i % 11 === 0 ? 0 : 100 + i,
    requiredSignInDays: i % 5 === 0 ? 7 : 0,
    limitPerUser: 0,
    exchangedCount: 0,
  }
}

/** The answer envelope the app reads: `data` encrypted as the mock encrypts it (mock/app.ts). */
function envelope(data) {
  return JSON.stringify({ code: 200, msg: '成功', data: wire.encrypt(JSON.stringify(data), KEY_HEX) })
}

const ORDERS = Array.from({ length: PAGES * PAGE_SIZE }, (_, i) => orderAt(i))

/** /api/shop/orders: `firstPageRows` rows for page 1 whatever the page size asked, then pages of 10. */
function ordersAnswer(firstPageRows) {
  return (page) => {
    const rows = page === 1 ? Array.from({ length: firstPageRows }, (_, i) => orderAt(i)) : ORDERS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    return envelope({ list: rows, page, total: ORDERS.length, hasMore: page < PAGES })
  }
}

/** /api/shop/goods: the catalog with `count` goods (not paged). */
function goodsAnswer(count) {
  const goods = Array.from({ length: count }, (_, i) => goodsAt(i))
  return () => envelope({ signInDays: 3, inviteRestricted: false, enterpriseSubAccount: false, goods })
}

const PAGES_MEASURED = {
  orders: { path: '/redeemRecordV4', api: '/api/shop/orders', rowClass: 'exchange-order' },
  goods: { path: '/coinExchange', api: '/api/shop/goods', rowClass: 'goods-card' },
}

// ---------------------------------------------------------------------------------------------
// In the page: when rows change, and the main thread's long tasks

/**
 * Runs before the app. Each change of the number of rows is noted when its mutations are delivered
 * (React has committed), and once the app's own mutation observers have run and layout is done
 * (forced here, as the next frame would do it).
 */
function inPageProbe(rowClass) {
  const bench = { longTasks: [], changes: [] }
  window.__bench = bench
  performance.setResourceTimingBufferSize(2000)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  const rows = document.getElementsByClassName(rowClass)
  let last = 0
  new MutationObserver(() => {
    if (rows.length === last) return
    last = rows.length
    const change = { count: rows.length, committed: performance.now(), laidOut: 0 }
    bench.changes.push(change)
    queueMicrotask(() => {
      void document.documentElement.offsetHeight
      change.laidOut = performance.now()
    })
  }).observe(document, { childList: true, subtree: true })
}

/** When each answer from `api` finished arriving, by its page number (1 when it has none). */
function answersArrived(api) {
  const arrived = {}
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name)
    if (url.pathname === api) arrived[Number(url.searchParams.get('page') ?? 1)] = entry.responseEnd
  }
  return arrived
}

/** In the page: scrolls the list to its end (which asks for the next page) and waits for `rows` rows. */
function scrolledToEnd({ rowClass, rows, scroll }) {
  const list = document.querySelector('.scroll-list')
  if (scroll) list.scrollTop = list.scrollHeight
  const shown = document.getElementsByClassName(rowClass)
  return new Promise((resolve) => {
    const check = () => (shown.length >= rows ? resolve() : requestAnimationFrame(check))
    check()
  })
}

/** Waits until ten frames in a row come less than 50 ms apart: the work an answer caused is done. */
function settled() {
  return new Promise((resolve) => {
    let calm = 0
    let last = performance.now()
    const frame = () => {
      const now = performance.now()
      calm = now - last < 50 ? calm + 1 : 0
      last = now
      if (calm >= 10) resolve()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

// the first page's answer waits until the page has started, so its cost is its own
const FIRST_ANSWER_DELAY_MS = 800

/**
 * Opens `measured.path` with its list API answered by `answerOf(page)`. `busyAt[page]` is the
 * main thread's busy time (Chromium's TaskDuration, ms) when that page's answer was given.
 */
async function openPage(browser, baseUrl, measured, answerOf) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })
  context.setDefaultTimeout(120000)
  await context.addCookies([{ name: 'token', value: 'demo-token', url: baseUrl }])
  await context.addInitScript(inPageProbe, measured.rowClass)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'TaskDuration').value * 1000
  }
  const busyAt = {}
  await context.route(
    (url) => url.pathname === measured.api,
    async (route) => {
      const number = Number(new URL(route.request().url()).searchParams.get('page') ?? 1)
      if (number === 1) await new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_DELAY_MS))
      busyAt[number] = await busy()
      await route.fulfill({ contentType: 'application/json', body: answerOf(number) })
    },
  )
  await page.goto(`${baseUrl}${measured.path}`)
  return { context, page, busy, busyAt }
}

const rowCount = (page, rowClass) => page.evaluate((name) => document.getElementsByClassName(name).length, rowClass)

/** Time from the answer of page `number` to the first change that shows at least `rows` rows. */
function renderTime(probe, arrived, number, rows) {
  const change = probe.changes.find((item) => item.count >= rows)
  if (!change || arrived[number] === undefined) throw new Error(`no render of ${rows} rows after answer ${number}`)
  return { committed: change.committed - arrived[number], laidOut: change.laidOut - arrived[number] }
}

/** First render of a list answer of `rows` rows; the rows shown may be fewer (the app's own cap). */
async function firstRender(browser, baseUrl, measured, answerOf, rows) {
  const { context, page, busy, busyAt } = await openPage(browser, baseUrl, measured, answerOf)
  try {
    await page.waitForFunction((name) => document.getElementsByClassName(name).length > 0, measured.rowClass)
    await page.evaluate(settled)
    const mainThread = (await busy()) - busyAt[1]
    const shown = await rowCount(page, measured.rowClass)
    const probe = await page.evaluate(() => window.__bench)
    const arrived = await page.evaluate(answersArrived, measured.api)
    const time = renderTime(probe, arrived, 1, shown)
    const longest = Math.max(0, ...probe.longTasks.filter((task) => task.start >= arrived[1]).map((task) => task.duration))
    return { ...time, mainThread, shown, longest, rows }
  } finally {
    await context.close()
  }
}

async function firstRenders(browser, baseUrl, name, measured, answerOf, rows) {
  const runs = []
  for (let run = 0; run < FIRST_RENDER_RUNS; run += 1) runs.push(await firstRender(browser, baseUrl, measured, answerOf(rows), rows))
  return {
    name,
    rows,
    shown: runs[0].shown,
    committed: median(runs.map((run) => run.committed)),
    laidOut: median(runs.map((run) => run.laidOut)),
    mainThread: median(runs.map((run) => run.mainThread)),
    longest: Math.max(...runs.map((run) => run.longest)),
  }
}

/** Pages 1 to 100 of 10 rows on /redeemRecordV4, each next one asked for by scrolling to the end. */
async function appendRun(browser, baseUrl) {
  const measured = PAGES_MEASURED.orders
  const { context, page, busy, busyAt } = await openPage(browser, baseUrl, measured, ordersAnswer(PAGE_SIZE))
  try {
    const mainThread = []
    for (let number = 1; number <= PAGES; number += 1) {
      await page.evaluate(scrolledToEnd, { rowClass: measured.rowClass, rows: number * PAGE_SIZE, scroll: number > 1 })
      await page.evaluate(settled)
      mainThread.push((await busy()) - busyAt[number])
    }
    const fullAt = await page.evaluate(() => performance.now())
    // with 1,000 rows on screen: back to the top and down to the end again, a screen at a time
    await page.evaluate(async () => {
      const element = document.querySelector('.scroll-list')
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      for (let top = element.scrollTop; top > 0; top -= element.clientHeight) {
        element.scrollTop = top
        await frame()
      }
      for (let top = 0; top < element.scrollHeight; top += element.clientHeight * 4) {
        element.scrollTop = top
        await frame()
      }
    })
    await page.waitForTimeout(500)
    const shown = await rowCount(page, measured.rowClass)
    if (shown !== PAGES * PAGE_SIZE) throw new Error(`/redeemRecordV4 shows ${shown} rows after ${PAGES} pages`)
    const probe = await page.evaluate(() => window.__bench)
    const arrived = await page.evaluate(answersArrived, measured.api)
    const pages = []
    for (let number = 1; number <= PAGES; number += 1) pages.push({ ...renderTime(probe, arrived, number, number * PAGE_SIZE), mainThread: mainThread[number - 1] })
    const longestOf = (tasks) => Math.max(0, ...tasks.map((task) => task.duration))
    return {
      pages,
      longestWhileAppending: longestOf(probe.longTasks.filter((task) => task.start >= arrived[1] && task.start < fullAt)),
      longestAt1000: longestOf(probe.longTasks.filter((task) => task.start >= fullAt)),
    }
  } finally {
    await context.close()
  }
}

async function appendFigures(browser, baseUrl) {
  const runs = []
  for (let run = 0; run < APPEND_RUNS; run += 1) runs.push(await appendRun(browser, baseUrl))
  const KEYS = ['committed', 'laidOut', 'mainThread']
  const figures = (pick) => Object.fromEntries(KEYS.map((key) => [key, median(runs.flatMap((run) => pick(run.pages).map((item) => item[key])))]))
  return {
    page1: figures((pages) => [pages[0]]),
    page2: figures((pages) => [pages[1]]),
    page100: figures((pages) => [pages[PAGES - 1]]),
    // steadier than one page: pages 2-11 against 91-100
    early: figures((pages) => pages.slice(1, 11)),
    late: figures((pages) => pages.slice(PAGES - 10)),
    longestWhileAppending: Math.max(...runs.map((run) => run.longestWhileAppending)),
    longestAt1000: Math.max(...runs.map((run) => run.longestAt1000)),
  }
}

// ---------------------------------------------------------------------------------------------
// Output

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

const verdict = (ok) => (ok ? 'ok' : 'OVER')

function ensureH5Build() {
  if (fs.existsSync(path.join(DIST_H5, 'index.html'))) return
  console.log('dist/h5 is missing: building it for the mock (APP_ENV=mock taro build --type h5, 2-3 minutes)')
  execFileSync(process.execPath, [path.join(root, 'node_modules/@tarojs/cli/bin/taro'), 'build', '--type', 'h5'], {
    cwd: root,
    env: { ...process.env, APP_ENV: 'mock' },
    stdio: 'inherit',
  })
}

async function listFigures() {
  ensureH5Build()
  const host = await serveBuild(DIST_H5)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const first = []
    for (const rows of [PAGE_SIZE, PAGES * PAGE_SIZE]) {
      first.push(await firstRenders(browser, host.baseUrl, '/redeemRecordV4', PAGES_MEASURED.orders, ordersAnswer, rows))
    }
    for (const rows of [PAGE_SIZE, PAGES * PAGE_SIZE]) {
      first.push(await firstRenders(browser, host.baseUrl, '/coinExchange', PAGES_MEASURED.goods, goodsAnswer, rows))
    }
    const append = await appendFigures(browser, host.baseUrl)
    return { first, append }
  } finally {
    await browser.close()
    await host.close()
  }
}

async function main() {
  const aes = aesFigures()
  console.log(`\nAES-256-CBC, the app's src/lib/crypto.ts in Node ${process.version}, a ${aes.bytes / 1024} KiB JSON body, median of ${AES_RUNS} runs after ${AES_WARM_UP} to warm up:\n`)
  printTable(
    ['', 'time', 'target', ''],
    [
      ['encrypt', ms(aes.encryptMs), `≤ ${AES_TARGET_MS} ms`, verdict(aes.encryptMs <= AES_TARGET_MS)],
      ['decrypt', ms(aes.decryptMs), `≤ ${AES_TARGET_MS} ms`, verdict(aes.decryptMs <= AES_TARGET_MS)],
    ],
  )

  const { first, append } = await listFigures()
  console.log(
    `\nLists in Chromium (dist/h5, mock build), 375×812 px. From an answer's arrival: "to DOM" until its rows are in the DOM,` +
      ` "to layout" until the app's mutation observers ran and layout is done; "main thread" is Chromium's busy time` +
      ` (TaskDuration) from the answer until the page is calm again. Medians of ${FIRST_RENDER_RUNS} runs (first render),` +
      ` ${APPEND_RUNS} runs (pages).\n`,
  )
  const firstRow = (item) => [item.name, `${item.rows} rows`, item.shown, ms(item.committed), ms(item.laidOut), ms(item.mainThread), ms(item.longest)]
  printTable(['first render', 'answer', 'rows shown', 'to DOM', 'to layout', 'main thread', 'longest task'], first.map(firstRow))
  console.log('')
  const pageRow = (name, figures) => [name, ms(figures.committed), ms(figures.laidOut), ms(figures.mainThread)]
  printTable(
    ['/redeemRecordV4, pages of 10 rows', 'to DOM', 'to layout', 'main thread'],
    [
      pageRow('page 1 (into an empty list)', append.page1),
      pageRow('page 2 (10 rows shown)', append.page2),
      pageRow('page 100 (990 rows shown)', append.page100),
      pageRow('pages 2-11, median', append.early),
      pageRow('pages 91-100, median', append.late),
    ],
  )
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`
  const ratioRow = (name, a, b, target) => [
    name,
    ratio(a.committed, b.committed),
    ratio(a.laidOut, b.laidOut),
    ratio(a.mainThread, b.mainThread),
    target ? `≤ ${target}×` : '',
    target ? verdict(a.mainThread / b.mainThread <= target && a.laidOut / b.laidOut <= target) : '',
  ]
  const [orders10, orders1000, goods10, goods1000] = first
  console.log('')
  printTable(
    ['ratio', 'to DOM', 'to layout', 'main thread', 'target', ''],
    [
      ratioRow('page 100 / page 1', append.page100, append.page1, APPEND_TARGET),
      ratioRow('page 100 / page 2', append.page100, append.page2, APPEND_TARGET),
      ratioRow('pages 91-100 / pages 2-11', append.late, append.early, APPEND_TARGET),
      ratioRow(`/redeemRecordV4 first render, 1,000 / 10 (${orders1000.shown} rows shown)`, orders1000, orders10),
      ratioRow(`/coinExchange first render, 1,000 / 10 (${goods1000.shown} rows shown)`, goods1000, goods10),
    ],
  )
  console.log('')
  printTable(
    ['longest main-thread task', 'time', 'target', ''],
    [
      ['appending pages 1-100 (/redeemRecordV4)', ms(append.longestWhileAppending), '', ''],
      ['1,000 rows on screen, scrolled up and down', ms(append.longestAt1000), `≤ ${LONG_TASK_TARGET_MS} ms`, verdict(append.longestAt1000 <= LONG_TASK_TARGET_MS)],
      // not paged: the catalog's goods render at once, a task linear in the goods
      ['first render of 1,000 goods at once (/coinExchange)', ms(goods1000.longest), '', ''],
      ['first render of a 1,000-row answer (/redeemRecordV4)', ms(orders1000.longest), '', ''],
    ],
  )
  console.log('\nTimings are printed, never asserted: the machine decides them.')
}

main().catch((error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
