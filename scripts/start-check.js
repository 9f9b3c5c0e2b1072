// `npm run test:start`: the README's first command works. `npm start` (the mock API and the H5 app
// built and served as it is edited) serves /welfare signed in as the demo account; Chromium shows
// its coin balance, and nothing on the page fails or is refused (the content security policy once
// refused the dev server's eval source maps, and the page stayed on its spinner).
const { spawn } = require('child_process')
const http = require('http')
const path = require('path')
const { chromium } = require('playwright-core')
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./support/chromium')

const root = path.resolve(__dirname, '..')
const PORT = process.env.START_CHECK_PORT || '10186'
const MOCK_PORT = process.env.START_CHECK_MOCK_PORT || '10187'
const READY_WITHIN_MS = 240000

/** Resolves once the dev server answers `url` with a page. */
async function served(url, deadline) {
  for (;;) {
    // a request made while the first build runs is held until it is done: each try gives up after 5 s
    const status = await new Promise((resolve) => {
      const request = http.get(url, { timeout: 5000, headers: { accept: 'text/html' } }, (response) => resolve(response.resume().statusCode))
      request.on('timeout', () => request.destroy())
      request.on('error', () => resolve(0))
    })
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`npm start did not serve ${url} within ${READY_WITHIN_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

async function main() {
  const started = Date.now()
  const start = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
    cwd: root,
    // its own output: a build empties its output first, and the browser tests run on dist/h5 next
    env: { ...process.env, PORT, MOCK_PORT, OUTPUT_DIR: 'dist/start-check' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  start.stdout.on('data', (chunk) => (output += chunk))
  start.stderr.on('data', (chunk) => (output += chunk))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const url = `http://127.0.0.1:${PORT}/welfare`
    await served(url, started + READY_WITHIN_MS)
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    const failures = []
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()))
    page.on('pageerror', (error) => failures.push(String(error)))
    await page.goto(url)
    await page.getByTestId('coin-balance').first().waitFor({ timeout: Math.max(1000, started + READY_WITHIN_MS - Date.now()) })
    if (failures.length > 0) throw new Error(`/welfare under npm start: ${failures.join(' | ')}`)
    console.log(`npm start: /welfare shows the demo account's coins (${Math.round((Date.now() - started) / 1000)} s from start)`)
  } catch (error) {
    // the end of what npm start printed, without the build's progress bar
    process.stdout.write(output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split('\n').filter((line) => !/^[●\s]/.test(line)).slice(-40).join('\n'))
    throw error
  } finally {
    await browser.close()
    // start.js and its two children
    process.kill(-start.pid, 'SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
