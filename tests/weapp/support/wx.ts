// Stand-ins for the `wx` APIs the built mini-program calls, answering as WeChat does: callbacks
// later, never at once; `fail` with an `errMsg` where WeChat fails; requests over real HTTP to the
// mock; storage kept across pages; toasts, modals, clipboard, album and privacy recorded and
// answered as a test says. An API WeChat has and the product does not call is left out, so a new
// call shows up as an error instead of passing silently.
import { randomBytes } from 'crypto'
import http from 'http'
import https from 'https'
import type { ViewElement } from './view'

/** Values handed to the mini-program are made in its own realm, as WeChat's are. */
export interface Realm {
  fromJson(json: string): unknown
  bytes(length: number): ArrayBuffer
}

/** The page stack's side of navigation; each answers an `errMsg` when WeChat would refuse. */
export interface PageRouter {
  /** The page on top is a page of the tab bar. */
  isTabPage(): boolean
  switchTab(url: string): string | undefined
  navigateTo(url: string): string | undefined
  redirectTo(url: string): string | undefined
  reLaunch(url: string): string | undefined
  navigateBack(delta: number): string | undefined
  /** The element of the page on top with this id, as a selector query finds it. */
  elementById(id: string): ViewElement | undefined
}

/** A permission scope's state: never asked, allowed, or refused (WeChat then fails without asking). */
export type ScopeState = 'unasked' | 'granted' | 'refused'

export interface WxSettings {
  /** WeChat's language (`zh_CN`, `zh_TW`, `zh_HK`, `en`, ...). */
  language: string
  platform: 'ios' | 'android' | 'windows' | 'mac' | 'devtools'
  windowWidth: number
  windowHeight: number
  /** DevTools with URL checks off (the local and mock builds only): plain http is let through. */
  allowPlainHttp: boolean
  /** Each request's answer arrives this much later than the server sends it. */
  requestDelayMs: number
  /** Where the server the build addresses (`from`) really listens (`to`): each Jest worker's own mock. */
  serverAt: { from: string; to: string } | undefined
  /** scope.writePhotosAlbum */
  album: ScopeState
  /** What the user answers when WeChat asks for the album. */
  albumPrompt: 'allow' | 'deny'
  /** What the user turns on in the settings page `openSetting` opens. */
  settingsGrantAlbum: boolean
  /** app.json's __usePrivacyCheck__ is honoured: privacy APIs wait for the user's consent. */
  privacyConsent: 'agreed' | 'unasked'
  /** What the user answers in WeChat's own consent popup (the product's dialog is answered by taps). */
  privacyAnswer: 'agree' | 'disagree'
  /** The modal's button the user taps. */
  modalAnswer: 'confirm' | 'cancel'
  /** The file the user picks in chooseMedia, or none (the user cancels). */
  pickedImage: { path: string; bytes: Buffer } | undefined
  /** How wx.login answers: a code, WeChat's failure, or never (no network to WeChat). */
  login: 'code' | 'fail' | 'never'
  /** The WeChat user (openid) signed in to WeChat: wx.login's codes name it, `wx-code-<n>:<openid>`, for the mock (docs/api.md). */
  wechatUser: string
  /** What the user answers in WeChat's phone-number sheet (a button with the open type getPhoneNumber). */
  phoneNumberAnswer: 'allow' | 'deny'
  /** How WeChat Pay ends (requestPayment): paid, the user cancels, WeChat fails, or no answer ever. */
  payment: 'success' | 'cancel' | 'fail' | 'never'
  /** WeChat's network type (getNetworkType); `none`: no network, requests fail. A test switches it with `setNetwork`. */
  networkType: 'wifi' | '4g' | 'unknown' | 'none'
  /** How long WeChat takes to download a subpackage `require.async` asks for (without network it fails). */
  subpackageDownloadMs: number
}

export const DEFAULT_SETTINGS: WxSettings = {
  language: 'zh_CN',
  platform: 'android',
  windowWidth: 375,
  windowHeight: 667,
  allowPlainHttp: true,
  requestDelayMs: 0,
  serverAt: undefined,
  album: 'unasked',
  albumPrompt: 'allow',
  settingsGrantAlbum: false,
  privacyConsent: 'unasked',
  privacyAnswer: 'agree',
  modalAnswer: 'confirm',
  pickedImage: undefined,
  login: 'code',
  wechatUser: 'oWx-10001-demo',
  phoneNumberAnswer: 'allow',
  payment: 'success',
  networkType: 'wifi',
  subpackageDownloadMs: 40,
}

export interface RecordedRequest {
  method: string
  url: string
  header: Record<string, string>
  data: unknown
}

export interface RecordedModal {
  title: string
  content: string
  confirmText?: string
  answered: 'confirm' | 'cancel'
}

type Callback = (result: unknown) => void
interface AsyncOptions {
  success?: Callback
  fail?: Callback
  complete?: Callback
  [key: string]: unknown
}

// WeChat's privacy APIs among those the product calls (its list also has location, address, ...)
const PRIVACY_APIS = new Set(['chooseMedia', 'saveImageToPhotosAlbum', 'authorize', 'setClipboardData', 'getClipboardData', 'getPhoneNumber'])

/** One WeChat for one run of the mini-program. */
export class WxStandIn {
  readonly storage = new Map<string, string>()
  readonly requests: RecordedRequest[] = []
  readonly toasts: string[] = []
  readonly modals: RecordedModal[] = []
  readonly titles: string[] = []
  readonly miniProgramLaunches: Array<{ appId: string; path?: string }> = []
  readonly savedImages: string[] = []
  /** What was drawn on the canvases the product asked for. */
  readonly canvasCalls: CanvasCall[] = []
  readonly loginCodes: string[] = []
  readonly uploads: Array<{ url: string; name: string; formData: unknown }> = []
  /** WeChat Pay requests, with what they were asked to pay. */
  readonly payments: Array<Record<string, unknown>> = []
  /** Codes WeChat's phone-number sheet handed out, in order. */
  readonly phoneCodes: string[] = []
  /** Customer-service sessions WeChat opened (a button with the open type contact). */
  readonly contactSessions: Array<{ sessionFrom: string }> = []
  /** What listens to WeChat's performance entries (wx.getPerformance().createObserver). */
  private readonly performanceObservers: Array<(entries: unknown) => void> = []
  /** Events sent to WeChat's analytics (wx.reportEvent). */
  readonly reportedEvents: Array<{ eventId: string; data: Record<string, unknown> }> = []
  /** What was written to WeChat's real-time log with error() (wx.getRealtimeLogManager, base library 2.7.1). */
  readonly realtimeLog: unknown[][] = []
  /** Pages WeChat was asked to open for settings (openSetting) and the privacy contract. */
  readonly openedSettings: string[] = []
  clipboard = ''
  /** Buttons with the open type agreePrivacyAuthorization the user tapped, by id: WeChat checks an agreement names one. */
  readonly tappedAgreeButtons = new Set<string>()
  /** How many times WeChat held a privacy API for the product's consent dialog. */
  privacyRequests = 0
  /** The update manager: whether WeChat has a new version waiting, and what the product did. */
  readonly update = { waiting: false, checked: false, applied: false, readyListener: undefined as (() => void) | undefined }
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly sockets = new Set<http.ClientRequest>()
  private privacyListener: ((resolve: (answer: { event: string; buttonId?: string }) => void) => void) | undefined
  private pageNotFound: ((result: unknown) => void) | undefined
  private networkListeners: Array<(result: unknown) => void> = []
  private loginCounter = 0
  private tempFileCounter = 0
  readonly tempFiles = new Map<string, Buffer>()

  /** The tab bar's labels as WeChat shows them (app.json's, then what setTabBarItem set). */
  readonly tabLabels: string[]

  constructor(
    readonly settings: WxSettings,
    private readonly realm: Realm,
    private readonly router: PageRouter,
    tabLabels: readonly string[] = [],
  ) {
    this.tabLabels = [...tabLabels]
  }

  /** Stops every answer still to come (the run is over). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
  }

  /** The `wx` object the mini-program sees. */
  api(): Record<string, unknown> {
    const value = (v: unknown): unknown => this.realm.fromJson(JSON.stringify(v))
    return {
      env: value({ USER_DATA_PATH: 'wxfile://usr' }),
      // system
      getSystemInfoSync: () => value(this.systemInfo()),
      getWindowInfo: () => value(this.windowInfo()),
      getDeviceInfo: () => value({ platform: this.settings.platform, system: this.systemName(), brand: 'devtools', model: 'iPhone 12' }),
      getAppBaseInfo: () => value({ language: this.settings.language, SDKVersion: '3.6.0', version: '8.0.50', theme: 'light' }),
      getAccountInfoSync: () => value({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
      getLaunchOptionsSync: () => value({ path: 'pages/index/index', query: {}, scene: 1001 }),
      getEnterOptionsSync: () => value({ path: 'pages/index/index', query: {}, scene: 1001 }),
      getMenuButtonBoundingClientRect: () => value({ top: 26, bottom: 58, left: 281, right: 368, width: 87, height: 32 }),
      canIUse: () => true,
      onWindowResize: () => undefined,
      offWindowResize: () => undefined,
      onAppShow: () => undefined,
      offAppShow: () => undefined,
      onAppHide: () => undefined,
      offAppHide: () => undefined,
      onError: () => undefined,
      onUnhandledRejection: () => undefined,
      onMemoryWarning: () => undefined,
      onPageNotFound: (listener: (result: unknown) => void) => {
        this.pageNotFound = listener
      },
      nextTick: (fn: () => void) => this.later(0, fn),
      getNetworkType: (options: AsyncOptions) => this.succeed('getNetworkType', options, { networkType: this.settings.networkType }),
      onNetworkStatusChange: (listener: (result: unknown) => void) => {
        this.networkListeners.push(listener)
      },
      offNetworkStatusChange: (listener?: (result: unknown) => void) => {
        this.networkListeners = listener ? this.networkListeners.filter((kept) => kept !== listener) : []
      },
      getRandomValues: (options: AsyncOptions) => {
        const length = Number(options.length)
        const buffer = this.realm.bytes(length)
        new Uint8Array(buffer).set(randomBytes(length))
        this.answer('getRandomValues', options, undefined, { randomValues: buffer })
      },
      getUpdateManager: () => ({
        onCheckForUpdate: (listener: (result: unknown) => void) => {
          this.update.checked = true
          this.later(0, () => listener(value({ hasUpdate: this.update.waiting })))
        },
        onUpdateReady: (listener: () => void) => {
          this.update.readyListener = listener
        },
        onUpdateFailed: () => undefined,
        applyUpdate: () => {
          this.update.applied = true
        },
      }),
      // storage
      getStorageSync: (key: string) => this.readStorage(key),
      setStorageSync: (key: string, data: unknown) => {
        this.storage.set(String(key), JSON.stringify(data))
      },
      removeStorageSync: (key: string) => {
        this.storage.delete(String(key))
      },
      clearStorageSync: () => this.storage.clear(),
      getStorageInfoSync: () => value({ keys: [...this.storage.keys()], currentSize: 0, limitSize: 10240 }),
      getStorage: (options: AsyncOptions) => {
        const key = String(options.key)
        if (!this.storage.has(key)) this.answer('getStorage', options, 'data not found')
        else this.succeed('getStorage', options, { data: this.readStorage(key) })
      },
      setStorage: (options: AsyncOptions) => {
        this.storage.set(String(options.key), JSON.stringify(options.data))
        this.succeed('setStorage', options, {})
      },
      removeStorage: (options: AsyncOptions) => {
        this.storage.delete(String(options.key))
        this.succeed('removeStorage', options, {})
      },
      // network
      request: (options: AsyncOptions) => this.request(options),
      uploadFile: (options: AsyncOptions) => this.uploadFile(options),
      // navigation
      navigateTo: (options: AsyncOptions) => this.navigate('navigateTo', options, () => this.router.navigateTo(String(options.url))),
      redirectTo: (options: AsyncOptions) => this.navigate('redirectTo', options, () => this.router.redirectTo(String(options.url))),
      reLaunch: (options: AsyncOptions) => this.navigate('reLaunch', options, () => this.router.reLaunch(String(options.url))),
      navigateBack: (options: AsyncOptions = {}) =>
        this.navigate('navigateBack', options, () => this.router.navigateBack(Number(options.delta ?? 1))),
      switchTab: (options: AsyncOptions) => this.navigate('switchTab', options, () => this.router.switchTab(String(options.url))),
      setTabBarItem: (options: AsyncOptions) => {
        const index = Number(options.index)
        if (!this.router.isTabPage()) return this.answer('setTabBarItem', options, 'not TabBar page')
        if (!Number.isInteger(index) || index < 0 || index >= this.tabLabels.length) return this.answer('setTabBarItem', options, 'tabbar item not found')
        if (typeof options.text === 'string') this.tabLabels[index] = options.text
        this.succeed('setTabBarItem', options, {})
      },
      navigateToMiniProgram: (options: AsyncOptions) => {
        const appId = String(options.appId ?? '')
        // WeChat's API takes an appId (wx + 16 hexadecimal characters), not an original id (gh_...)
        if (!/^wx[0-9a-f]{16}$/.test(appId)) {
          this.answer('navigateToMiniProgram', options, `invalid appid "${appId}"`)
          return
        }
        this.miniProgramLaunches.push({ appId, path: typeof options.path === 'string' ? options.path : undefined })
        this.succeed('navigateToMiniProgram', options, {})
      },
      // interface
      setNavigationBarTitle: (options: AsyncOptions) => {
        this.titles.push(String(options.title))
        this.succeed('setNavigationBarTitle', options, {})
      },
      showToast: (options: AsyncOptions) => {
        this.toasts.push(String(options.title))
        this.succeed('showToast', options, {})
      },
      hideToast: (options: AsyncOptions = {}) => this.succeed('hideToast', options, {}),
      showLoading: (options: AsyncOptions) => this.succeed('showLoading', options, {}),
      hideLoading: (options: AsyncOptions = {}) => this.succeed('hideLoading', options, {}),
      showModal: (options: AsyncOptions) => {
        const answered = this.settings.modalAnswer
        this.modals.push({
          title: String(options.title ?? ''),
          content: String(options.content ?? ''),
          confirmText: typeof options.confirmText === 'string' ? options.confirmText : undefined,
          answered,
        })
        this.succeed('showModal', options, { confirm: answered === 'confirm', cancel: answered === 'cancel' })
      },
      showShareMenu: (options: AsyncOptions = {}) => this.succeed('showShareMenu', options, {}),
      hideShareMenu: (options: AsyncOptions = {}) => this.succeed('hideShareMenu', options, {}),
      pageScrollTo: (options: AsyncOptions = {}) => this.succeed('pageScrollTo', options, {}),
      stopPullDownRefresh: (options: AsyncOptions = {}) => this.succeed('stopPullDownRefresh', options, {}),
      vibrateShort: (options: AsyncOptions = {}) => this.succeed('vibrateShort', options, {}),
      createSelectorQuery: () => this.selectorQuery(),
      // open capabilities
      login: (options: AsyncOptions = {}) => {
        if (this.settings.login === 'never') return
        if (this.settings.login === 'fail') return this.answer('login', options, 'network error')
        this.loginCounter += 1
        // one code a call, valid once for five minutes at WeChat's server
        const code = `wx-code-${this.loginCounter}:${this.settings.wechatUser}`
        this.loginCodes.push(code)
        this.succeed('login', options, { code })
      },
      requestPayment: (options: AsyncOptions) => {
        const fields = ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']
        const order = Object.fromEntries(fields.map((field) => [field, options[field]]))
        if (fields.some((field) => typeof order[field] !== 'string' || order[field] === '')) {
          return this.answer('requestPayment', options, 'parameter error')
        }
        this.payments.push(order)
        const outcome = this.settings.payment
        if (outcome === 'never') return
        if (outcome === 'cancel') return this.answer('requestPayment', options, 'cancel')
        if (outcome === 'fail') return this.answer('requestPayment', options, 'system error')
        this.succeed('requestPayment', options, {})
      },
      setClipboardData: (options: AsyncOptions) =>
        this.withPrivacy('setClipboardData', options, () => {
          this.clipboard = String(options.data)
          this.toasts.push('内容已复制')
          this.succeed('setClipboardData', options, {})
        }),
      getClipboardData: (options: AsyncOptions) =>
        this.withPrivacy('getClipboardData', options, () => this.succeed('getClipboardData', options, { data: this.clipboard })),
      getSetting: (options: AsyncOptions) => this.succeed('getSetting', options, { authSetting: this.authSetting() }),
      openSetting: (options: AsyncOptions) => {
        this.openedSettings.push('settings')
        if (this.settings.settingsGrantAlbum) this.settings.album = 'granted'
        this.succeed('openSetting', options, { authSetting: this.authSetting() })
      },
      authorize: (options: AsyncOptions) =>
        this.withPrivacy('authorize', options, () => {
          if (options.scope !== 'scope.writePhotosAlbum') return this.answer('authorize', options, 'invalid scope')
          this.askAlbum(options, 'authorize', {})
        }),
      saveImageToPhotosAlbum: (options: AsyncOptions) =>
        this.withPrivacy('saveImageToPhotosAlbum', options, () => {
          const filePath = String(options.filePath)
          if (!this.tempFiles.has(filePath)) return this.answer('saveImageToPhotosAlbum', options, 'file not found')
          this.askAlbum(options, 'saveImageToPhotosAlbum', {}, () => this.savedImages.push(filePath))
        }),
      chooseMedia: (options: AsyncOptions) =>
        this.withPrivacy('chooseMedia', options, () => {
          const picked = this.settings.pickedImage
          if (!picked) return this.answer('chooseMedia', options, 'cancel')
          const tempFilePath = this.newTempFile(picked.bytes, picked.path.split('.').pop() ?? 'png')
          this.succeed('chooseMedia', options, { type: 'image', tempFiles: [{ tempFilePath, size: picked.bytes.length, fileType: 'image' }] })
        }),
      getFileSystemManager: () => ({ readFile: (options: AsyncOptions) => this.readFile(options) }),
      canvasToTempFilePath: (options: AsyncOptions) => {
        const tempFilePath = this.newTempFile(Buffer.from('poster'), String(options.fileType ?? 'png'))
        this.succeed('canvasToTempFilePath', options, { tempFilePath })
      },
      getPerformance: () => ({
        createObserver: (callback: (entries: unknown) => void) => ({
          observe: () => this.performanceObservers.push(callback),
          disconnect: () => undefined,
        }),
      }),
      reportEvent: (eventId: unknown, data: unknown = {}) => {
        this.reportedEvents.push({ eventId: String(eventId), data: JSON.parse(JSON.stringify(data ?? {})) as Record<string, unknown> })
      },
      getRealtimeLogManager: () => ({
        error: (...args: unknown[]) => {
          this.realtimeLog.push(JSON.parse(JSON.stringify(args)) as unknown[])
        },
      }),
      // privacy (base library 2.32.3)
      onNeedPrivacyAuthorization: (listener: typeof this.privacyListener) => {
        this.privacyListener = listener
      },
      requirePrivacyAuthorize: (options: AsyncOptions) => this.withPrivacy('requirePrivacyAuthorize', options, () => this.succeed('requirePrivacyAuthorize', options, {})),
      getPrivacySetting: (options: AsyncOptions) =>
        this.succeed('getPrivacySetting', options, { needAuthorization: this.settings.privacyConsent !== 'agreed', privacyContractName: '《会员服务隐私保护指引》' }),
      openPrivacyContract: (options: AsyncOptions = {}) => {
        this.openedSettings.push('privacyContract')
        this.succeed('openPrivacyContract', options, {})
      },
    }
  }

  /** WeChat's launch check: the listener the app registered hears of a launch page that does not exist. */
  notifyPageNotFound(path: string, query: Record<string, string>): boolean {
    if (!this.pageNotFound) return false
    this.pageNotFound(this.realm.fromJson(JSON.stringify({ path, query, isEntryPage: true })))
    return true
  }

  /**
   * The user tapped a button with the open type getPhoneNumber: after the privacy consent, WeChat's
   * sheet answers a one-time code for the server (or the user's refusal) to `deliver`.
   */
  askPhoneNumber(deliver: (detail: Record<string, unknown>) => void): void {
    const options: AsyncOptions = {
      success: () => {
        if (this.settings.phoneNumberAnswer === 'deny') {
          deliver({ errMsg: 'getPhoneNumber:fail user deny' })
          return
        }
        const code = `phone-code-${this.phoneCodes.length + 1}`
        this.phoneCodes.push(code)
        deliver({ errMsg: 'getPhoneNumber:ok', code })
      },
      fail: (error) => deliver(JSON.parse(JSON.stringify(error)) as Record<string, unknown>),
    }
    this.withPrivacy('getPhoneNumber', options, () => this.succeed('getPhoneNumber', options, {}))
  }

  /** The device's network changes (WiFi off, back on): WeChat tells onNetworkStatusChange's listeners, a moment later. */
  /** WeChat's performance entry of a page's first render (base library 2.11), told to every observer. */
  renderedFirst(path: string, durationMs: number): void {
    const entry = { entryType: 'render', name: 'firstRender', path, startTime: Date.now() - durationMs, duration: durationMs }
    const entries = {
      getEntries: () => [entry],
      getEntriesByName: (name: string, entryType?: string) => (name === entry.name && (entryType === undefined || entryType === entry.entryType) ? [entry] : []),
      getEntriesByType: (entryType: string) => (entryType === entry.entryType ? [entry] : []),
    }
    for (const observer of this.performanceObservers) observer(entries)
  }

  setNetwork(networkType: WxSettings['networkType']): void {
    this.settings.networkType = networkType
    const change = JSON.stringify({ isConnected: networkType !== 'none', networkType })
    this.later(0, () => {
      for (const listener of this.networkListeners) listener(this.realm.fromJson(change))
    })
  }

  /** The user tapped a button with the open type contact: WeChat opens its customer-service chat. */
  openContact(sessionFrom: string): void {
    this.contactSessions.push({ sessionFrom })
  }

  /** A new version has downloaded: the update manager's ready listener hears of it. */
  announceUpdate(): boolean {
    this.update.waiting = true
    if (!this.update.readyListener) return false
    this.update.readyListener()
    return true
  }

  private systemName(): string {
    return this.settings.platform === 'ios' ? 'iOS 17.0' : this.settings.platform === 'android' ? 'Android 14' : 'Windows 11'
  }

  private windowInfo() {
    const { windowWidth, windowHeight } = this.settings
    return { windowWidth, windowHeight, screenWidth: windowWidth, screenHeight: windowHeight, pixelRatio: 2, statusBarHeight: 20 }
  }

  private systemInfo() {
    return { ...this.windowInfo(), language: this.settings.language, platform: this.settings.platform, system: this.systemName(), SDKVersion: '3.6.0', version: '8.0.50' }
  }

  private readStorage(key: string): unknown {
    const stored = this.storage.get(String(key))
    // a missing key reads as an empty string, as in WeChat
    return stored === undefined ? '' : this.realm.fromJson(stored)
  }

  private authSetting(): Record<string, boolean> {
    return this.settings.album === 'unasked' ? {} : { 'scope.writePhotosAlbum': this.settings.album === 'granted' }
  }

  private later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      run()
    }, delayMs)
    this.timers.add(timer)
  }

  /** WeChat's answer to an async API: `fail` with `errMsg` (and `errno`) when `failure` is given, else `success`. */
  private answer(api: string, options: AsyncOptions, failure: string | undefined, result: Record<string, unknown> = {}, delayMs = 0, errno?: number): void {
    this.later(delayMs, () => {
      if (failure !== undefined) {
        const error = this.realm.fromJson(JSON.stringify({ errMsg: `${api}:fail ${failure}`, ...(errno === undefined ? {} : { errno }) }))
        options.fail?.(error)
        options.complete?.(error)
        return
      }
      // bytes (getRandomValues, readFile) go as the mini-program's own ArrayBuffers, the rest as JSON
      const isBytes = (value: unknown): boolean => Object.prototype.toString.call(value) === '[object ArrayBuffer]'
      const rest = Object.fromEntries(Object.entries(result).filter(([, value]) => !isBytes(value)))
      const answer = this.realm.fromJson(JSON.stringify({ errMsg: `${api}:ok`, ...rest })) as Record<string, unknown>
      for (const [key, value] of Object.entries(result)) if (isBytes(value)) answer[key] = value
      options.success?.(answer)
      options.complete?.(answer)
    })
  }

  private succeed(api: string, options: AsyncOptions, result: Record<string, unknown>): void {
    this.answer(api, options, undefined, result)
  }

  private navigate(api: string, options: AsyncOptions, go: () => string | undefined): void {
    // WeChat switches pages after the call returns
    this.later(0, () => {
      const failure = go()
      this.answer(api, options, failure)
    })
  }

  /**
   * Since 2023 WeChat holds a privacy API until the user consents: the product's listener
   * (onNeedPrivacyAuthorization) shows its own dialog and resolves, naming the agree button the user
   * tapped; without a listener WeChat asks in its own popup. A refusal fails the API (errno 104).
   */
  private withPrivacy(api: string, options: AsyncOptions, run: () => void): void {
    if (!PRIVACY_APIS.has(api) && api !== 'requirePrivacyAuthorize') return run()
    if (this.settings.privacyConsent === 'agreed') return run()
    const decide = (agreed: boolean): void => {
      if (agreed) {
        this.settings.privacyConsent = 'agreed'
        run()
      } else {
        this.answer(api, options, 'privacy permission is not authorized', {}, 0, 104)
      }
    }
    const listener = this.privacyListener
    if (!listener) {
      this.later(0, () => decide(this.settings.privacyAnswer === 'agree'))
      return
    }
    this.privacyRequests += 1
    this.later(0, () => {
      let decided = false
      listener((answer) => {
        if (decided || answer.event === 'exposureAuthorization') return
        decided = true
        decide(answer.event === 'agree' && answer.buttonId !== undefined && this.tappedAgreeButtons.has(answer.buttonId))
      })
    })
  }

  private askAlbum(options: AsyncOptions, api: string, result: Record<string, unknown>, onGranted?: () => void): void {
    if (this.settings.album === 'unasked') this.settings.album = this.settings.albumPrompt === 'allow' ? 'granted' : 'refused'
    if (this.settings.album === 'refused') {
      this.answer(api, options, 'auth deny')
      return
    }
    onGranted?.()
    this.succeed(api, options, result)
  }

  private newTempFile(bytes: Buffer, extension: string): string {
    this.tempFileCounter += 1
    const path = `http://tmp/wx-${this.tempFileCounter}.${extension}`
    this.tempFiles.set(path, bytes)
    return path
  }

  private refusal(url: string): string | undefined {
    if (!/^https?:\/\//i.test(url)) return `invalid url "${url}"`
    if (/^http:/i.test(url) && !this.settings.allowPlainHttp) return `url not in domain list "${url}"`
    return undefined
  }

  private request(options: AsyncOptions): { abort(): void } {
    const url = String(options.url ?? '')
    const method = String(options.method ?? 'GET').toUpperCase()
    const header = Object.fromEntries(Object.entries((options.header as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]))
    this.requests.push({ method, url, header, data: options.data })
    const refused = this.settings.networkType === 'none' ? 'net::ERR_INTERNET_DISCONNECTED' : this.refusal(url)
    if (refused) {
      this.answer('request', options, refused)
      return { abort() {} }
    }
    let target = url
    let body: string | undefined
    const data = options.data
    if (method === 'GET') {
      // WeChat puts a GET's data into the query string
      if (data !== undefined && data !== null && typeof data === 'object') {
        const query = Object.entries(data as Record<string, unknown>)
          .map(([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
          .join('&')
        if (query) target += (target.includes('?') ? '&' : '?') + query
      }
    } else if (data !== undefined) {
      const contentType = Object.entries(header).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? 'application/json'
      if (typeof data === 'string') body = data
      else if (contentType.includes('x-www-form-urlencoded')) {
        body = Object.entries(data as Record<string, unknown>)
          .map(([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
          .join('&')
      } else body = JSON.stringify(data)
    }
    const timeoutMs = typeof options.timeout === 'number' ? options.timeout : 60000
    return this.exchange('request', options, target, { method, headers: header, body, timeoutMs }, (status, headers, text) => {
      let answerData: unknown = text
      if (options.dataType !== 'text' && options.dataType !== '其他') {
        try {
          answerData = JSON.parse(text)
        } catch {
          answerData = text
        }
      }
      return { data: answerData, statusCode: status, header: headers }
    })
  }

  /** FileSystemManager.readFile of a temporary file, as an ArrayBuffer (the product reads no text); a range past the end fails, as WeChat's does. */
  private readFile(options: AsyncOptions): void {
    const filePath = String(options.filePath ?? '')
    const bytes = this.tempFiles.get(filePath)
    if (!bytes) return this.answer('readFile', options, `no such file or directory, open ${filePath}`)
    if (options.encoding !== undefined) return this.answer('readFile', options, 'the stand-in reads bytes only: no encoding')
    const position = options.position === undefined ? 0 : Number(options.position)
    const length = options.length === undefined ? bytes.length - position : Number(options.length)
    // WeChat: position in [0, fileLength - 1], position + length at most the file's length
    if (!Number.isInteger(position) || position < 0 || (position >= bytes.length && bytes.length > 0)) {
      return this.answer('readFile', options, 'the value of "position" is out of range')
    }
    if (!Number.isInteger(length) || length < 0 || position + length > bytes.length) {
      return this.answer('readFile', options, 'the value of "length" is out of range')
    }
    const data = this.realm.bytes(length)
    new Uint8Array(data).set(bytes.subarray(position, position + length))
    this.answer('readFile', options, undefined, { data })
  }

  private uploadFile(options: AsyncOptions): { abort(): void } {
    const url = String(options.url ?? '')
    const filePath = String(options.filePath ?? '')
    const name = String(options.name ?? 'file')
    const formData = (options.formData as Record<string, unknown>) ?? {}
    this.uploads.push({ url, name, formData: JSON.parse(JSON.stringify(formData)) })
    const refused = this.refusal(url)
    const bytes = this.tempFiles.get(filePath)
    if (refused || !bytes) {
      this.answer('uploadFile', options, refused ?? `file not found ${filePath}`)
      return { abort() {} }
    }
    const boundary = `----wx${Date.now().toString(16)}`
    const parts: Buffer[] = []
    for (const [key, v] of Object.entries(formData)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(v)}\r\n`))
    }
    const fileName = filePath.split('/').pop() ?? 'file'
    const type = fileName.endsWith('.png') ? 'image/png' : fileName.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream'
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`))
    parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`))
    const header = Object.fromEntries(Object.entries((options.header as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]))
    return this.exchange(
      'uploadFile',
      options,
      url,
      { method: 'POST', headers: { ...header, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(parts), timeoutMs: 60000 },
      (status, _headers, text) => ({ data: text, statusCode: status }),
    )
  }

  private exchange(
    api: string,
    options: AsyncOptions,
    url: string,
    request: { method: string; headers: Record<string, string>; body?: string | Buffer; timeoutMs: number },
    result: (status: number, headers: Record<string, string>, text: string) => Record<string, unknown>,
  ): { abort(): void } {
    let settled = false
    const settle = (failure: string | undefined, value?: Record<string, unknown>): void => {
      if (settled) return
      settled = true
      this.answer(api, options, failure, value, failure === undefined ? this.settings.requestDelayMs : 0)
    }
    const { serverAt } = this.settings
    const target = serverAt && url.startsWith(`${serverAt.from}/`) ? serverAt.to + url.slice(serverAt.from.length) : url
    const transport = target.startsWith('https:') ? https : http
    const outgoing = transport.request(target, { method: request.method, headers: request.headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        this.sockets.delete(outgoing)
        const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)]))
        settle(undefined, result(response.statusCode ?? 0, headers, Buffer.concat(chunks).toString('utf8')))
      })
      response.on('error', () => settle('network error'))
    })
    this.sockets.add(outgoing)
    outgoing.setTimeout(request.timeoutMs, () => {
      outgoing.destroy()
      settle('timeout')
    })
    outgoing.on('error', (error) => {
      this.sockets.delete(outgoing)
      settle(error.message.includes('ECONNREFUSED') ? 'net::ERR_CONNECTION_REFUSED' : error.message)
    })
    outgoing.end(request.body)
    return {
      abort: () => {
        outgoing.destroy()
        settle('abort')
      },
    }
  }

  private selectorQuery() {
    const results: Array<(() => unknown) | undefined> = []
    const callbacks: Array<((value: unknown) => void) | undefined> = []
    const find = (selector: string): ViewElement | undefined =>
      selector.startsWith('#') ? this.router.elementById(selector.slice(1)) : undefined
    const nodesRef = (selector: string) => {
      const field = (produce: (element: ViewElement) => unknown) => (callback?: (value: unknown) => void) => {
        results.push(() => {
          const element = find(selector)
          return element ? produce(element) : null
        })
        callbacks.push(callback)
        return query
      }
      return {
        boundingClientRect: field(() => this.realm.fromJson(JSON.stringify({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 }))),
        scrollOffset: field(() => this.realm.fromJson(JSON.stringify({ scrollTop: 0, scrollLeft: 0 }))),
        fields: (fields: { node?: boolean; size?: boolean }, callback?: (value: unknown) => void) =>
          field((element) => {
            const answer: Record<string, unknown> = fields.size ? { width: 0, height: 0 } : {}
            if (fields.node && element.tag === 'wx-canvas') answer.node = recordingCanvas(this.canvasCalls)
            return answer
          })(callback),
        node: field((element) => (element.tag === 'wx-canvas' ? { node: recordingCanvas(this.canvasCalls) } : null)),
      }
    }
    const query = {
      in: () => query,
      select: (selector: string) => nodesRef(selector),
      selectAll: (selector: string) => nodesRef(selector),
      selectViewport: () => nodesRef('#viewport'),
      exec: (callback?: (values: unknown[]) => void) => {
        this.later(0, () => {
          const values = results.map((produce) => (produce ? produce() : null))
          values.forEach((value, index) => callbacks[index]?.(value))
          callback?.(values)
        })
      },
    }
    return query
  }
}

const CANVAS_METHODS = [
  'fillRect', 'strokeRect', 'clearRect', 'fillText', 'strokeText', 'beginPath', 'closePath', 'moveTo', 'lineTo',
  'arc', 'arcTo', 'rect', 'quadraticCurveTo', 'bezierCurveTo', 'fill', 'stroke', 'clip', 'save', 'restore',
  'translate', 'rotate', 'scale', 'setTransform', 'drawImage', 'setLineDash', 'putImageData',
] as const

/** One call on a 2d canvas: what the poster drew. */
export interface CanvasCall {
  method: string
  args: unknown[]
}

/** A 2d canvas that keeps what is drawn on it; text is measured at 8 px a character. */
function recordingCanvas(calls: CanvasCall[]) {
  const context: Record<string, unknown> = {
    fillStyle: '#000000',
    strokeStyle: '#000000',
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    lineWidth: 1,
    globalAlpha: 1,
    measureText: (text: string) => ({ width: String(text).length * 8 }),
    createLinearGradient: () => ({ addColorStop() {} }),
    createRadialGradient: () => ({ addColorStop() {} }),
    createPattern: () => ({}),
  }
  for (const method of CANVAS_METHODS) {
    context[method] = (...args: unknown[]) => {
      calls.push({ method, args })
    }
  }
  return {
    width: 300,
    height: 150,
    getContext: (kind: string) => (kind === '2d' ? context : null),
  }
}
