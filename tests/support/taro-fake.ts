// @tarojs/taro in Jest: Taro's own H5 APIs (what the H5 build aliases @tarojs/taro to: storage on
// localStorage, pxTransform, nextTick, eventCenter, toasts ...), with a thin fake over what this
// machine lacks, each with its reason. Tests drive the fake through `taroFake`.
import { act, useEffect, useRef } from 'react'

type TaroH5Apis = typeof import('@tarojs/plugin-platform-h5/dist/runtime/apis')

// Taro's H5 APIs need a window: the tests that run in Node (@jest-environment node) get the fake alone
const TaroH5: TaroH5Apis | undefined =
  typeof window === 'undefined' ? undefined : jest.requireActual<TaroH5Apis>('@tarojs/plugin-platform-h5/dist/runtime/apis')

function h5(): TaroH5Apis {
  if (!TaroH5) throw new Error("Taro's H5 APIs need the jsdom test environment")
  return TaroH5
}

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

/** Taro's own storage (localStorage on H5), seen as a Map: the weapp twins keep their values here. */
const storage = {
  has: (key: string): boolean => h5().getStorageInfoSync().keys.includes(key),
  get: (key: string): unknown => (storage.has(key) ? h5().getStorageSync(key) : undefined),
  set: (key: string, value: unknown): void => h5().setStorageSync(key, value),
  delete: (key: string): void => h5().removeStorageSync(key),
  clear: (): void => TaroH5?.clearStorageSync(),
}

/** What the fake selector query answers for a selector; an absent selector answers null. */
export interface FakeRect {
  top: number
  height: number
}

type WindowResizeListener = (result: { size: { windowWidth: number; windowHeight: number } }) => void

/** The page's show and hide hooks of the mounted components; a test plays the router (`taroFake.hidePage()`). */
const pageLifecycle = { show: new Set<() => void>(), hide: new Set<() => void>() }

function pageLifecycleHook(listeners: Set<() => void>) {
  return function usePageLifecycle(callback: () => void): void {
    const latest = useRef(callback)
    latest.current = callback
    useEffect(() => {
      const listener = () => latest.current()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    }, [])
  }
}

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
  /** another page covers the mounted one (navigateTo), as Taro's router tells it */
  hidePage(): void {
    act(() => pageLifecycle.hide.forEach((listener) => listener()))
  },
  /** the mounted page is shown again (the page above it closed) */
  showPage(): void {
    act(() => pageLifecycle.show.forEach((listener) => listener()))
  },
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

// Taro's H5 build calls this with the design width of config/index.ts before the app starts
TaroH5?.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })

const Taro = {
  // the H5 build's babel-plugin-transform-taroapi turns Taro.x into named imports; Jest has no such step
  ...TaroH5?.default,
  ...TaroH5,
  // the weapp twins' tests say which host they stand in (jsdom is always WEB)
  getEnv: () => taroFake.env,
  // the network
  request: (options: FakeRequestOptions) => {
    taroFake.requests.push(options)
    return taroFake.requestHandler(options)
  },
  // page changes and titles go through the H5 router, which a component test does not mount
  // (Taro's navigateTo throws "Cannot read properties of undefined (reading 'listen')" without it)
  navigateTo: (args: unknown) => record('navigateTo', args),
  redirectTo: (args: unknown) => record('redirectTo', args),
  reLaunch: (args: unknown) => record('reLaunch', args),
  navigateBack: (args: unknown) => record('navigateBack', args),
  setNavigationBarTitle: (args: unknown) => record('setNavigationBarTitle', args),
  getCurrentInstance: () => ({ router: taroFake.router }),
  useRouter: () => taroFake.router,
  // Taro's router is not mounted: the page is shown and hidden by the test (taroFake.showPage)
  useDidShow: pageLifecycleHook(pageLifecycle.show),
  useDidHide: pageLifecycleHook(pageLifecycle.hide),
  // the router calls it back; the callback is recorded as the call's args, so a test can call it
  onPageNotFound: (callback: (event: unknown) => void) => record('onPageNotFound', callback),
  // WeChat only
  navigateToMiniProgram: (args: unknown) => record('navigateToMiniProgram', args),
  // jsdom has no document.execCommand ("setClipboardData:fail Unsupported Function")
  setClipboardData: (args: unknown) => record('setClipboardData', args),
  // what WeChat answers the weapp twins; jsdom has no layout (Taro's H5 answers report 0 × 0)
  getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667 }),
  getSystemInfoSync: () => ({ platform: 'ios', windowWidth: 375, windowHeight: 667, language: 'zh_CN' }),
  getAppBaseInfo: () => ({ language: 'zh_CN', SDKVersion: '3.4.0', version: '8.0.50' }),
  getDeviceInfo: () => ({ platform: 'ios', system: 'iOS 17.0', brand: 'iPhone', model: 'iPhone 15' }),
  // jsdom has no layout: a test sets the boxes (taroFake.rects); exec answers asynchronously, like wx
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
  // the weapp layout twin's resizes, driven by the test (jsdom does not resize)
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
  useDidHide,
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
