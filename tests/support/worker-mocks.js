// One mock API server per Jest worker, each in its own process: its own state, resets, faults and
// clock (the clock moves the process's Date.now), so test files of the browser and mini-program
// suites run side by side (tests/e2e/run.js, tests/weapp/run.js).
const { spawn } = require('child_process')
const path = require('path')

const root = path.resolve(__dirname, '../..')

/** Starts one mock server on a free port (serving `staticDir` too, when given); resolves its origin. */
function startWorkerMock(staticDir) {
  const args = [require.resolve('tsx/cli'), 'mock/server.ts', '--port', '0', ...(staticDir ? ['--static', staticDir] : [])]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let printed = ''
    child.stdout.on('data', (chunk) => {
      printed += chunk
      const origin = /on (http:\/\/[\d.]+:\d+)\//.exec(printed)
      if (origin) resolve({ child, origin: origin[1] })
    })
    child.on('exit', (code) => reject(new Error(`the mock server for a worker ended (${code}): ${printed}`)))
  })
}

/** Starts `count` worker mocks; `stop()` ends them all. */
async function startWorkerMocks(count, staticDir) {
  const mocks = await Promise.all(Array.from({ length: count }, () => startWorkerMock(staticDir)))
  return {
    origins: mocks.map((mock) => mock.origin),
    stop() {
      for (const mock of mocks) {
        mock.child.removeAllListeners('exit')
        mock.child.kill('SIGTERM')
      }
    },
  }
}

module.exports = { startWorkerMocks }
