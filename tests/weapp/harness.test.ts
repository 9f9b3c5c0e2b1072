// The headless host refuses what WeChat refuses, so a test cannot pass where the real mini-program
// would fail: a relative or (outside local and mock) plain-http request, a setData over 1 MB, a
// page that is not in app.json, an 11th page on the stack, a file that requires another
// subpackage's without waiting for it.
import fs from 'fs'
import os from 'os'
import path from 'path'
import { mockOrigin } from './support/mini-program'
import { Sandbox } from './support/sandbox'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const session = miniProgramSession()

function request(program: Awaited<ReturnType<typeof session.launch>>, url: string): Promise<unknown> {
  const wx = program.sandbox.context.wx as { request(options: Record<string, unknown>): void }
  return new Promise((resolve) => wx.request({ url, success: resolve, fail: resolve }))
}

describe('the headless WeChat', () => {
  it('fails a request to a relative URL as WeChat does', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await expect(request(program, '/api/user/info')).resolves.toEqual({ errMsg: 'request:fail invalid url "/api/user/info"' })
  })

  it('fails a plain-http request when the URL check is on (every build but local and mock)', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { allowPlainHttp: false } })
    await expect(request(program, `${mockOrigin}/api/user/info`)).resolves.toMatchObject({ errMsg: expect.stringContaining('url not in domain list') })
  })

  it('fails a setData of more than 1 MB and keeps the page as it was', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    await program.waitForText('我的金币')
    const before = program.text()
    const setData = program.page.instance.setData as (payload: Record<string, unknown>) => void
    setData({ huge: 'x'.repeat(1024 * 1024) })
    expect(program.errors).toEqual([expect.stringContaining("over WeChat's 1 MB")])
    expect(program.text()).toBe(before)
  })

  it('refuses to open a page that app.json does not have', async () => {
    const program = await session.launch({ token: DEMO_TOKEN })
    const wx = program.sandbox.context.wx as { navigateTo(options: Record<string, unknown>): void }
    const answer = await new Promise((resolve) => wx.navigateTo({ url: '/pages/nowhere/index', fail: resolve }))
    expect(answer).toEqual({ errMsg: 'navigateTo:fail page "pages/nowhere/index" is not found' })
  })

  it('refuses an 11th page on the stack', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: 'pages/not-found/index' })
    const wx = program.sandbox.context.wx as { navigateTo(options: Record<string, unknown>): void }
    const open = () => new Promise((resolve) => wx.navigateTo({ url: '/pages/not-found/index', success: resolve, fail: resolve }))
    for (let i = 1; i < 10; i += 1) await open()
    expect(program.stack).toHaveLength(10)
    await expect(open()).resolves.toEqual({ errMsg: 'navigateTo:fail webview count limit exceed' })
  })
})

describe("the headless WeChat's require", () => {
  const builds: string[] = []
  afterAll(() => builds.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  /** A build of two files: app.js in the main package requires sub/texts.js of a subpackage, both ways. */
  function twoPackageBuild(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-require-'))
    builds.push(dir)
    fs.mkdirSync(path.join(dir, 'sub'))
    fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ pages: ['index'], subPackages: [{ root: 'sub', pages: ['page'] }] }))
    fs.writeFileSync(path.join(dir, 'sub', 'texts.js'), 'module.exports = { hello: "hi" }')
    fs.writeFileSync(
      path.join(dir, 'app.js'),
      `try { require('./sub/texts.js') } catch (error) { globalThis.syncFailure = error.message }
       globalThis.loaded = require.async('./sub/texts.js')
       App({})`,
    )
    return dir
  }

  it("refuses a main package file's require of a subpackage's file, and gives it through require.async once downloaded", async () => {
    const downloads: string[] = []
    const sandbox = new Sandbox(twoPackageBuild(), { currentPages: () => [], log: () => undefined, downloadSubpackage: async (root) => void downloads.push(root) })
    sandbox.loadApp({})
    expect(sandbox.context.syncFailure).toContain('WeChat lets a file require only its own package')
    await expect(sandbox.context.loaded).resolves.toEqual({ hello: 'hi' })
    expect(downloads).toEqual(['sub'])
  })

  it("fails require.async with WeChat's mod and errMsg when the subpackage cannot be downloaded", async () => {
    const sandbox = new Sandbox(twoPackageBuild(), { currentPages: () => [], log: () => undefined, downloadSubpackage: () => Promise.reject(new Error('no network')) })
    sandbox.loadApp({})
    await expect(sandbox.context.loaded).rejects.toEqual({ mod: './sub/texts.js', errMsg: 'require.async:fail Error: no network' })
  })
})
