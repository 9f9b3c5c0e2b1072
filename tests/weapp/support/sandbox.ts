// The logic layer of the headless mini-program: the build's own JavaScript in a `vm` context that
// has what WeChat's JS engine has (the language's built-ins, console and timers) and none of a
// browser's or Node's globals (`window`, `document`, `process`, `Buffer`, `fetch`), with WeChat's
// `App`, `Page`, `Component`, `getApp`, `getCurrentPages` and a `require` that resolves inside the build
// as WeChat's does: a package's files may require their own package's and the main package's; another
// subpackage's only through `require.async`, which waits for that subpackage to be downloaded.
import fs from 'fs'
import path from 'path'
import vm from 'vm'

type Hook = (...args: unknown[]) => unknown
/** A page or component definition as the build registers it: lifecycles, handlers and `data`. */
export type Definition = Record<string, unknown> & { data?: unknown }

export interface SandboxHooks {
  /** `getCurrentPages()`: the page stack, bottom first. */
  currentPages(): unknown[]
  /** What the mini-program printed; an error is a failure of the run. */
  log(level: 'log' | 'info' | 'warn' | 'error', parts: unknown[]): void
  /** WeChat downloads a subpackage `require.async` asks for: settles once it is in, fails when it cannot be. */
  downloadSubpackage(root: string): Promise<void>
}

type ModuleRequire = ((name: string) => unknown) & { async(name: string): Promise<unknown> }

const compiledScripts = new Map<string, vm.Script>()

/** One file of the build, compiled once per test process however many runs load it. */
function scriptOf(file: string): vm.Script {
  let script = compiledScripts.get(file)
  if (!script) {
    const source = fs.readFileSync(file, 'utf8')
    script = new vm.Script(`(function (require, module, exports) {${source}\n})`, { filename: file })
    compiledScripts.set(file, script)
  }
  return script
}

/** The JSON text of a value inside the sandbox's realm (objects of the outer realm fail its checks). */
export interface SandboxRealm {
  fromJson(json: string): unknown
  bytes(length: number): ArrayBuffer
}

export class Sandbox {
  readonly context: vm.Context
  readonly realm: SandboxRealm
  app: Definition | undefined
  private readonly pages = new Map<string, Definition>()
  private readonly components: Definition[] = []
  private readonly modules = new Map<string, { exports: unknown }>()
  /** app.json's subpackage roots, and those WeChat has downloaded (a page opened in one, or `require.async`) */
  private readonly subpackageRoots: string[]
  private readonly downloaded = new Set<string>()
  private readonly timers = new Map<number, NodeJS.Timeout>()
  private lastTimerId = 0
  private loading: string | undefined

  constructor(
    private readonly distDir: string,
    private readonly hooks: SandboxHooks,
    clockOffsetMs = 0,
  ) {
    const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as { subPackages?: Array<{ root: string }> }
    this.subpackageRoots = (appJson.subPackages ?? []).map((subpackage) => subpackage.root)
    const console = {
      log: (...parts: unknown[]) => hooks.log('log', parts),
      info: (...parts: unknown[]) => hooks.log('info', parts),
      debug: (...parts: unknown[]) => hooks.log('log', parts),
      warn: (...parts: unknown[]) => hooks.log('warn', parts),
      error: (...parts: unknown[]) => hooks.log('error', parts),
      time() {},
      timeEnd() {},
    }
    this.context = vm.createContext({
      console,
      // WeChat's timers answer numbers
      setTimeout: (run: Hook, delay?: unknown, ...args: unknown[]) => this.startTimer('timeout', run, delay, args),
      clearTimeout: (id: unknown) => this.stopTimer(id),
      setInterval: (run: Hook, delay?: unknown, ...args: unknown[]) => this.startTimer('interval', run, delay, args),
      clearInterval: (id: unknown) => this.stopTimer(id),
      App: (definition: Definition) => {
        this.app = definition
      },
      Page: (definition: Definition) => {
        if (!this.loading) throw new Error('Page() called outside a page file')
        this.pages.set(this.loading, definition)
      },
      // Taro's `comp` and `custom-wrapper`: their templates are drawn in place by the view layer
      Component: (definition: Definition) => {
        this.components.push(definition)
      },
      Behavior: (definition: unknown) => definition,
      getApp: () => this.app,
      getCurrentPages: () => hooks.currentPages(),
      requirePlugin: () => {
        throw new Error('requirePlugin: this mini-program uses no plugin')
      },
    })
    if (clockOffsetMs !== 0) {
      // the device's clock, not the machine's: Date reads it in the device's time zone as usual
      vm.runInContext(
        `(function (offset) {
          const RealDate = Date
          class DeviceDate extends RealDate {
            constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args) }
            static now() { return RealDate.now() + offset }
          }
          globalThis.Date = DeviceDate
        })`,
        this.context,
      )(clockOffsetMs)
    }
    const fromJson = vm.runInContext('(function (json) { return JSON.parse(json) })', this.context) as (json: string) => unknown
    const bytes = vm.runInContext('(function (length) { return new ArrayBuffer(length) })', this.context) as (length: number) => ArrayBuffer
    this.realm = { fromJson, bytes }
  }

  /** Loads app.js (and with it the main package's runtime, Taro and vendors) with `wx` as WeChat's API. */
  loadApp(wx: Record<string, unknown>): Definition {
    this.context.wx = wx
    this.require('app.js')
    if (!this.app) throw new Error('app.js did not call App()')
    return this.app
  }

  /** The definition `Page()` registered for a page path of app.json, loading its file on first use. */
  page(pagePath: string): Definition {
    const known = this.pages.get(pagePath)
    if (known) return known
    this.loading = pagePath
    // WeChat downloads a page's subpackage before it opens the page
    const root = this.packageOf(path.join(this.distDir, `${pagePath}.js`))
    if (root !== undefined) this.downloaded.add(root)
    try {
      this.require(`${pagePath}.js`)
    } finally {
      this.loading = undefined
    }
    const definition = this.pages.get(pagePath)
    if (!definition) throw new Error(`${pagePath}.js did not call Page()`)
    return definition
  }

  /** Stops every timer the mini-program left running. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private startTimer(kind: 'timeout' | 'interval', run: Hook, delay: unknown, args: unknown[]): number {
    this.lastTimerId += 1
    const id = this.lastTimerId
    const ms = Number(delay) || 0
    const timer =
      kind === 'timeout'
        ? setTimeout(() => {
            this.timers.delete(id)
            run(...args)
          }, ms)
        : setInterval(() => run(...args), ms)
    this.timers.set(id, timer)
    return id
  }

  private stopTimer(id: unknown): void {
    const timer = this.timers.get(Number(id))
    if (!timer) return
    clearTimeout(timer)
    this.timers.delete(Number(id))
  }

  /** The subpackage root a file of the build is in; undefined for the main package. */
  private packageOf(file: string): string | undefined {
    const fromRoot = path.relative(this.distDir, file).split(path.sep).join('/')
    return this.subpackageRoots.find((root) => fromRoot.startsWith(`${root}/`))
  }

  private resolve(relativeFile: string, fromDir: string): string {
    let file = path.resolve(fromDir, relativeFile)
    if (!file.endsWith('.js')) file += '.js'
    if (!file.startsWith(this.distDir + path.sep)) throw new Error(`require outside the build: ${relativeFile}`)
    return file
  }

  /** `require(name)` in `caller` (none: WeChat itself loading app.js or a page). */
  private require(relativeFile: string, fromDir = this.distDir, caller?: string): unknown {
    const file = this.resolve(relativeFile, fromDir)
    const target = this.packageOf(file)
    if (caller !== undefined && target !== undefined && target !== this.packageOf(caller)) {
      throw new Error(`${path.relative(this.distDir, caller)} requires ${relativeFile} of subpackage ${target}: WeChat lets a file require only its own package's and the main package's (require.async for another's)`)
    }
    return this.load(file)
  }

  /** `require.async(name)` in `caller`: the module once its subpackage is downloaded; WeChat's `{ mod, errMsg }` if it cannot be. */
  private requireAsync(relativeFile: string, caller: string): Promise<unknown> {
    const file = this.resolve(relativeFile, path.dirname(caller))
    const root = this.packageOf(file)
    const downloaded = root === undefined || this.downloaded.has(root) ? Promise.resolve() : this.hooks.downloadSubpackage(root).then(() => void this.downloaded.add(root))
    // a promise of the mini-program's own realm, as WeChat's is
    const RealmPromise = vm.runInContext('Promise', this.context) as PromiseConstructor
    return new RealmPromise((loaded, failed) =>
      downloaded.then(
        () => loaded(this.load(file)),
        (error: unknown) => failed(this.realm.fromJson(JSON.stringify({ mod: relativeFile, errMsg: `require.async:fail ${String(error)}` }))),
      ),
    )
  }

  private load(file: string): unknown {
    const known = this.modules.get(file)
    if (known) return known.exports
    const module = { exports: {} as unknown }
    this.modules.set(file, module)
    const run = scriptOf(file).runInContext(this.context) as (require: ModuleRequire, module: unknown, exports: unknown) => void
    const requireHere: ModuleRequire = Object.assign((name: string) => this.require(name, path.dirname(file), file), {
      async: (name: string) => this.requireAsync(name, file),
    })
    run(requireHere, module, module.exports)
    return module.exports
  }
}
