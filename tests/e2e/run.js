// `npm run test:e2e`: builds H5 into OUTPUT_DIR (default dist/h5; skipped with E2E_SKIP_BUILD=1), serves it with the mock API, runs the browser tests.
const { spawn, spawnSync } = require('child_process')
const fs = require('fs')
const http = require('http')
const path = require('path')
const { maxWorkers } = require('../../jest.e2e.config')
const { startWorkerMocks } = require('../support/worker-mocks')

const root = path.resolve(__dirname, '../..')

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Every file the browser can ask for, relative to the build. */
function builtFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name)
    if (entry.isDirectory()) return builtFiles(dir, relative)
    return /\.(js|css|html|svg|json)$/.test(entry.name) ? [relative] : []
  })
}

/**
 * Asks once for every built file, compressed as Chromium asks: the server compresses each file on
 * its first request, which on a busy machine takes longer than a test's page load may.
 */
async function warmCompressedFiles(baseUrl, outputDir) {
  for (const file of builtFiles(path.resolve(root, outputDir))) {
    await new Promise((resolve) => {
      const request = http.get(`${baseUrl}/${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        res.resume()
        res.on('end', resolve)
      })
      request.on('error', resolve)
    })
  }
}

async function main() {
  const outputDir = process.env.OUTPUT_DIR || 'dist/h5'
  if (process.env.E2E_SKIP_BUILD !== '1') {
    run(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', 'h5'], { APP_ENV: 'mock', OUTPUT_DIR: outputDir })
  }
  const mocks = await startWorkerMocks(maxWorkers, outputDir)
  const baseUrls = mocks.origins
  console.log(`e2e: serving ${outputDir} and the mock API for each of ${maxWorkers} workers on ${baseUrls.join(', ')}`)
  const warmStart = Date.now()
  await Promise.all(baseUrls.map((baseUrl) => warmCompressedFiles(baseUrl, outputDir)))
  console.log(`e2e: compressed the build's files in ${Math.round((Date.now() - warmStart) / 1000)} s`)
  const jest = spawn(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--config', 'jest.e2e.config.js', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URLS: baseUrls.join(',') } },
  )
  const status = await new Promise((resolve) => jest.on('exit', (code) => resolve(code ?? 1)))
  mocks.stop()
  process.exit(status)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
