// The stack floor (bench/floor): a one-page Taro app built with the project's own config and
// dependencies (FLOOR=1, config/index.ts) that uses the product's chosen libraries as an app does,
// so the project's figures can be read beside what the stack itself costs.
const { spawnSync } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '../..')
const FLOOR_OUTPUT = { weapp: path.join(root, 'dist/floor-weapp'), h5: path.join(root, 'dist/floor-h5') }

/** Builds the floor for `type` ('weapp' or 'h5') into FLOOR_OUTPUT[type]; throws with the build's log if it fails. */
function buildFloor(type) {
  // The floor has no environment of its own, and OUTPUT_DIR would send it over the project's build.
  const env = { ...process.env, FLOOR: '1', APP_ENV: 'mock' }
  delete env.OUTPUT_DIR
  const started = Date.now()
  const result = spawnSync(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', type], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    throw new Error(`building the ${type} floor failed:\n${result.stdout}\n${result.stderr}`)
  }
  console.log(`built the ${type} floor into ${path.relative(root, FLOOR_OUTPUT[type])} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return FLOOR_OUTPUT[type]
}

/** The floor's H5 build, built first if it is missing. */
function floorH5() {
  return fs.existsSync(path.join(FLOOR_OUTPUT.h5, 'index.html')) ? FLOOR_OUTPUT.h5 : buildFloor('h5')
}

module.exports = { FLOOR_OUTPUT, buildFloor, floorH5 }
