// The shapes of the host adapter. Every build-time twin (x.ts / x.weapp.ts) is checked against
// the module interface here by twins.ts, so both builds export exactly the same names and types.
import type { FunctionComponent, ReactNode } from 'react'
import type { FieldMeasure } from '@/lib/analytics'
import type { FailureKind } from '@/lib/failure-report'
import type { PageLoadFailureTexts } from './page-chunks'
import type { Language } from '@/lib/i18n'
import type { PosterPen } from '@/lib/poster'
import type { NavResult, RedirectItem, RedirectKind } from '@/lib/redirect-item'
import type { RoutePath, RouteUrl } from '@/routes'

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** Spec 1: which client the page runs in. */
export interface ClientInfo {
  isIOS: boolean
  isAndroid: boolean
  /** window wider than 410 px */
  isDesktop: boolean
  /** Electron app on Windows or Linux */
  isPcApp: boolean
  /** Electron app on macOS */
  isMacApp: boolean
  isMiniProgram: boolean
  /** a native host (iOS, Android or Electron) answers bridge messages */
  isInApp: boolean
}

/** Spec 1: 0 iOS or WebKit, 1 Android and others, 2 PC app, 4 Mac app. */
export type PlatformType = 0 | 1 | 2 | 4

/** What H5 detection reads from the page; injectable so detection is a pure function. */
export interface HostEnvironment {
  userAgent: string
  windowWidth: number
  /** the iOS app's `window.webkit.messageHandlers.setTitle` is registered */
  hasWebkitHandlers: boolean
  /** the Android app's `window.android.setTitle` is injected */
  hasAndroidBridge: boolean
  /** `window.electron.ipcRenderer.invoke` is exposed */
  hasElectron: boolean
}

/** Messages that ask the host for a value; the host answers through the named callback. */
export type HostQuery =
  | 'getToken'
  | 'getUid'
  | 'getIsReview'
  | 'getVersion'
  | 'requestMarketPlace'
  | 'getAndroidReview'
  | 'nowIsReview'
  | 'getLang'
  | 'getEnv'
  | 'saveImage'
  | 'thirdPartyLogin'
  | 'payPriceDifference'

/** Messages that tell the host to do something; nothing comes back. */
export type HostCommand =
  | 'enterpriseSubAccount'
  | 'jumpLogin'
  | 'setTitle'
  | 'jumpNativePage'
  | 'goToNewWebView'
  | 'callMeiqia'
  | 'openInBrowser'
  | 'jumpOutboundLink'
  | 'jumpWxMiniProgress'
  | 'showRightItem'
  | 'H5Monitor'
  | 'initPage'
  | 'initOrderPageStates'

export type HostMessage = HostQuery | HostCommand

export type MiniProgramLaunch = { username: string; path: string; pcURL: string }

/** Page → host messages of spec 7; each is a no-op when no host is there. */
export interface HostApi {
  getToken(callbackName: string): void
  enterpriseSubAccount(): void
  getUid(callbackName: string): void
  getIsReview(callbackName: string): void
  /** the host answers `{ version, equipment }` */
  getVersion(callbackName: string): void
  requestMarketPlace(callbackName: string): void
  getAndroidReview(callbackName: string): void
  nowIsReview(callbackName: string): void
  getLang(callbackName: string): void
  getEnv(callbackName: string): void
  jumpLogin(): void
  setTitle(title: string): void
  jumpNativePage(type: number): void
  goToNewWebView(name: string, url: string): void
  callMeiqia(visible: boolean): void
  openInBrowser(url: string): void
  jumpOutboundLink(url: string): void
  jumpWxMiniProgress(target: MiniProgramLaunch): void
  showRightItem(item: HostRightItem): void
  /** spec 7 analytics: `type` is 'pageView' or 'event'; properties are flat values */
  h5Monitor(type: string, event: string, properties?: JsonObject): void
  initPage(payload: JsonObject): void
  initOrderPageStates(states: OrderPageStates): void
}

/**
 * docs/bridge.md 3.2: the item at the right of the mobile apps' native title bar. A tap opens `url`
 * in a new web view named `name`, as goToNewWebView does; `visible: false` takes it away.
 */
export type HostRightItem = { visible: true; title: string; name: string; url: string } | { visible: false }

/** What a page asks of its right item: its text, and the in-app page a tap opens. */
export interface RightItemLink {
  title: string
  path: RoutePath
}

/** What a desktop order list shows (docs/bridge.md 3.2): the desktop app's own chrome follows it. */
export type OrderPageState = 'loading' | 'failed' | 'empty' | 'list'

export type OrderPageStates = { path: string; state: OrderPageState; count: number }

export type HostAnswerParser<T> = (raw: unknown) => T | undefined

export interface HostGlobalHandlers {
  setLang(lang: Language): void
  switchEnv(apiHost: string): void
  /** spec 2: the desktop host's navigation callback (named in initPage), an in-app path */
  navigate?(path: string): void
}

export type SecureStorageKey = 'lang' | 'apiHost' | 'marketPlace'

export interface SecureStorage {
  get(key: SecureStorageKey): string | undefined
  set(key: SecureStorageKey, value: string): Promise<void>
  remove(key: SecureStorageKey): void
}

/** Where the host keeps the login token; the token's one owner is src/stores/login-token.ts. */
export interface TokenStore {
  /** the kept token; a kept value that is not a token reads as none (and stays until dropInvalid) */
  get(): string | undefined
  /** an empty token clears it */
  set(token: string): void
  clear(): void
  /** removes a kept value that is not a token (start-up) */
  dropInvalid(): void
}

export type Query = Record<string, string | number>

// Declared with the rules that read them (src/lib/redirect-item.ts); the adapter speaks the same words.
export type { NavResult, RedirectItem, RedirectKind }

export interface OpenTargetOptions {
  /** names the new web view instead of the URL's last path segment */
  title?: string
  /** the app version the host reported (getVersion), for the chat minimum versions of spec 9 */
  appVersion?: string
}

export interface DetectModule {
  detectClient(): ClientInfo
  platformType(): PlatformType
}

export interface BridgeModule {
  host: HostApi
  /** `fields` go with the callback name, for questions that carry something (saveImage) */
  askHost<T>(message: HostQuery, parse: HostAnswerParser<T>, timeoutMs: number, fields?: JsonObject): Promise<T | undefined>
}

export interface GlobalsModule {
  installHostGlobals(handlers: HostGlobalHandlers): void
}

/** Plain string storage of one build; failures are the backend's to absorb. */
export interface StorageBackend {
  read(key: string): string | undefined
  write(key: string, value: string): void
  remove(key: string): void
}

export interface StorageModule {
  secureStorage: SecureStorage
  configureSecureStorage(keyHex: string): void
  /** Request ids of money-like actions not answered yet (src/stores/kept-intents.ts). */
  pendingActionStorage: StorageBackend
  /** The last answers seen of the balance, membership and lists, shown offline (src/stores/last-known.ts). */
  lastKnownStorage: StorageBackend
}

export interface TokenModule {
  tokenStore: TokenStore
  obtainToken(): Promise<string | undefined>
  /** spec 7: the server's cross-site-request cookie, for the request header (H5; none on weapp) */
  crossSiteRequestToken(): string | undefined
}

export interface RandomModule {
  randomBytes(length: number): Promise<Uint8Array>
}

export interface ClipboardModule {
  copyText(text: string): Promise<boolean>
}

export interface NavigationModule {
  /** Where the launch path `/` forwards: H5's home screen; undefined in the mini-program, whose launch page is its home tab. */
  launchForward: RoutePath | undefined
  /** tells the listener of each screen the app opens, before its page's code loads (H5) */
  onRouteOpen(listener: (path: RoutePath, query: Query) => void): void
  navigateTo(path: RouteUrl, query?: Query): Promise<void>
  redirectTo(path: RouteUrl, query?: Query): Promise<void>
  replaceLocation(url: string): void
  goLogin(redirect?: string): Promise<void>
  openTarget(target: string | number, options?: OpenTargetOptions): Promise<NavResult>
  performRedirect(item: RedirectItem, kind: RedirectKind, allowedDomains: readonly string[]): Promise<NavResult>
}

export interface LocationModule {
  currentPath(): string
  currentQuery(): Record<string, string>
  currentUrlForRedirect(): string
  rawQueryString(): string
  isSecondBrandSite(): boolean
}

export interface PageModule {
  setPageTitle(title: string): void
  /** the host draws the title in a bar of its own (WeChat's navigation bar, the apps' native title bar) */
  hostShowsTitle(): boolean
  /** the first page is known before the app renders (H5: its address), so start-up need not wait for the render and may ask for the page's texts and reads ahead of it */
  FIRST_PAGE_KNOWN_AT_LOAD: boolean
  /** runs work no screen waits for once the page has drawn what it was busy with and paints nothing larger */
  whenPaintSettled(task: () => void): void
  installNotFoundRedirect(path: RoutePath): void
  /** retries a page's code that failed to load (H5), then shows the error state in `texts()` */
  installPageChunkRetry(texts: () => PageLoadFailureTexts): void
  /** gives the UI library's controls a role, a name and keyboard access (H5; native on weapp) */
  installAccessibleControls(): void
  /** installs them at once when a keyboard is used before then (H5) */
  installAccessibleControlsOnFirstKey(): void
  /** runs `callback` each time the page is shown again (a tab switched back to, a page returned to) */
  usePageShow(callback: () => void): void
  /** a View's or Text's role, as the host reads it: `role` on H5, `aria-role` in the mini-program */
  roleProps(role: AccessibleRole): RoleProps
  /** Tells when a pointer comes onto the element and leaves it (H5); the mini-program has no pointer, so nothing. */
  pointerProps(onPointed: (pointed: boolean) => void): PointerProps
}

export interface HostItemsModule {
  /** the mobile apps' title bar shows the page's records link while the page is shown (H5 only) */
  useHostRightItem(link: RightItemLink | undefined): void
  /** a desktop order list tells the desktop apps what it shows (H5 only) */
  useOrderPageStates(state: OrderPageState | undefined, count: number): void
}

/** A failure nothing else caught, as it is kept and reported: never a token or personal data. */
export interface Failure {
  kind: FailureKind
  /** scrubbed (scrubFailureMessage, src/lib/failure-report.ts) */
  message: string
  /** the page's path, without its query */
  path: string
}

export interface FailureReportModule {
  /** sends a recorded failure to the host's monitor (H5: H5Monitor in the apps; weapp: WeChat's real-time log); `channel` is the marketplace */
  reportFailure(failure: Failure, channel: string): void
}

export interface FieldPerformanceModule {
  /**
   * Issue 24: tells `report` each measure of this session's performance. H5: LCP, INP and CLS
   * (web-vitals, loaded once the page has loaded, so it costs the first load nothing); weapp: each
   * page's first render (WeChat's performance observer).
   */
  watchFieldPerformance(report: (measure: FieldMeasure) => void): void
}

export interface NetworkModule {
  /**
   * Tells `listener` whether the device has a network: once at start (H5 at once; weapp when WeChat
   * answers) and at each change (H5: the window's online / offline events; weapp: onNetworkStatusChange).
   * Returns the function that stops listening.
   */
  watchNetwork(listener: (online: boolean) => void): () => void
}

export interface FailuresModule {
  /** the app component's: records what nothing caught (H5: the window's error events; weapp: App.onError, onUnhandledRejection) */
  useFailureHooks(): void
}

/** Roles the screens give their own tappable Views and Texts. */
export type AccessibleRole = 'button' | 'link' | 'tab' | 'img' | 'main' | 'status'
export type RoleProps = { role: AccessibleRole } | { 'aria-role': AccessibleRole }

export interface PointerProps {
  onMouseEnter?: () => void
  onMouseLeave?: () => void
}

/** An element's box in px: `top` from the top of the viewport. */
export interface ElementBox {
  top: number
  height: number
}

export interface LanguageModule {
  /** the browser's or WeChat's preferred locales, most preferred first; empty when unknown */
  deviceLocales(): string[]
  /** labels the document with the app's language (H5 `<html lang>`) */
  setDocumentLanguage(language: Language): void
}

export interface LayoutModule {
  /** the height of the page's visible area in px */
  viewportHeight(): number
  /** the box of the element with this id once the current render is on screen; undefined when absent */
  measureElement(id: string): Promise<ElementBox | undefined>
  /** calls `listener` whenever the viewport changes size; returns the function that stops it */
  onViewportResize(listener: () => void): () => void
  /** the user asked the system for less motion (`prefers-reduced-motion`); animations then jump to their end */
  prefersReducedMotion(): boolean
}

/** A canvas the page draws on (the invite poster, a QR code), fixed in size by its class. */
export interface PosterCanvasProps {
  id: string
  /** canvas pixels */
  width: number
  height: number
  className: string
  /** what the picture shows, for screen readers */
  label: string
}

/**
 * How saving a poster ended. `in-app-only`: a plain browser (spec 6, only the app saves);
 * `upgrade-needed`: an app too old for saveImage; `album-denied`: the mini-program has no album
 * permission (the settings can give it); `privacy-refused`: the user refused the privacy guideline
 * (the settings cannot help; saving again asks again).
 */
export type PosterSaveResult =
  | 'saved'
  | 'cancelled'
  | 'in-app-only'
  | 'upgrade-needed'
  | 'album-denied'
  | 'privacy-refused'
  | 'poster-failed'
  | 'save-failed'

export interface PosterModule {
  PosterCanvas: FunctionComponent<PosterCanvasProps>
  /** the pen of a mounted PosterCanvas, once it is on screen; undefined when there is none */
  posterPen(id: string): Promise<PosterPen | undefined>
  /** saves what the canvas shows as an image named `name`; `appVersion` is the host's (getVersion) */
  savePoster(id: string, name: string, appVersion: string): Promise<PosterSaveResult>
  /** mini-program: opens the settings so the user can allow the album; true when it is now allowed */
  openAlbumSettings(): Promise<boolean>
}

/** A privacy consent WeChat waits for (mini-program): the user agrees through the agree button, or refuses. */
export interface PrivacyConsentRequest {
  /** `buttonId`: the id of the button with the open type agreePrivacyAuthorization the user tapped */
  agree(buttonId: string): void
  refuse(): void
}

/** The words of the restart prompt when a new version is ready, in the user's language. */
export interface UpdatePrompt {
  title: string
  text: string
  restart: string
  later: string
}

export interface MiniProgramServicesModule {
  /** mini-program: `ask` shows the product's consent dialog whenever WeChat needs consent before a privacy API */
  listenForPrivacyConsent(ask: (request: PrivacyConsentRequest) => void): void
  /** opens WeChat's page of the mini-program's privacy guideline; false where there is none */
  openPrivacyGuide(): Promise<boolean>
  /** the failure of a privacy API whose consent the user refused, told apart from a refused permission */
  isPrivacyRefusal(error: unknown): boolean
  /** mini-program: asks the user to restart when WeChat has a new version ready */
  offerUpdates(prompt: () => UpdatePrompt): void
  /** mini-program: the tab bar's labels in the user's language, in the order of TAB_PATHS */
  labelTabBar(labels: readonly string[]): void
}

/** The way to customer-service chat (spec 2, type 3): WeChat's own in the mini-program, Meiqia in the apps. */
export interface CustomerChatProps {
  className: string
  /** What the entry shows. */
  children: ReactNode
  /** The app version the host reported (getVersion), for spec 9's minimum chat versions. */
  appVersion: string
  /** This client cannot open the chat (a plain browser, an app too old): the caller says why. */
  onUnavailable(outcome: NavResult): void
}

export interface CustomerChatModule {
  CustomerChat: FunctionComponent<CustomerChatProps>
}

/** A page shared from the mini-program's menu: its title and the in-app path it opens. */
export interface ShareMessage {
  title: string
  path: RoutePath
  query: Query
}

export interface ShareModule {
  /** mini-program: what the share menu sends for the current page (undefined: the page as it is) */
  useShareMessage(message: ShareMessage | undefined): void
}

/**
 * A re-login with a third-party account (account cancellation, spec 5): `code` is the one-time
 * code the server checks against the bound account; `none` when no third-party account signed in;
 * `in-app-only` in a plain browser; `upgrade-needed` in an app that lacks the message.
 */
export type ThirdPartyRelogin =
  | { kind: 'code'; code: string }
  | { kind: 'none' }
  | { kind: 'in-app-only' }
  | { kind: 'upgrade-needed' }

/** What WeChat's phone-number button handed over: a one-time code the server exchanges for the number, or the user's refusal. */
export type WechatPhoneAnswer = { kind: 'code'; code: string } | { kind: 'refused' }

export interface ThirdPartyLoginModule {
  /** `provider` names the bound account's platform (e.g. `wechat`) */
  reloginThirdParty(provider: string): Promise<ThirdPartyRelogin>
  /** WeChat login (wx.login) is the mini-program's; H5 shows no WeChat button */
  offersWechatLogin: boolean
  /** wx.login's one-time code; undefined when WeChat gave none (it failed or did not answer) or there is no WeChat */
  wechatLoginCode(): Promise<string | undefined>
  /** reads the detail of the getphonenumber event of a button with the open type getPhoneNumber */
  wechatPhoneAnswer(detail: unknown): WechatPhoneAnswer
}

/** An image the user chose to upload (the share screenshot): what the rules read, and the file. */
export interface ChosenImage {
  name: string
  /** Bytes. */
  size: number
  /** Its MIME type as the host declares it ('' when the host does not say): not trusted, `head` decides. */
  type: string
  /** Its first bytes (up to `IMAGE_SIGNATURE_BYTES`, src/lib/image-format.ts), read when chosen; undefined when they could not be read. */
  head: Uint8Array | undefined
  /** What the preview shows: an object URL (H5) or the temporary file path (weapp). */
  previewUrl: string
  /** The file itself: a File (H5) or the temporary file path (weapp). */
  file: Blob | string
}

/** A multipart POST of one image and a few text fields. */
export interface ImageUploadRequest {
  url: string
  headers: Record<string, string>
  /** The form field the image goes in. */
  fileField: string
  image: ChosenImage
  fields: Record<string, string>
  timeoutMs: number
}

/** The server's answer as text, or why none came. */
export type ImageUploadResult = { ok: true; statusCode: number; data: string } | { ok: false; failure: 'timeout' | 'network' }

export interface ImageUploadModule {
  /** Opens the host's image chooser and reads the chosen file's first bytes; undefined when the user chose nothing. */
  chooseImage(): Promise<ChosenImage | undefined>
  uploadImage(request: ImageUploadRequest): Promise<ImageUploadResult>
  /** Frees what the preview holds once the image is no longer shown. */
  releaseImage(image: ChosenImage): void
}

/**
 * Spec 5: where this client can pay a price difference: `here`, or not and why: an iOS device
 * (spec 5), a plain browser (no host to pay with), an app that lacks the payPriceDifference message.
 */
export type PaymentPlace = 'here' | 'ios' | 'browser' | 'upgrade'

/** WeChat Pay's JSAPI parameters of a payment order the server made, as wx.requestPayment takes them. */
export interface WechatPayOrder {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256'
  paySign: string
}

/** One order's price difference to pay (docs/bridge.md, payPriceDifference). */
export interface PriceDifferencePayment {
  orderId: string
  /** The same for every retry of this order's payment, so the server makes one payment (docs/api.md, "Request ids"). */
  requestId: string
  /** Yuan with two decimals, "9.90". */
  amount: string
  /** What is paid for: the goods' name. */
  title: string
  /**
   * Mini-program: the server's WeChat Pay order for the payer this wx.login code names; rejects when
   * the server refused or gave no answer, and paying rejects with that failure.
   */
  wechatOrder(payerCode: string): Promise<WechatPayOrder>
}

/**
 * How paying ended on this client: `paid` (WeChat or the app says so; the server confirms),
 * `cancelled` by the user, `failed`, or `unknown` (no word came).
 */
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'unknown'

export interface PaymentModule {
  paymentPlace(): PaymentPlace
  payPriceDifference(payment: PriceDifferencePayment): Promise<PaymentOutcome>
}
