// Only this build's own environment is in the bundle: config/environment.ts resolves it at build
// time and injects it as APP_ENVIRONMENT; environments.json is never imported here (DESIGN.md, builds).
import sites from './sites.json'

export const environment: AppEnvironment = APP_ENVIRONMENT

/**
 * The only API hosts `switchEnv` and a stored choice may pick: this build's own (spec 7). Outside
 * the local and mock builds they are https, or the build stops (config/environment.ts).
 */
export const knownApiHosts: readonly string[] = [...new Set([environment.host, environment.secondBrandHost])]

// Spec 3: the environment's public sites and links, and the hosts a link may lead to (spec 5, link
// safety). JSON, so the build's content security policy (config/content-security.ts) reads the same.
// iosStoreLink: the App Store page; androidPackageLink: the APK on the official site (Android phones
// in China have no common store, and the adapter opens only allow-listed web links); appDownloadPage:
// where a phone downloads the app (the desktop invite page shows it as a QR code, spec 2).
export const siteLinks = sites.siteLinks
export const allowedLinkDomains: readonly string[] = sites.allowedLinkDomains

// Spec 9: request timeout, login cookie lifetime, redirect delay, toast, chat minimum versions.
export const REQUEST_TIMEOUT_MS = 180000
/** Issue 26: a request still waiting this long says so and offers to cancel (the timeout above stays). */
export const SLOW_REQUEST_MS = 5000
export const TOKEN_MAX_AGE_MS = 2592000000
export const REDIRECT_DELAY_MS = 2000
/** Spec 9 UI defaults: the toast of the phone layout. */
export const TOAST_DURATION_MS = 2000
/**
 * Spec 9 notification defaults, for the desktop layout (a window wider than 410 px: the PC and Mac
 * apps, a desktop browser): toasts 3 s and notices 4.5 s (paused while the pointer is on them),
 * 8 px from the top and centred; more than `stackThreshold` stack, each `stackOffsetPx` under the
 * one before, and open `stackGapPx` apart under the pointer.
 */
export const NOTIFICATION = { toastMs: 3000, noticeMs: 4500, topPx: 8, stackOffsetPx: 8, stackThreshold: 3, stackGapPx: 16 } as const
export const MIN_CHAT_VERSION = { android: '3.25.2', macApp: '3.0.7' } as const
/** The first app version whose host saves an image sent by the page (docs/bridge.md, saveImage). */
export const MIN_SAVE_IMAGE_VERSION = '3.30.0'

/** Spec 6: blacklisted or risky accounts appeal by email to this address. */
export const APPEAL_EMAIL = 'appeal@speedup.example'

/** Spec 9: rows per page of every scrolling list. */
export const LIST_PAGE_SIZE = 10

/**
 * Spec 2 /xiechengAd: the travel partner's redirect item (spec 3): its mobile site, and its
 * mini program, by original id from the apps and by app id from our mini-program. The partner
 * supplies these values.
 */
export const partnerPromotionItem = {
  targetUrl: 'https://m.ctrip.com/webapp/hotel/',
  clientUrl: 'https://m.ctrip.com/webapp/hotel/',
  originalId: 'gh_ctrip_hotel',
  appId: 'wx0e6ed4f51db9d078',
  innerLink: 'pages/hotel/index',
} as const

/** Outside links are https only, except in the local and mock builds, whose sites are plain http. */
export const HTTPS_ONLY_LINKS = environment.name !== 'local' && environment.name !== 'mock'

// One brand name per language, and the membership facts the texts name: JSON, so the mock's
// agreement texts (mock/routes/agreement-texts.ts) read the same figures; no text types them twice.
export { default as BRAND_NAMES } from './brand.json'
export { default as MEMBERSHIP_FACTS } from './membership.json'
