// The requests of the reads a screen shows first (src/api/screen-reads.ts sends them early on H5):
// the api modules build them from here, so a read sent early and the page's own are the same request.
import type { HelpGroup } from '@/lib/help'
import type { Language } from '@/lib/i18n'
import type { RoutePath } from '@/routes'
import type { RequestOptions } from '@/services/http'

export const WELFARE_SUMMARY_READ: RequestOptions = { method: 'GET', path: '/welfare/summary' }
export const WELFARE_TASKS_READ: RequestOptions = { method: 'GET', path: '/welfare/tasks' }
export const SIGN_IN_STATUS_READ: RequestOptions = { method: 'GET', path: '/welfare/signIn/status' }
export const SHOP_GOODS_READ: RequestOptions = { method: 'GET', path: '/shop/goods' }
export const INVITE_SUMMARY_READ: RequestOptions = { method: 'GET', path: '/invite/summary' }
export const LOTTERY_INFO_READ: RequestOptions = { method: 'GET', path: '/lottery/info' }

export function messagesRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/message/list', query: { page, pageSize } }
}

export function lotteryPrizesRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/lottery/prizes', query: { page, pageSize } }
}

export function helpQuestionsRead(group: HelpGroup | undefined, keyword: string | undefined): RequestOptions {
  return { method: 'GET', path: '/wordpress/list', query: { group, keyword } }
}

export function exchangeOrdersRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/shop/orders', query: { page, pageSize } }
}

export function coinRecordsRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/welfare/coinRecords', query: { page, pageSize } }
}

/** What start-up knows of the first screen when the session is ready. */
export interface FirstScreen {
  path: RoutePath
  /** a login token is there: the reads of a member's own data go out too */
  signedIn: boolean
  /** the screen's query (the help group /help opens is its `t`) */
  query: Readonly<Record<string, string>>
  /** the desktop apps show no invite (spec 2) */
  onDesktop: boolean
  /** the start language: the reads can go before its shell texts are in and it is shown */
  language: Language
}
