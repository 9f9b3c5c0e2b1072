// `npm run size`: builds the stack floor (bench/floor) for weapp and H5, then prints every size of
// dist/weapp and dist/h5 beside the floor's and as a ratio, all measured in this run, and fails
// above the budgets. dist/weapp and dist/h5 must be built first (`npm run build:weapp`,
// `npm run build:h5`; CI builds them before this runs).
const fs = require('fs')
const os = require('os')
const path = require('path')
const zlib = require('zlib')
const { chromium } = require('playwright-core')
const { buildFloor } = require('./support/floor')
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./support/chromium')
const { serveBuild } = require('./support/host')

const KiB = 1024
const MiB = 1024 * KiB

// Every budget is checked and printed; a figure over its ceiling or limit fails the run.
//
// Issue 24 sets the weapp main package (the home and "me" tabs included) and /welfare's first load
// (JS+CSS until the coin balance shows) at 1.2x the stack floor's. Both are printed against that
// target; the ratio enforced is the ceiling: what they weigh today plus a little room, lowered as the
// first load loses weight and never raised to let a change in. How the ceilings moved, issue by
// issue: `git log -p scripts/size.js`.
const BUDGETS = {
  // 1.422x on 2026-11-28: 478.5 KiB, the stack floor's 336.4 KiB (the shell's and home's texts in
  // four languages moved to a subpackage; the welfare store made by its pages)
  weappMainToFloor: { target: 1.2, ceiling: 1.425 },
  weappSubPackage: { limit: 1 * MiB },
  weappTotal: { limit: 20 * MiB },
  // what every page loads before its own chunk: 158.4 KiB gzipped on 2026-11-28
  h5EntryGzip: { limit: 158.5 * KiB },
  // 1.554x on 2026-11-28: 182.0 KiB, the stack floor's page 117.2 KiB
  h5WelfareFirstContentToFloor: { target: 1.2, ceiling: 1.555 },
}

// A zh_CN text of the shell (common.initialising): the weapp main package holds it as UTF-8
// characters, not as \u escapes (Taro's default `ascii_only` triples the size of CJK text).
const SHELL_TEXT = '初始化中'

const root = path.resolve(__dirname, '..')
const DIST = { weapp: path.join(root, 'dist/weapp'), h5: path.join(root, 'dist/h5') }

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const sizeOf = (files) => files.reduce((sum, file) => sum + fs.statSync(file).size, 0)
const gzipSizeOf = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const gzipSizeOfAll = (files) => files.reduce((sum, file) => sum + gzipSizeOf(file), 0)
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
const limitText = (bytes) => (bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes / KiB} KiB`)

function requireBuild(file, command) {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`${command}\` first`)
}

/** The weapp build's main package, each subpackage, and all its files. */
function weappPackages(dir) {
  const appJson = path.join(dir, 'app.json')
  requireBuild(appJson, 'npm run build:weapp')
  const { subPackages = [] } = JSON.parse(fs.readFileSync(appJson, 'utf8'))
  const all = filesUnder(dir)
  const inPackage = (pkgRoot) => (file) => file.startsWith(path.join(dir, pkgRoot) + path.sep)
  return {
    all,
    main: all.filter((file) => !subPackages.some((pkg) => inPackage(pkg.root)(file))),
    subPackages: subPackages.map((pkg) => ({ root: pkg.root, files: all.filter(inPackage(pkg.root)) })),
  }
}

/** The JS and CSS files index.html names. */
function h5EntryFiles(dir) {
  const indexHtml = path.join(dir, 'index.html')
  requireBuild(indexHtml, 'npm run build:h5')
  const html = fs.readFileSync(indexHtml, 'utf8')
  return [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => path.join(dir, match[1]))
}

/**
 * The JS and CSS files a page of an H5 build had asked for when its content came into the page (the
 * first element matching `content.selector` and holding `content.text`), as Chromium loads them from
 * the build served with the mock API, signed in as the demo account. Timed in the page, so what the
 * page asks for once its content is there never counts, however late the test sees it.
 */
async function firstContentFiles(dir, pagePath, content) {
  const host = await serveBuild(dir)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'size-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
  })
  try {
    await context.addCookies([{ name: 'token', value: 'demo-token', url: host.baseUrl }])
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(({ selector, text }) => {
      const shown = () => [...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))
      new MutationObserver((_, observer) => {
        if (!shown()) return
        window.__contentShownAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, content)
    await page.goto(`${host.baseUrl}${pagePath}`)
    await page.waitForFunction(() => window.__contentShownAt !== undefined, undefined, { timeout: 60000 })
    const pathnames = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__contentShownAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
        .map((url) => url.pathname),
    )
    return [...new Set(pathnames)].map((pathname) => path.join(dir, decodeURIComponent(pathname)))
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
    await host.close()
  }
}

const rows = []
const failures = []

/** One figure of the project, beside the floor's when there is one, checked against a budget when given. */
function figure(name, value, floorValue, budget) {
  const ratio = floorValue ? value / floorValue : undefined
  let verdict = ''
  let budgetText = ''
  if (budget?.ceiling !== undefined) {
    budgetText = `target ${budget.target}×, ceiling ${budget.ceiling}×`
    verdict = ratio > budget.ceiling ? 'OVER' : ratio > budget.target ? 'ok (target missed)' : 'ok'
    if (ratio > budget.ceiling) failures.push(name)
  } else if (budget) {
    budgetText = `≤ ${limitText(budget.limit)}`
    verdict = value > budget.limit ? 'OVER' : 'ok'
    if (value > budget.limit) failures.push(name)
  }
  rows.push([
    name,
    kib(value),
    floorValue === undefined ? '' : kib(floorValue),
    ratio === undefined ? '' : `${ratio.toFixed(3)}×`,
    budgetText,
    verdict,
  ])
}

function printTable() {
  const header = ['figure', 'this project', 'stack floor', 'ratio', 'budget', '']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

function listFiles(title, dir, files) {
  console.log(`\n${title}:`)
  for (const file of files) console.log(`  ${path.relative(dir, file).padEnd(28)} ${kib(gzipSizeOf(file)).padStart(10)} gzipped`)
}

function weappFigures(floorDir) {
  const project = weappPackages(DIST.weapp)
  const floor = weappPackages(floorDir)
  figure('weapp main package', sizeOf(project.main), sizeOf(floor.main), BUDGETS.weappMainToFloor)
  for (const pkg of project.subPackages) figure(`weapp subpackage ${pkg.root}`, sizeOf(pkg.files), undefined, BUDGETS.weappSubPackage)
  figure('weapp total', sizeOf(project.all), undefined, BUDGETS.weappTotal)
  return project
}

// Spec 2 names these mini-program pages; the login page is a subpackage of its own, so the built
// app.json is where its path is checked.
const SPEC_WEAPP_PAGES = ['pages/login/index', 'pages/webview/index']

/** The pages spec 2 names are where it says, in the built app.json (main package or subpackage). */
function checkSpecPagePaths() {
  const { pages = [], subPackages = [] } = JSON.parse(fs.readFileSync(path.join(DIST.weapp, 'app.json'), 'utf8'))
  const built = [...pages, ...subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
  const missing = SPEC_WEAPP_PAGES.filter((page) => !built.includes(page))
  if (missing.length) {
    console.log(`OVER weapp app.json lacks spec 2's ${missing.join(', ')}`)
    failures.push("weapp spec 2's page paths")
  } else {
    console.log(`ok   weapp app.json has spec 2's ${SPEC_WEAPP_PAGES.join(', ')}`)
  }
}

/** Item 4 of issue 9: CJK stays UTF-8 in the weapp main package's JS. */
function checkShellTextIsUtf8(project) {
  const holders = project.main
    .filter((file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes(SHELL_TEXT))
    .map((file) => path.relative(DIST.weapp, file))
  if (holders.length) {
    console.log(`\nok   weapp main package JS holds "${SHELL_TEXT}" as UTF-8 characters (${holders.join(', ')})`)
  } else {
    console.log(`\nOVER weapp main package JS does not hold "${SHELL_TEXT}" as characters (\\u escapes? ascii_only?)`)
    failures.push('weapp CJK as UTF-8')
  }
}

async function h5Figures(floorDir) {
  const projectEntry = h5EntryFiles(DIST.h5)
  const floorEntry = h5EntryFiles(floorDir)
  figure('H5 entry JS+CSS (index.html), raw', sizeOf(projectEntry), sizeOf(floorEntry))
  figure('H5 entry JS+CSS (index.html), gzipped', gzipSizeOfAll(projectEntry), gzipSizeOfAll(floorEntry), BUDGETS.h5EntryGzip)
  const welfare = await firstContentFiles(DIST.h5, '/welfare', { selector: '[data-testid="coin-balance"]', text: '' })
  const floorPage = await firstContentFiles(floorDir, '/', { selector: '.floor', text: 'Hello world!' })
  figure('H5 /welfare JS+CSS until content, gzipped (floor: its page)', gzipSizeOfAll(welfare), gzipSizeOfAll(floorPage), BUDGETS.h5WelfareFirstContentToFloor)
  return { welfare, floorPage }
}

async function main() {
  requireBuild(path.join(DIST.weapp, 'app.json'), 'npm run build:weapp')
  requireBuild(path.join(DIST.h5, 'index.html'), 'npm run build:h5')
  const floorWeapp = buildFloor('weapp')
  const floorH5 = buildFloor('h5')
  console.log('')
  const project = weappFigures(floorWeapp)
  const loads = await h5Figures(floorH5)
  printTable()
  checkShellTextIsUtf8(project)
  checkSpecPagePaths()
  listFiles('/welfare loaded before its content showed', DIST.h5, loads.welfare)
  listFiles("the floor's page loaded before its text showed", floorH5, loads.floorPage)
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`\nOver budget: ${failures.join(', ')}`)
      process.exit(1)
    }
  })
  .catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
