// `npm test`: every check (type check, lint, unit, production build, mini-program, browser), the time
// each took and the time of each phase: CI's budget is a budget of time (README, "Tests"). Checks of
// one phase run side by side (a build keeps about one core of two busy, a type check or lint one);
// a phase starts when the one before it has passed, so the run stops at the first phase that fails.
// The mini-program and browser tests run on the builds of the phase before them, built for the mock
// as `npm run test:weapp` and `npm run test:e2e` would build them; they stay in dist/weapp and
// dist/h5, so CI's `npm run size` builds neither again. Both use MOCK_PORT as those scripts do.
const { spawn } = require('child_process')
const path = require('path')

const root = path.resolve(__dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const taro = [process.execPath, require.resolve('@tarojs/cli/bin/taro'), 'build', '--type']

/** A check: its name, its command, and whether its output is shown only when it fails (a build's progress). */
const npmRun = (name, script, env = {}) => ({ name, command: [npm, 'run', '--silent', script], env })
const mockBuild = (name, type, outputDir) => ({ name, command: [...taro, type], env: { APP_ENV: 'mock', OUTPUT_DIR: outputDir }, quiet: true })

const PHASES = [
  [npmRun('type check', 'typecheck'), npmRun('lint', 'lint')],
  [npmRun('unit tests', 'test:unit')],
  [npmRun('production build', 'test:build'), mockBuild('mini-program build', 'weapp', 'dist/weapp'), mockBuild('browser build', 'h5', 'dist/h5')],
  // the README's first command (`npm start`) beside them: its build keeps the other core busy
  [npmRun('mini-program tests', 'test:weapp', { WEAPP_SKIP_BUILD: '1', OUTPUT_DIR: 'dist/weapp' }), npmRun('npm start', 'test:start')],
  [npmRun('browser tests', 'test:e2e', { E2E_SKIP_BUILD: '1', OUTPUT_DIR: 'dist/h5' })],
]

const timings = []

/** Runs one check; a check alone in its phase prints as it goes, side-by-side checks print when done. */
function runCheck(check, alone) {
  const started = Date.now()
  const [command, ...args] = check.command
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...check.env }, stdio: alone && !check.quiet ? 'inherit' : 'pipe' })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      timings.push([check.name, seconds])
      const passed = code === 0
      if (output && (!check.quiet || !passed)) process.stdout.write(`\n--- ${check.name} ---\n${output}`)
      console.log(`npm test: ${check.name} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`)
      resolve(passed)
    })
  })
}

function report(total) {
  console.log('\nnpm test, time by check (checks of one phase overlap):')
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(20)} ${String(seconds).padStart(5)} s`)
  console.log(`  ${'total'.padEnd(20)} ${String(total).padStart(5)} s`)
}

async function main() {
  const started = Date.now()
  for (const phase of PHASES) {
    const results = await Promise.all(phase.map((check) => runCheck(check, phase.length === 1)))
    const failed = phase.filter((_, index) => !results[index])
    if (failed.length > 0) {
      report(Math.round((Date.now() - started) / 1000))
      console.error(`\nnpm test: ${failed.map((check) => check.name).join(', ')} failed`)
      process.exit(1)
    }
  }
  report(Math.round((Date.now() - started) / 1000))
}

main()
