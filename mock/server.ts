// Starts the mock API server (docs/api.md).
// Usage: tsx mock/server.ts [--port 10087] [--host 127.0.0.1] [--static dist] [--demo-login]
import fs from 'fs'
import type { AddressInfo } from 'net'
import path from 'path'
import { createMockServer } from './app'

const USAGE = 'usage: tsx mock/server.ts [--port <n>] [--host <address>] [--static <dir>] [--demo-login]'

interface Options {
  port: number
  host: string
  staticDir: string | undefined
  demoLogin: boolean
}

function fail(text: string): never {
  console.error(`${text}\n${USAGE}`)
  process.exit(2)
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    port: process.env.PORT === undefined ? 10087 : Number(process.env.PORT),
    // Loopback by default: the demo token signs anyone in. Use --host 0.0.0.0 to test from a phone.
    host: '127.0.0.1',
    staticDir: undefined,
    demoLogin: false,
  }
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inlineValue] = argv[i].split(/=([^]*)/)
    const value = (): string => {
      const given = inlineValue !== undefined ? inlineValue : argv[(i += 1)]
      if (!given) fail(`${name} needs a value`)
      return given
    }
    if (name === '--port') options.port = Number(value())
    else if (name === '--host') options.host = value()
    else if (name === '--static') options.staticDir = value()
    else if (name === '--demo-login') options.demoLogin = true
    else fail(`unknown argument ${argv[i]}`)
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    fail('--port must be a number from 0 to 65535')
  }
  if (options.staticDir !== undefined) {
    options.staticDir = path.resolve(options.staticDir)
    if (!fs.existsSync(path.join(options.staticDir, 'index.html'))) {
      fail(`--static: no index.html in ${options.staticDir} (build the H5 app first)`)
    }
  }
  return options
}

const options = parseArgs(process.argv.slice(2))
const server = createMockServer({ staticDir: options.staticDir, demoLogin: options.demoLogin })

server.listen(options.port, options.host, () => {
  const { port } = server.address() as AddressInfo
  const extras = [
    options.staticDir && `static ${options.staticDir}`,
    options.demoLogin && 'demo login',
  ].filter(Boolean)
  console.log(
    `Mock API server on http://${options.host}:${port}/ (API under /api${extras.map((extra) => `; ${extra}`).join('')})`,
  )
})

function shutdown(): void {
  server.close(() => process.exit(0))
  // Hanging and keep-alive connections would otherwise hold the process open.
  server.closeAllConnections()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
