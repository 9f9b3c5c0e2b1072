// `npm run test:build` (part of `npm test`): a production build ships only production (issue 8).
// 1. APP_ENV=prod without a key stops with one clear message and nothing after it.
// 2. APP_ENV=prod with a fresh random key builds H5 into dist/h5-prod-check, and its bundle holds
//    the production hosts and that key, and no other environment's host or key.
const { spawnSync } = require('child_process')
const crypto = require('crypto')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
const outputDir = path.join('dist', 'h5-prod-check')
const environments = require('../src/config/environments.json')
const taro = require.resolve('@tarojs/cli/bin/taro')

const failures = []

function check(ok, message) {
  console.log(`${ok ? '  ok ' : '  FAIL'} ${message}`)
  if (!ok) failures.push(message)
}

function build(env) {
  return spawnSync(process.execPath, [taro, 'build', '--type', 'h5'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, OUTPUT_DIR: outputDir, ...env },
  })
}

// Taro's progress bar and colours (TOOLCHAIN.md, pitfall 9)
const plain = (text) => (text || '').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Hosts and keys of every environment but prod; '/api' is too common a string, its key stands for it. */
function otherEnvironmentsSecrets() {
  return Object.entries(environments)
    .filter(([name]) => name !== 'prod')
    .flatMap(([, entry]) => [entry.host, entry.secondBrandHost, entry.aesKeyHex])
    .flatMap((value) => {
      if (/^[0-9a-fA-F]{64}$/.test(value)) return [value.toLowerCase()]
      return /^https?:\/\//.test(value) ? [new URL(value).host] : []
    })
    .filter((value, index, all) => all.indexOf(value) === index)
}

function checkRefusalWithoutKey() {
  console.log('APP_ENV=prod without APP_AES_KEY:')
  const result = build({ APP_ENV: 'prod', APP_AES_KEY: '' })
  const output = plain(`${result.stdout}\n${result.stderr}`)
  check(result.status !== 0, 'the build stops')
  check(output.includes('APP_ENV=prod has no AES key: set APP_AES_KEY'), 'it says why')
  check(!output.includes('找不到项目配置文件') && !/\n\s+at /.test(output), 'and prints no stack and no "project config not found"')
}

function checkBundle() {
  const key = crypto.randomBytes(32).toString('hex')
  console.log(`APP_ENV=prod with a test key, into ${outputDir} (a minute or two):`)
  fs.rmSync(path.join(root, outputDir), { recursive: true, force: true })
  const result = build({ APP_ENV: 'prod', APP_AES_KEY: key })
  check(result.status === 0, 'the build succeeds')
  if (result.status !== 0) {
    console.log(plain(`${result.stdout}\n${result.stderr}`).slice(-4000))
    return
  }
  const files = filesUnder(path.join(root, outputDir)).filter((file) => /\.(js|html)$/.test(file))
  const bundle = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n').toLowerCase()
  check(files.some((file) => file.endsWith('.js')), `the bundle has JavaScript (${files.length} files)`)
  for (const host of [environments.prod.host, environments.prod.secondBrandHost]) {
    check(bundle.includes(host), `it holds the production host ${host}`)
  }
  check(bundle.includes(key), 'it holds the build key')
  for (const secret of otherEnvironmentsSecrets()) {
    const shown = /^[0-9a-f]{64}$/.test(secret) ? `the key ${secret.slice(0, 8)}…` : secret
    check(!bundle.includes(secret), `it holds nothing of another environment: ${shown}`)
  }
}

checkRefusalWithoutKey()
checkBundle()
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) of the production build failed.`)
  process.exit(1)
}
console.log('\nThe production build ships only production.')
