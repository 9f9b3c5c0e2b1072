// The requests of the reads a screen shows first (src/api/screen-reads.ts sends them early): the api
// modules build them from here, so a read sent early and the page's own are the same request. Here
// the welfare reads, whose api module the mini-program's tabs (main package) load, and the tabs' own
// first reads; every other area's are in ./area-reads, so the main package carries none of them.
import type { Language } from '@/lib/i18n'
import { LAUNCH_PATH, ME_PATH, type RoutePath } from '@/routes'
import { http, type RequestOptions } from '@/services/http'

export const WELFARE_SUMMARY_READ: RequestOptions = { method: 'GET', path: '/welfare/summary' }
export const WELFARE_TASKS_READ: RequestOptions = { method: 'GET', path: '/welfare/tasks' }
export const SIGN_IN_STATUS_READ: RequestOptions = { method: 'GET', path: '/welfare/signIn/status' }

export function coinRecordsRead(page: number, pageSize: number): RequestOptions {
  return { method: 'GET', path: '/welfare/coinRecords', query: { page, pageSize } }
}

/** What is known of a screen as it opens: the first screen at start-up, or one the app opens later. */
export interface FirstScreen {
  path: RoutePath
  /** a login token is there: the reads of a member's own data go out too */
  signedIn: boolean
  /** the screen's query (the help group /help opens is its `t`) */
  query: Readonly<Record<string, string>>
  /** the desktop apps show no invite (spec 2) */
  onDesktop: boolean
  /** the language its reads go out in: at start-up the start language, before its shell texts are in and it is shown */
  language: Language
}

/** A screen's first reads; `false` for one it sends only in other cases (signed in). */
export type ScreenReads = (screen: FirstScreen) => Array<RequestOptions | false>

/** The coin balance, a member's own. */
export const coinsOf = ({ signedIn }: FirstScreen): RequestOptions | false => signedIn && WELFARE_SUMMARY_READ

/** The tabs' first reads: the home tab's and the "me" tab's coins. */
export const TAB_READS: ReadonlyArray<readonly [RoutePath, ScreenReads]> = [
  [LAUNCH_PATH, (screen) => [coinsOf(screen)]],
  [ME_PATH, (screen) => [coinsOf(screen)]],
]

/** The requests `table` has the screen send first; none for a screen it does not list. */
export function firstReadsIn(table: ReadonlyMap<RoutePath, ScreenReads>, screen: FirstScreen): RequestOptions[] {
  const reads = table.get(screen.path)?.(screen) ?? []
  return reads.filter((read): read is RequestOptions => read !== false)
}

/**
 * Sends `reads` now, in the screen's language (at start-up the start language); its page takes their
 * answers when it asks in that language. Settles once all of them have been answered or have failed.
 */
export async function sendFirstReads(reads: readonly RequestOptions[], language: Language): Promise<void> {
  await Promise.all(reads.map((read) => http.startEarly({ ...read, headers: { ...read.headers, lang: language } })))
}
