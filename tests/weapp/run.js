// `npm run test:weapp`: builds the mini-program (APP_ENV=mock into OUTPUT_DIR, default dist/weapp;
// WEAPP_SKIP_BUILD=1 reuses it) for the mock API at MOCK_PORT (default 10087), starts one mock API per
// Jest worker and runs the headless mini-program tests of tests/weapp against them: each worker's
// stand-in for wx.request sends what the build addresses to MOCK_PORT to its own mock.
const { spawn, spawnSync } = require('child_process')
const fs = require('fs')
const path = require('path')
require('tsx/cjs')
const { DEFAULT_MOCK_PORT } = require('../../config/environment')
const { maxWorkers } = require('../../jest.weapp.config')
const { startWorkerMocks } = require('../support/worker-mocks')

const root = path.resolve(__dirname, '../..')

function fail(message) {
  console.error(`test:weapp: ${message}`)
  process.exit(1)
}

/** The main package's JS talks to this origin, or the build is not the one these tests can serve. */
function checkBuildTalksTo(outputDir, origin) {
  const common = path.join(root, outputDir, 'common.js')
  if (!fs.existsSync(common)) fail(`${outputDir} has no build: run without WEAPP_SKIP_BUILD=1`)
  if (!fs.readFileSync(common, 'utf8').includes(`${origin}/api`)) {
    fail(`${outputDir} was not built for ${origin}/api (APP_ENV=mock, MOCK_PORT=${new URL(origin).port}); rebuild it or set MOCK_PORT to its port`)
  }
}

async function main() {
  const outputDir = process.env.OUTPUT_DIR || 'dist/weapp'
  const port = Number(process.env.MOCK_PORT || DEFAULT_MOCK_PORT)
  const origin = `http://127.0.0.1:${port}`
  if (process.env.WEAPP_SKIP_BUILD !== '1') {
    const started = Date.now()
    const build = spawnSync(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', 'weapp'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, APP_ENV: 'mock', MOCK_PORT: String(port), OUTPUT_DIR: outputDir },
    })
    // Taro's progress bar fills the log; its output matters only when the build fails
    if (build.status !== 0) fail(`the weapp build failed:\n${build.stdout}\n${build.stderr}`)
    console.log(`test:weapp: built ${outputDir} in ${Math.round((Date.now() - started) / 1000)} s`)
  }
  checkBuildTalksTo(outputDir, origin)
  const mocks = await startWorkerMocks(maxWorkers)
  console.log(`test:weapp: a mock API for each of ${maxWorkers} workers on ${mocks.origins.join(', ')}`)
  const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--config', 'jest.weapp.config.js', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEAPP_BUILD_ORIGIN: origin, WEAPP_MOCK_ORIGINS: mocks.origins.join(','), WEAPP_DIST: outputDir },
  })
  const status = await new Promise((resolve) => jest.on('exit', (code) => resolve(code ?? 1)))
  mocks.stop()
  process.exit(status)
}

main().catch((error) => fail(error.stack || String(error)))
