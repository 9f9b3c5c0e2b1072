// `npm run size`: weapp package sizes and the H5 entry size, failing above the budgets.
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const root = path.resolve(__dirname, '..')
const KiB = 1024
const MiB = 1024 * KiB
const budgets = {
  weappMain: 1 * MiB,
  weappSubPackage: 2 * MiB,
  weappTotal: 20 * MiB,
  h5EntryGzip: 250 * KiB,
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const sizeOf = (files) => files.reduce((sum, file) => sum + fs.statSync(file).size, 0)
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
const failures = []

function check(label, value, budget) {
  const ok = value <= budget
  console.log(`${ok ? ' ' : '!'} ${label.padEnd(36)} ${kib(value).padStart(12)}   budget ${kib(budget)}`)
  if (!ok) failures.push(label)
}

function weapp() {
  const dir = path.join(root, 'dist/weapp')
  const appJson = path.join(dir, 'app.json')
  if (!fs.existsSync(appJson)) throw new Error('dist/weapp/app.json is missing: run `npm run build:weapp` first')
  const { subPackages = [] } = JSON.parse(fs.readFileSync(appJson, 'utf8'))
  const roots = subPackages.map((pkg) => path.join(dir, pkg.root))
  const all = filesUnder(dir)
  const main = all.filter((file) => !roots.some((pkgRoot) => file.startsWith(pkgRoot + path.sep)))
  console.log('weapp')
  check('main package', sizeOf(main), budgets.weappMain)
  for (const pkg of subPackages) check(`subpackage ${pkg.root}`, sizeOf(filesUnder(path.join(dir, pkg.root))), budgets.weappSubPackage)
  check('total', sizeOf(all), budgets.weappTotal)
}

function h5() {
  const dir = path.join(root, 'dist/h5')
  const indexHtml = path.join(dir, 'index.html')
  if (!fs.existsSync(indexHtml)) throw new Error('dist/h5/index.html is missing: run `npm run build:h5` first')
  const html = fs.readFileSync(indexHtml, 'utf8')
  const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => path.join(dir, match[1]))
  const raw = sizeOf(assets)
  const gzip = assets.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, 0)
  console.log(`h5 entry (${assets.length} files from index.html)`)
  console.log(`  ${'entry JS+CSS raw'.padEnd(36)} ${kib(raw).padStart(12)}`)
  check('entry JS+CSS gzipped', gzip, budgets.h5EntryGzip)
}

try {
  weapp()
  h5()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
if (failures.length) {
  console.error(`\nOver budget: ${failures.join(', ')}`)
  process.exit(1)
}
