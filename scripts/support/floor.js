// The framework floor (bench/floor): a bare one-page Taro app built with the project's own config
// and dependencies (FLOOR=1, config/index.ts), so the project's figures can be read beside it.
const { spawnSync } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '../..')
const FLOOR_OUTPUT = { weapp: path.join(root, 'dist/floor-weapp'), h5: path.join(root, 'dist/floor-h5') }
// The floor plus the libraries every page of this project loads (bench/floor-deps).
const FLOOR_DEPS_OUTPUT = { weapp: path.join(root, 'dist/floor-deps-weapp'), h5: path.join(root, 'dist/floor-deps-h5') }

/**
 * Builds the floor for `type` ('weapp' or 'h5') into FLOOR_OUTPUT[type], or with `withLibraries`
 * the floor plus the chosen libraries into FLOOR_DEPS_OUTPUT[type]; throws with the build's log if it fails.
 */
function buildFloor(type, { withLibraries = false } = {}) {
  // The floor has no environment of its own, and OUTPUT_DIR would send it over the project's build.
  const env = { ...process.env, FLOOR: withLibraries ? 'deps' : '1', APP_ENV: 'mock' }
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
  const output = (withLibraries ? FLOOR_DEPS_OUTPUT : FLOOR_OUTPUT)[type]
  console.log(`built the ${type} floor${withLibraries ? ' with the libraries' : ''} into ${path.relative(root, output)} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return output
}

/** The floor's H5 build, built first if it is missing. */
function floorH5() {
  return fs.existsSync(path.join(FLOOR_OUTPUT.h5, 'index.html')) ? FLOOR_OUTPUT.h5 : buildFloor('h5')
}

module.exports = { FLOOR_OUTPUT, buildFloor, floorH5 }
