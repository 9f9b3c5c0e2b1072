// `npm run dev:weapp`: the mock API and a watching mini-program build for WeChat DevTools
// (APP_ENV=local into dist/weapp, talking to the mock at http://127.0.0.1:<MOCK_PORT>/api).
// DevTools refuses plain http unless its URL check is off: this writes that setting into
// project.private.config.json, DevTools' per-checkout settings (git ignores it), so the shared
// project.config.json keeps the check on for every real build.
const { spawn } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
const mockPort = process.env.MOCK_PORT || '10087'
const env = { ...process.env, MOCK_PORT: mockPort, APP_ENV: process.env.APP_ENV || 'local' }
const privateConfig = path.join(root, 'project.private.config.json')

function allowLocalHttpInDevTools() {
  let config = {}
  if (fs.existsSync(privateConfig)) {
    try {
      config = JSON.parse(fs.readFileSync(privateConfig, 'utf8'))
    } catch {
      console.error(`${privateConfig} is not JSON; fix or remove it`)
      process.exit(1)
    }
  }
  config.setting = { ...config.setting, urlCheck: false }
  fs.writeFileSync(privateConfig, `${JSON.stringify(config, null, 2)}\n`)
}

allowLocalHttpInDevTools()
const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'mock/server.ts'), '--port', mockPort], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', 'weapp', '--watch'], { cwd: root, env, stdio: 'inherit' }),
]

console.log(`\n  Mini-program: open this folder in WeChat DevTools (README, "WeChat DevTools"); mock API on http://127.0.0.1:${mockPort}/api\n`)

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
