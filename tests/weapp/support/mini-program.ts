// The headless mini-program: the built `dist/weapp` launched as WeChat launches it (App, then the
// launch page's onLoad, onShow, onReady), a page stack that navigation moves, `setData` applied as
// WeChat applies it and the pages drawn through the build's own WXML. Tests read what a user
// sees and tap and type through Taro's own event handler, as WeChat's view layer would.
import fs from 'fs'
import path from 'path'
import { Sandbox, type Definition } from './sandbox'
import { elementsOf, isHidden, textOf, ViewLayer, type ViewElement, sidOf } from './view'
import { DEFAULT_SETTINGS, WxStandIn, type PageRouter, type RecordedRequest, type WxSettings } from './wx'

/** The build under test: dist/weapp unless WEAPP_DIST names another. */
export const distDir = path.resolve(__dirname, '../../..', process.env.WEAPP_DIST ?? 'dist/weapp')
/** The origin the build addresses its API at (MOCK_PORT of its build). */
export const buildOrigin = process.env.WEAPP_BUILD_ORIGIN ?? 'http://127.0.0.1:10087'
const workerOrigins = (process.env.WEAPP_MOCK_ORIGINS ?? buildOrigin).split(',')
/** This Jest worker's own mock API (tests/weapp/run.js starts one per worker). */
export const mockOrigin = workerOrigins[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % workerOrigins.length]

// WeChat's limits
const MAX_SET_DATA_BYTES = 1024 * 1024
const MAX_PAGE_STACK = 10

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; pages: string[] }>
  preloadRule?: Record<string, { network?: string; packages: string[] }>
  tabBar?: { list: Array<{ pagePath: string; text: string }> }
  lazyCodeLoading?: string
  [key: string]: unknown
}

export function readAppJson(dir = distDir): AppJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as AppJson
}

/** Every page of app.json, main package first, as WeChat names them (`packages/shop/coin-exchange/index`). */
export function appPages(app = readAppJson()): string[] {
  return [...app.pages, ...(app.subPackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))]
}

let sharedView: ViewLayer | undefined
function viewLayer(): ViewLayer {
  if (!sharedView || sharedView.distDir !== distDir) sharedView = new ViewLayer(distDir)
  return sharedView
}

export interface LaunchOptions {
  /** Signed in: the token WeChat's storage holds when the mini-program starts. */
  token?: string
  /** The launch page and query (`pages/index/index`); app.json's first page unless given. */
  url?: string
  /** WeChat's answers: language, platform, album, privacy, modal, latency. */
  settings?: Partial<WxSettings>
  /** The device's clock (ms since 1970); the machine's unless given. */
  clockAt?: number
  /** The device's time zone (`America/Los_Angeles`); the machine's unless given. */
  timeZone?: string
  /** Storage as WeChat kept it from earlier runs (values as stored, before JSON). */
  storage?: Record<string, unknown>
}

/** One page of the stack: its definition's instance, as WeChat makes it. */
export class PageInstance {
  readonly instance: Record<string, unknown>
  data: Record<string, unknown>
  /** How many requests the mini-program had sent when this page first drew (its first setData). */
  requestsAtFirstDraw: number | undefined
  private drawn: ViewElement | undefined

  constructor(
    readonly route: string,
    readonly query: Record<string, string>,
    definition: Definition,
    private readonly host: MiniProgram,
  ) {
    this.data = JSON.parse(JSON.stringify(definition.data ?? {})) as Record<string, unknown>
    this.instance = { ...definition }
    this.instance.data = this.data
    this.instance.route = route
    this.instance.__route__ = route
    this.instance.options = { ...query }
    this.instance.setData = (payload: Record<string, unknown>, callback?: () => void) => this.setData(payload, callback)
  }

  /** The page as WeChat draws it now. */
  view(): ViewElement {
    if (!this.drawn) this.drawn = this.host.viewLayer.draw(`${this.route}.wxml`, this.data)
    return this.drawn
  }

  call(lifecycle: string, ...args: unknown[]): unknown {
    const hook = this.instance[lifecycle]
    if (typeof hook !== 'function') return undefined
    return this.host.guard(`${this.route} ${lifecycle}`, () => hook.apply(this.instance, args))
  }

  private setData(payload: Record<string, unknown>, callback?: () => void): void {
    const json = JSON.stringify(payload)
    if (json.length > MAX_SET_DATA_BYTES) {
      this.host.errors.push(`setData on ${this.route}: ${json.length} bytes, over WeChat's 1 MB`)
      return
    }
    // data crosses to the view layer as JSON
    const copy = JSON.parse(json) as Record<string, unknown>
    for (const [key, value] of Object.entries(copy)) applyPath(this.data, key, value)
    this.requestsAtFirstDraw ??= this.host.wx.requests.length
    this.drawn = undefined
    this.host.changed()
    if (callback) this.host.defer(() => this.host.guard(`${this.route} setData callback`, callback))
  }
}

/** WeChat's setData path: `root.cn.[0].v`, `a.b[1].c`. */
function applyPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const steps: Array<string | number> = []
  for (const part of key.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part)
    if (!match) throw new Error(`setData: bad path ${key}`)
    if (match[1] !== '') steps.push(match[1])
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]))
  }
  let node: Record<string | number, unknown> = target
  steps.forEach((step, i) => {
    if (i === steps.length - 1) {
      node[step] = value
      return
    }
    const next = node[step]
    if (next === null || typeof next !== 'object') node[step] = typeof steps[i + 1] === 'number' ? [] : {}
    node = node[step] as Record<string | number, unknown>
  })
}

function parseUrl(url: string, from: string | undefined): { route: string; query: Record<string, string> } {
  const [pathPart, queryPart = ''] = url.split('?')
  let route = pathPart
  if (route.startsWith('/')) route = route.slice(1)
  else if (from) route = path.posix.normalize(path.posix.join(path.posix.dirname(from), route))
  const query: Record<string, string> = {}
  for (const pair of queryPart.split('&')) {
    if (!pair) continue
    const mark = pair.indexOf('=')
    // WeChat hands a page its query still URL-encoded
    if (mark === -1) query[pair] = ''
    else query[pair.slice(0, mark)] = pair.slice(mark + 1)
  }
  return { route, query }
}

export class MiniProgram {
  readonly wx: WxStandIn
  readonly sandbox: Sandbox
  readonly viewLayer = viewLayer()
  readonly stack: PageInstance[] = []
  /** console.error of the mini-program, uncaught errors and WeChat's refusals (setData too big). */
  readonly errors: string[] = []
  private readonly textWatchers: Array<{ text: string; drawnAt: (at: number) => void }> = []
  readonly warnings: string[] = []
  /** Every page opened, in order, with how (launch, navigateTo, ...). */
  readonly history: Array<{ how: string; url: string }> = []
  private readonly pages = new Set(appPages())
  /** app.json's tab bar pages, in order, and the instances WeChat keeps of them. */
  readonly tabRoutes = (readAppJson().tabBar?.list ?? []).map((item) => item.pagePath)
  private readonly tabPages = new Map<string, PageInstance>()
  private readonly deferred = new Set<NodeJS.Timeout>()
  private readonly rejections = (reason: unknown): void => {
    this.errors.push(`unhandled rejection: ${describe(reason)}`)
  }
  private closed = false
  private version = 0
  private readonly machineTimeZone = process.env.TZ

  private constructor(options: LaunchOptions) {
    const settings: WxSettings = { ...DEFAULT_SETTINGS, serverAt: { from: buildOrigin, to: mockOrigin }, ...options.settings }
    const router: PageRouter = {
      isTabPage: () => this.top !== undefined && this.tabRoutes.includes(this.top.route),
      switchTab: (url) => this.switchTab(url),
      navigateTo: (url) => this.navigateTo(url),
      redirectTo: (url) => this.redirectTo(url),
      reLaunch: (url) => this.reLaunch(url),
      navigateBack: (delta) => this.navigateBack(delta),
      elementById: (id) => (this.top ? [...elementsOf(this.top.view())].find((element) => element.attr.id === id) : undefined),
    }
    // the sandbox's Date reads the process's zone, as a phone's reads its own
    if (options.timeZone !== undefined) process.env.TZ = options.timeZone
    const offset = options.clockAt === undefined ? 0 : options.clockAt - Date.now()
    this.sandbox = new Sandbox(
      distDir,
      {
        currentPages: () => this.stack.map((page) => page.instance),
        log: (level, parts) => {
          const line = parts.map(describe).join(' ')
          if (level === 'error') this.errors.push(line)
          else if (level === 'warn') this.warnings.push(line)
        },
        downloadSubpackage: (root) =>
          new Promise((downloaded, failed) =>
            this.after(settings.subpackageDownloadMs, () => (this.wx.settings.networkType === 'none' ? failed(new Error(`no network to download ${root}`)) : downloaded())),
          ),
      },
      offset,
    )
    const wx = new WxStandIn(settings, this.sandbox.realm, router, (readAppJson().tabBar?.list ?? []).map((item) => item.text))
    this.wx = wx
    if (options.token !== undefined) wx.storage.set('token', JSON.stringify(options.token))
    for (const [key, value] of Object.entries(options.storage ?? {})) wx.storage.set(key, JSON.stringify(value))
    process.on('unhandledRejection', this.rejections)
  }

  /** Starts the mini-program as WeChat does: App's onLaunch and onShow, then the launch page. */
  static async launch(options: LaunchOptions = {}): Promise<MiniProgram> {
    const program = new MiniProgram(options)
    const app = program.guard('app.js', () => program.sandbox.loadApp(program.wx.api()))
    const url = options.url ?? readAppJson().pages[0]
    const { route, query } = parseUrl(url, undefined)
    const launch = { path: route, query, scene: 1001 }
    program.guard('App onLaunch', () => (app?.onLaunch as ((o: unknown) => void) | undefined)?.call(app, program.sandbox.realm.fromJson(JSON.stringify(launch))))
    program.guard('App onShow', () => (app?.onShow as ((o: unknown) => void) | undefined)?.call(app, program.sandbox.realm.fromJson(JSON.stringify(launch))))
    if (!program.pages.has(route)) {
      if (!program.wx.notifyPageNotFound(route, query)) program.errors.push(`launch page ${route} does not exist`)
    } else {
      program.open(route, query, 'launch', url)
    }
    await program.settle()
    return program
  }

  get top(): PageInstance | undefined {
    return this.stack[this.stack.length - 1]
  }

  /** The page on top of the stack; fails when there is none. */
  get page(): PageInstance {
    const top = this.top
    if (!top) throw new Error('no page is open')
    return top
  }

  get route(): string {
    return this.top?.route ?? ''
  }

  /** What the user reads on the page on top. */
  text(): string {
    return this.top ? textOf(this.top.view()) : ''
  }

  /** Waits until `check` holds (it is asked again after every change and every 20 ms); a cold first page on a busy two-core machine takes seconds. */
  async waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 10000): Promise<T> {
    const started = Date.now()
    for (;;) {
      const result = check()
      if (result !== undefined && result !== false) return result
      if (Date.now() - started > timeoutMs) {
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; on ${this.route}: "${this.text().slice(0, 600)}"; errors: ${this.errors.join(' | ') || 'none'}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  async waitForText(text: string, timeoutMs?: number): Promise<void> {
    await this.waitFor(() => this.text().includes(text), `"${text}"`, timeoutMs)
  }

  async waitForRoute(route: string, timeoutMs?: number): Promise<void> {
    await this.waitFor(() => this.route === route, `page ${route}`, timeoutMs)
  }

  /** Lets the answers now on their way arrive: waits until nothing has changed for `quietMs`. */
  async settle(quietMs = 60, timeoutMs = 5000): Promise<void> {
    const started = Date.now()
    let seen = -1
    let since = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (this.version !== seen) {
        seen = this.version
        since = Date.now()
      } else if (Date.now() - since >= quietMs) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  /**
   * The deepest visible element whose text holds `text` (an input by its placeholder or value too);
   * with `within`, the one inside the smallest element whose text holds both.
   */
  find(text: string, within?: string): ViewElement | undefined {
    if (!this.top) return undefined
    const deepest = (candidates: ViewElement[], wanted: string): ViewElement | undefined => {
      const matches = candidates.filter((element) => !hiddenWithin(element) && textOf(element).includes(wanted))
      return matches.find((element) => !element.children.some((child) => typeof child !== 'string' && matches.includes(child)))
    }
    const all = [...elementsOf(this.top.view())]
    if (within === undefined) return deepest(all, text)
    const scope = all
      .filter((element) => !hiddenWithin(element) && textOf(element).includes(within) && textOf(element).includes(text))
      .pop()
    return scope ? deepest([...elementsOf(scope)], text) : undefined
  }

  /** Elements of the page on top that satisfy `test`, in document order. */
  elements(test: (element: ViewElement) => boolean): ViewElement[] {
    return this.top ? [...elementsOf(this.top.view())].filter((element) => !hiddenWithin(element) && test(element)) : []
  }

  /** Elements of the page on top whose class list has `name`. */
  byClass(name: string): ViewElement[] {
    return this.elements((element) => classesOf(element).includes(name))
  }

  /**
   * Taps the element showing `target` (its text; with `within`, the one beside that text), as a
   * finger would: the tap bubbles up to every bound ancestor.
   */
  async tap(target: string | ViewElement, within?: string): Promise<void> {
    const element =
      typeof target === 'string'
        ? await this.waitFor(() => this.find(target, within), `"${target}"${within ? ` beside "${within}"` : ''} to tap`)
        : target
    this.dispatch(element, 'tap', { x: 0, y: 0 }, true)
    await this.settle()
  }

  /**
   * Taps the button labelled `label`: a taro-ui button, a native button or an element with the
   * button role. Of several, the last drawn (an open dialog's, above the page).
   */
  async tapButton(label: string): Promise<void> {
    const button = await this.waitFor(() => this.buttons(label).pop(), `a button "${label}"`)
    await this.tap(button)
  }

  /** The visible, enabled buttons labelled `label`; the last drawn first (an open dialog's, above the page). */
  enabledButton(label: string): ViewElement | undefined {
    return this.buttons(label)
      .filter((button) => !isDisabled(button))
      .pop()
  }

  /** The visible buttons labelled `label` (or `label` and a figure after it), in document order. */
  buttons(label: string): ViewElement[] {
    return this.elements(
      (element) =>
        (element.tag === 'wx-button' || classesOf(element).includes('at-button') || element.attr.ariaRole === 'button' || element.attr['aria-role'] === 'button') &&
        (textOf(element) === label || textOf(element).startsWith(`${label} `)),
    ).filter((element, index, all) => !all.some((other, otherIndex) => otherIndex > index && isAncestor(element, other)))
  }

  /** Two taps 0 ms apart on the same element, before any answer can arrive: a double tap. */
  async doubleTap(target: ViewElement): Promise<void> {
    this.dispatch(target, 'tap', { x: 0, y: 0 }, true)
    this.dispatch(target, 'tap', { x: 0, y: 0 }, true)
    await this.settle()
  }

  /** Requests the mini-program made to the API path (`/welfare/signIn`), in order. */
  requestsTo(apiPath: string): RecordedRequest[] {
    return this.wx.requests.filter((request) => new URL(request.url).pathname === `/api${apiPath}`)
  }

  /** Types `value` into the input whose placeholder (or value) shows `placeholder`. */
  async input(placeholder: string, value: string): Promise<void> {
    const field = await this.waitFor(
      () => this.elements((element) => element.tag === 'wx-input' && String(element.attr.placeholder ?? '').includes(placeholder))[0],
      `an input "${placeholder}"`,
    )
    this.dispatch(field, 'input', { value, cursor: value.length, keyCode: 0 }, false)
    await this.settle()
  }

  /** WeChat's event: handlers from the target up, each with its own currentTarget, until a catch. */
  dispatch(target: ViewElement, type: string, detail: Record<string, unknown>, bubbles: boolean): void {
    this.deliver(target, type, detail, bubbles)
    if (type === 'tap') this.openTypeOf(target)
  }

  /** A tap on a button with an open type makes WeChat act (and tell the button) after the tap. */
  private openTypeOf(target: ViewElement): void {
    let button: ViewElement | undefined = target
    while (button && button.tag !== 'wx-button') button = button.parent
    const openType = button?.attr.openType
    if (!button || typeof openType !== 'string' || openType === '' || button.attr.disabled === true) return
    const tapped = button
    if (openType === 'agreePrivacyAuthorization') {
      this.wx.tappedAgreeButtons.add(String(button.attr.id ?? ''))
      this.deliver(button, 'agreeprivacyauthorization', {}, false)
    } else if (openType === 'getPhoneNumber') {
      this.wx.askPhoneNumber((detail) => {
        if (!this.closed && this.top?.view()) this.deliver(tapped, 'getphonenumber', detail, false)
      })
    } else if (openType === 'contact') {
      this.wx.openContact(String(button.attr.sessionFrom ?? ''))
      // the user comes back from the chat
      this.defer(() => this.deliver(tapped, 'contact', { errMsg: 'enterContact:ok', path: '', query: {} }, false))
    }
  }

  private deliver(target: ViewElement, type: string, detail: Record<string, unknown>, bubbles: boolean): void {
    const page = this.page
    const handler = page.instance.eh
    if (typeof handler !== 'function') throw new Error(`${page.route} has no event handler`)
    const targetRef = { id: String(target.attr.id ?? ''), dataset: { sid: sidOf(target) ?? '' } }
    for (let element: ViewElement | undefined = target; element; element = bubbles ? element.parent : undefined) {
      const bound = element.attr[`bind${type}`] ?? element.attr[`catch${type}`]
      if (bound === 'eh') {
        const event = this.sandbox.realm.fromJson(
          JSON.stringify({
            type,
            timeStamp: Date.now(),
            target: targetRef,
            currentTarget: { id: String(element.attr.id ?? ''), dataset: { sid: sidOf(element) ?? '' } },
            detail,
            touches: [],
            changedTouches: [],
          }),
        )
        this.guard(`${page.route} ${type}`, () => handler.call(page.instance, event))
        if (element.attr[`catch${type}`] === 'eh') break
      }
      if (!bubbles) break
    }
  }

  /** Runs a lifecycle or handler; what it throws is an error of the run (and WeChat's App.onError hears it). */
  guard<T>(what: string, run: () => T): T | undefined {
    try {
      return run()
    } catch (error) {
      this.errors.push(`${what}: ${describe(error)}`)
      const onError = this.sandbox?.app?.onError
      if (typeof onError === 'function') {
        try {
          onError.call(this.sandbox.app, describe(error))
        } catch {
          // App.onError failing is already a failed run
        }
      }
      return undefined
    }
  }

  defer(run: () => void): void {
    this.after(0, run)
  }

  /** Runs `run` in `ms`, unless the mini-program has been closed by then. */
  private after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.deferred.delete(timer)
      if (!this.closed) run()
    }, ms)
    this.deferred.add(timer)
  }

  changed(): void {
    this.version += 1
    const drawn = this.textWatchers.filter((watcher) => this.text().includes(watcher.text))
    for (const watcher of drawn) {
      this.textWatchers.splice(this.textWatchers.indexOf(watcher), 1)
      watcher.drawnAt(Date.now())
    }
  }

  /**
   * When `text` is first drawn: noted at the change that draws it, not when a test next looks (a
   * busy machine can make the test look hundreds of ms late). At once if it is drawn already.
   */
  whenTextDrawn(text: string): Promise<number> {
    if (this.text().includes(text)) return Promise.resolve(Date.now())
    return new Promise((drawnAt) => this.textWatchers.push({ text, drawnAt }))
  }

  /** Ends the run: pages unloaded, every timer and request of the mini-program stopped. */
  close(): void {
    if (this.closed) return
    while (this.stack.length > 0) this.stack.pop()?.call('onUnload')
    this.closed = true
    this.wx.close()
    this.sandbox.close()
    for (const timer of this.deferred) clearTimeout(timer)
    process.off('unhandledRejection', this.rejections)
    if (this.machineTimeZone === undefined) delete process.env.TZ
    else process.env.TZ = this.machineTimeZone
  }

  private open(route: string, query: Record<string, string>, how: string, url: string): void {
    const definition = this.guard(`load ${route}`, () => this.sandbox.page(route))
    if (!definition) return
    const page = new PageInstance(route, query, definition, this)
    if (this.tabRoutes.includes(route)) this.tabPages.set(route, page)
    this.stack.push(page)
    this.history.push({ how, url })
    this.changed()
    page.call('onLoad', this.sandbox.realm.fromJson(JSON.stringify(query)))
    page.call('onShow')
    const loadedAt = Date.now()
    this.defer(() => {
      page.call('onReady')
      this.wx.renderedFirst(route, Date.now() - loadedAt)
    })
  }

  /** Unloads a page; a tab page only when the whole stack goes (reLaunch). */
  private leave(page: PageInstance | undefined, unloadTabs = false): void {
    if (!page) return
    if (this.tabPages.get(page.route) === page && !unloadTabs) {
      page.call('onHide')
      return
    }
    this.tabPages.delete(page.route)
    page.call('onUnload')
  }

  private checkUrl(url: string): { route: string; query: Record<string, string> } | string {
    const target = parseUrl(url, this.top?.route)
    return this.pages.has(target.route) ? target : `page "${target.route}" is not found`
  }

  private navigateTo(url: string): string | undefined {
    const target = this.checkUrl(url)
    if (typeof target === 'string') return target
    if (this.tabRoutes.includes(target.route)) return 'can not navigateTo a tabbar page'
    if (this.stack.length >= MAX_PAGE_STACK) return 'webview count limit exceed'
    this.top?.call('onHide')
    this.open(target.route, target.query, 'navigateTo', url)
    return undefined
  }

  private redirectTo(url: string): string | undefined {
    const target = this.checkUrl(url)
    if (typeof target === 'string') return target
    if (this.tabRoutes.includes(target.route)) return 'can not redirectTo a tabbar page'
    this.leave(this.stack.pop())
    this.open(target.route, target.query, 'redirectTo', url)
    return undefined
  }

  private reLaunch(url: string): string | undefined {
    const target = this.checkUrl(url)
    if (typeof target === 'string') return target
    while (this.stack.length > 0) this.leave(this.stack.pop(), true)
    this.tabPages.clear()
    this.open(target.route, target.query, 'reLaunch', url)
    return undefined
  }

  /** WeChat's switchTab: every page above goes, the tab page stays alive between visits. */
  private switchTab(url: string): string | undefined {
    const target = this.checkUrl(url)
    if (typeof target === 'string') return target
    if (!this.tabRoutes.includes(target.route)) return 'can not switch to no-tabBar page'
    if (this.top?.route === target.route) return undefined
    while (this.stack.length > 0) this.leave(this.stack.pop())
    const kept = this.tabPages.get(target.route)
    if (!kept) {
      this.open(target.route, {}, 'switchTab', url)
      return undefined
    }
    this.stack.push(kept)
    this.history.push({ how: 'switchTab', url })
    this.changed()
    kept.call('onShow')
    return undefined
  }

  private navigateBack(delta: number): string | undefined {
    if (this.stack.length <= 1) return 'cannot navigate back at first page.'
    const count = Math.min(Math.max(1, delta), this.stack.length - 1)
    for (let i = 0; i < count; i += 1) this.leave(this.stack.pop())
    this.history.push({ how: 'navigateBack', url: this.page.route })
    this.changed()
    this.page.call('onShow')
    return undefined
  }

  /** The labels of the tab bar as the user reads them now. */
  tabLabels(): string[] {
    return this.wx.tabLabels
  }

  /** Taps the tab labelled `label`: WeChat switches to its page. */
  async tapTab(label: string): Promise<void> {
    const index = this.wx.tabLabels.indexOf(label)
    if (index === -1) throw new Error(`no tab "${label}"; the tab bar reads ${this.wx.tabLabels.join(', ')}`)
    const failure = this.switchTab(`/${this.tabRoutes[index]}`)
    if (failure) throw new Error(failure)
    await this.settle()
  }
}

/** A disabled control: the native attribute, or taro-ui's disabled modifier. */
export function isDisabled(element: ViewElement): boolean {
  for (const node of elementsOf(element)) {
    if (node.attr.disabled === true || classesOf(node).some((name) => name.endsWith('--disabled'))) return true
  }
  return false
}

function isAncestor(ancestor: ViewElement, element: ViewElement): boolean {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true
  return false
}

export function classesOf(element: ViewElement): string[] {
  return typeof element.attr.class === 'string' ? element.attr.class.split(/\s+/).filter(Boolean) : []
}

function hiddenWithin(element: ViewElement): boolean {
  for (let node: ViewElement | undefined = element; node; node = node.parent) {
    if (isHidden(node)) return true
  }
  return false
}

function describe(value: unknown): string {
  if (value instanceof Error || (value !== null && typeof value === 'object' && 'stack' in value && 'message' in value)) {
    const error = value as Error
    return `${error.name}: ${error.message}`
  }
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}
