// The requests of the first reads of the screens in the app's areas (subpackages in the
// mini-program), built as src/api/reads.ts builds the welfare ones. Apart from them because only each
// area's api module and the H5 table of first reads (src/api/screen-reads.ts) import these: the
// mini-program's main package carries none of them.
import type { ApplicationKind, ApplicationTab } from '@/lib/applications'
import type { HelpGroup } from '@/lib/help'
import type { RequestOptions } from '@/services/http'

export const SHOP_GOODS_READ: RequestOptions = { method: 'GET', path: '/shop/goods' }
export const INVITE_SUMMARY_READ: RequestOptions = { method: 'GET', path: '/invite/summary' }
export const LOTTERY_INFO_READ: RequestOptions = { method: 'GET', path: '/lottery/info' }
export const FESTIVAL_GIFT_READ: RequestOptions = { method: 'GET', path: '/events/pointEvent' }
export const COIN_EVENT_READ: RequestOptions = { method: 'GET', path: '/events/pointEventV2' }
export const WEEKLY_REWARD_READ: RequestOptions = { method: 'GET', path: '/events/weeklyReward' }
export const MAIL_ACTIVITY_READ: RequestOptions = { method: 'GET', path: '/events/mailActivity' }
export const MINI_GAME_READ: RequestOptions = { method: 'GET', path: '/events/miniGame' }
export const SPORTS_QUIZ_READ: RequestOptions = { method: 'GET', path: '/events/sportsQuiz' }
export const GIFT_STATUS_READ: RequestOptions = { method: 'GET', path: '/gift/status' }
export const REFUNDS_READ: RequestOptions = { method: 'GET', path: '/member/refunds' }
export const CUSTOMIZED_MEMBERSHIP_READ: RequestOptions = { method: 'GET', path: '/customized/membership' }
export const AUTO_RENEW_READ: RequestOptions = { method: 'GET', path: '/member/autoRenew' }
export const PAUSE_STATUS_READ: RequestOptions = { method: 'GET', path: '/member/pause' }
export const CLIENT_DOWNLOADS_READ: RequestOptions = { method: 'GET', path: '/device/downloads' }

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

export function memberRecordsRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/member/records', query: { page, pageSize } }
}

export function pausesRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/member/pauses', query: { page, pageSize } }
}

/** The tab "all" sends no state. */
export function applicationsRead(kind: ApplicationKind, tab: ApplicationTab, page: number, pageSize: number): RequestOptions {
  const query = tab === 'all' ? { kind, page, pageSize } : { kind, state: tab, page, pageSize }
  return { method: 'GET', path: '/application/records', query }
}
