// A fake of the parts of @tarojs/taro the app uses, so Jest runs without a Taro host.
// Tests drive it through `taroFake` (recorded calls, a programmable request transport).

export interface FakeRequestOptions {
  url: string
  method?: string
  data?: unknown
  header?: Record<string, string>
  timeout?: number
}

export interface FakeResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

type RequestHandler = (options: FakeRequestOptions) => Promise<FakeResponse>

const storage = new Map<string, unknown>()

/** What the fake selector query answers for a selector; an absent selector answers null. */
export interface FakeRect {
  top: number
  height: number
}

type WindowResizeListener = (result: { size: { windowWidth: number; windowHeight: number } }) => void

export const taroFake = {
  requests: [] as FakeRequestOptions[],
  calls: [] as Array<{ api: string; args: unknown }>,
  requestHandler: (async () => ({ statusCode: 200, data: { code: 200 } })) as RequestHandler,
  storage,
  env: 'WEB' as string,
  router: { path: '/', params: {} as Record<string, string> },
  /** boxes the selector query reports, by selector ('#list') */
  rects: new Map<string, FakeRect>(),
  windowResizeListeners: [] as WindowResizeListener[],
  reset(): void {
    this.rects.clear()
    this.windowResizeListeners = []
    this.requests = []
    this.calls = []
    this.requestHandler = async () => ({ statusCode: 200, data: { code: 200 } })
    storage.clear()
    this.env = 'WEB'
    this.router = { path: '/', params: {} }
  },
}

function record(api: string, args: unknown): Promise<void> {
  taroFake.calls.push({ api, args })
  return Promise.resolve()
}

const Taro = {
  ENV_TYPE: { WEAPP: 'WEAPP', WEB: 'WEB', ALIPAY: 'ALIPAY', SWAN: 'SWAN', TT: 'TT', QQ: 'QQ', JD: 'JD', RN: 'RN' },
  getEnv: () => taroFake.env,
  request: (options: FakeRequestOptions) => {
    taroFake.requests.push(options)
    return taroFake.requestHandler(options)
  },
  getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => {
    storage.set(key, value)
  },
  removeStorageSync: (key: string) => {
    storage.delete(key)
  },
  showToast: (args: unknown) => record('showToast', args),
  hideToast: () => record('hideToast', undefined),
  showLoading: (args: unknown) => record('showLoading', args),
  hideLoading: () => record('hideLoading', undefined),
  navigateTo: (args: unknown) => record('navigateTo', args),
  redirectTo: (args: unknown) => record('redirectTo', args),
  reLaunch: (args: unknown) => record('reLaunch', args),
  navigateBack: (args: unknown) => record('navigateBack', args),
  navigateToMiniProgram: (args: unknown) => record('navigateToMiniProgram', args),
  setNavigationBarTitle: (args: unknown) => record('setNavigationBarTitle', args),
  setClipboardData: (args: unknown) => record('setClipboardData', args),
  getCurrentInstance: () => ({ router: taroFake.router }),
  getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667 }),
  getSystemInfoSync: () => ({ platform: 'ios', windowWidth: 375, windowHeight: 667, language: 'zh_CN' }),
  getAppBaseInfo: () => ({ language: 'zh_CN', SDKVersion: '3.4.0', version: '8.0.50' }),
  getDeviceInfo: () => ({ platform: 'ios', system: 'iOS 17.0', brand: 'iPhone', model: 'iPhone 15' }),
  // the callback is recorded as the call's args, so a test can call it as the router would
  onPageNotFound: (callback: (event: unknown) => void) => record('onPageNotFound', callback),
  useRouter: () => taroFake.router,
  useDidShow: () => undefined,
  eventCenter: { on: () => undefined, off: () => undefined, trigger: () => undefined },
  // taro-ui sizes (AtLoading, AtSegmentedControl) go through these; H5's rule for a 750 design
  pxTransform: (size: number) => `${Math.ceil(((size / 40) * 640) / 750 * 10000) / 10000}rem`,
  initPxTransform: () => undefined,
  nextTick: (callback: () => void) => {
    void Promise.resolve().then(callback)
  },
  // a SelectorQuery of select(...).boundingClientRect() requests; exec answers asynchronously, like wx
  createSelectorQuery: () => {
    const selectors: string[] = []
    const query = {
      select: (selector: string) => ({
        boundingClientRect: () => {
          selectors.push(selector)
          return query
        },
      }),
      exec: (callback?: (results: Array<FakeRect | null>) => void) => {
        taroFake.calls.push({ api: 'createSelectorQuery.exec', args: [...selectors] })
        const results = selectors.map((selector) => {
          const rect = taroFake.rects.get(selector)
          return rect ? { ...rect, bottom: rect.top + rect.height, left: 0, right: 375, width: 375, id: '', dataset: {} } : null
        })
        void Promise.resolve().then(() => callback?.(results))
      },
    }
    return query
  },
  onWindowResize: (listener: WindowResizeListener) => {
    taroFake.windowResizeListeners.push(listener)
  },
  offWindowResize: (listener: WindowResizeListener) => {
    taroFake.windowResizeListeners = taroFake.windowResizeListeners.filter((entry) => entry !== listener)
  },
}

export default Taro
export const {
  request,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  showToast,
  getCurrentInstance,
  useRouter,
  useDidShow,
} = Taro

/** What a fake `wx.getRandomValues` answers (the slice of `wx` declared in src/platform/wx.d.ts). */
export interface FakeWxOptions {
  /** bytes to hand back for a requested length; default 0, 1, 2, ... */
  bytes?: (length: number) => Uint8Array
  /** answer through `fail` with this errMsg instead */
  failWith?: string
}

/** Installs a fake mini-program global `wx`; the returned list records each requested length. */
export function installFakeWx(options: FakeWxOptions = {}): { lengths: number[] } {
  const lengths: number[] = []
  const wx = {
    getRandomValues(request: {
      length: number
      success?: (result: { randomValues: ArrayBuffer }) => void
      fail?: (error: { errMsg: string }) => void
    }): void {
      lengths.push(request.length)
      // like wx, answer asynchronously
      void Promise.resolve().then(() => {
        if (options.failWith !== undefined) {
          request.fail?.({ errMsg: options.failWith })
          return
        }
        const bytes = options.bytes?.(request.length) ?? Uint8Array.from({ length: request.length }, (_, i) => i % 256)
        request.success?.({ randomValues: bytes.slice().buffer })
      })
    },
  }
  Object.assign(globalThis, { wx })
  return { lengths }
}

export function removeFakeWx(): void {
  Reflect.deleteProperty(globalThis, 'wx')
}
