// The host adapter's public entry (DESIGN.md): the only place that knows about hosts. Each
// module below resolves to its .weapp.ts twin in the mini-program build.
export type {
  AccessibleRole,
  ClientInfo,
  CustomerChatProps,
  Failure,
  HostAnswerParser,
  HostApi,
  HostCommand,
  HostGlobalHandlers,
  HostMessage,
  HostQuery,
  JsonObject,
  JsonValue,
  MiniProgramLaunch,
  NavResult,
  OpenTargetOptions,
  OrderPageState,
  PlatformType,
  PosterCanvasProps,
  PosterSaveResult,
  PrivacyConsentRequest,
  Query,
  RedirectItem,
  RedirectKind,
  RightItemLink,
  SecureStorage,
  SecureStorageKey,
  ShareMessage,
  TokenStore,
  UpdatePrompt,
} from './types'
export type { HostVersion } from './host-values'
export type { FailureReportSession } from './failure-log'

export { detectClient, platformType } from './detect'
export { isDesktopApp } from './client'
export { askHost, host } from './bridge'
export {
  HOST_ANSWER_TIMEOUT_MS,
  normaliseMarketPlace,
  parseHostApiHost,
  parseHostFlag,
  parseHostLanguage,
  parseHostMarketPlace,
  parseHostPath,
  parseHostUid,
  parseHostVersion,
} from './host-values'
export { installHostGlobals } from './globals'
export { configureFailureReports, recentFailures, recordFailure } from './failure-log'
export { useFailureHooks } from './failures'
export { configureSecureStorage, secureStorage } from './storage'
export { crossSiteRequestToken, obtainToken, tokenStore } from './token'
export { randomBytes } from './random'
export { copyText } from './clipboard'
export { goLogin, launchForward, navigateTo, onRouteOpen, openTarget, performRedirect, redirectTo, replaceLocation } from './navigation'
export { currentPath, currentQuery, currentUrlForRedirect, isSecondBrandSite, rawQueryString } from './location'
export { hostShowsTitle, installAccessibleControls, installAccessibleControlsOnFirstKey, FIRST_PAGE_KNOWN_AT_LOAD, installNotFoundRedirect, installPageChunkRetry, pointerProps, roleProps, setPageTitle, usePageShow, whenPaintSettled } from './page'
export { deviceLocales, setDocumentLanguage } from './language'
export { isPrivacyRefusal, labelTabBar, listenForPrivacyConsent, offerUpdates, openPrivacyGuide } from './mini-program-services'
export { measureElement, onViewportResize, prefersReducedMotion, viewportHeight } from './layout'
export { watchNetwork } from './network'
export { watchFieldPerformance } from './field-performance'
