// `npm start`: the mock API and the H5 dev server, signed in as the demo account.
const { spawn } = require('child_process')
const path = require('path')

const root = path.resolve(__dirname, '..')
const port = process.env.PORT || '10086'
const mockPort = process.env.MOCK_PORT || '10087'
const env = { ...process.env, PORT: port, MOCK_PORT: mockPort, DEMO_LOGIN: '1', APP_ENV: process.env.APP_ENV || 'mock' }

const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'mock/server.ts'), '--port', mockPort], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', 'h5', '--watch'], { cwd: root, env, stdio: 'inherit' }),
]

console.log(`\n  App: http://127.0.0.1:${port}/  (mock API on ${mockPort}, demo account signed in)\n`)

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
