// Spec 7: where an analytics event goes, under which name, and with which properties.

/** Tracked page views (spec 2). */
export const PAGE_VIEWS = {
  memberRecords: 'HuiYuanJiLu_PV',
  pointsShopGoods: 'JiFenShangPin_PV',
  coinDetail: 'JinBiMingXi_PV',
  exchangeDetail: 'DuiHuanXiangQing_PV',
  invite: 'YaoQing_PV',
  followMission: 'GuanZhuRenWu_PV',
  welfareCheckIn: 'FuLiQianDao_PV',
  messageCentre: 'XiaoXiZhongXin_PV',
  accountCancellation: 'ZhuXiao_PV',
} as const

export type PageViewName = (typeof PAGE_VIEWS)[keyof typeof PAGE_VIEWS]

/**
 * Issue 24: performance seen from the field (docs/bridge.md 3.3): one event per measure of a real
 * session, APP_H5Performance in the mobile apps, PC_H5Performance in the desktop apps' log, H5Performance
 * in WeChat's analytics.
 */
export const FIELD_PERFORMANCE_EVENT = 'H5Performance'

/**
 * H5 starts measuring this long after the page's load event: the page's own requests and first
 * content come first (its first load carries none of it), and web-vitals reads what the browser
 * buffered before it came.
 */
export const FIELD_PERFORMANCE_DELAY_MS = 3000

/** LCP, INP, CLS (H5, web-vitals) or PageReady (the mini-program: a page's first render, ms). */
export interface FieldMeasure {
  name: 'LCP' | 'INP' | 'CLS' | 'PageReady'
  /** ms; CLS: the layout shift score */
  value: number
  /** good, needs-improvement or poor, as web-vitals rates it; none for PageReady */
  rating?: string
  path: string
}

/** The event's properties: whole ms, a shift score to 3 decimals. */
export function fieldMeasureProperties({ name, value, rating, path }: FieldMeasure): EventProperties {
  const rounded = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)
  return rating === undefined ? { metric: name, value: rounded, path } : { metric: name, value: rounded, rating, path }
}

/** Issue 26: a failure's report (docs/bridge.md 3.1): APP_H5Error in the mobile apps, PC_H5Error on the desktop. */
export const FAILURE_EVENT = 'H5Error'

// Events that only make sense on one side: invite tasks are mobile-only (spec 2), the download QR code desktop-only.
export const MOBILE_ONLY_EVENTS: ReadonlySet<string> = new Set(['YaoQing_HaiBao_Save', 'YaoQing_LianJie_Copy', 'FenXiang_JieTu_Upload'])
export const PC_ONLY_EVENTS: ReadonlySet<string> = new Set(['YaoQing_XiaZai_QRCode', 'ZhuYe_Open'])

// The native teams count account cancellation under its own name on every host.
const UNPREFIXED_EVENTS: ReadonlySet<string> = new Set([PAGE_VIEWS.accountCancellation])

export interface EventTarget {
  isDesktopApp: boolean
  isInApp: boolean
}

export type EventRoute =
  | { sink: 'desktop'; name: string }
  | { sink: 'monitor'; name: string }
  | { sink: 'skip' }

export function routeEvent(name: string, target: EventTarget): EventRoute {
  if (target.isDesktopApp) {
    if (MOBILE_ONLY_EVENTS.has(name)) return { sink: 'skip' }
    return { sink: 'desktop', name: UNPREFIXED_EVENTS.has(name) ? name : `PC_${name}` }
  }
  if (PC_ONLY_EVENTS.has(name)) return { sink: 'skip' }
  const prefixed = target.isInApp && !UNPREFIXED_EVENTS.has(name)
  return { sink: 'monitor', name: prefixed ? `APP_${name}` : name }
}

export type EventProperties = Record<string, string | number | boolean>

/** Spec 7 properties; anything that looks like a credential is dropped, whatever the caller passed. */
export function eventProperties(channel: string, extra: EventProperties = {}, secrets: readonly string[] = []): EventProperties {
  const properties: EventProperties = {}
  for (const [key, value] of Object.entries(extra)) {
    if (/token|password|secret/i.test(key)) continue
    if (typeof value === 'string' && secrets.some((secret) => secret && value.includes(secret))) continue
    properties[key] = value
  }
  // The spec's own three properties cannot be overridden by a caller.
  return { ...properties, client_type: 'H5', channel, account_type: '' }
}
