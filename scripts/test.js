// `npm test`: every check in turn (type check, lint, unit, production build, mini-program, browser),
// stopping at the first that fails, and the time each took: CI's budget is a budget of time
// (README, "Tests"). The mini-program and browser stages leave dist/weapp and dist/h5 built for the
// mock environment, as `npm run build:weapp` and `npm run build:h5` would, so CI builds neither again.
const { spawnSync } = require('child_process')

const STAGES = [
  ['type check', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  ['production build', 'test:build'],
  ['mini-program tests', 'test:weapp'],
  ['browser tests', 'test:e2e'],
]

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const timings = []

function report() {
  console.log('\nnpm test, time by stage:')
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(20)} ${String(seconds).padStart(5)} s`)
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log(`  ${'total'.padEnd(20)} ${String(total).padStart(5)} s`)
}

for (const [name, script] of STAGES) {
  const started = Date.now()
  const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' })
  timings.push([name, Math.round((Date.now() - started) / 1000)])
  if (result.status !== 0) {
    report()
    console.error(`\nnpm test: ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
report()
