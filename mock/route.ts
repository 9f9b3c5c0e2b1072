// What a route of the mock is: the answer of one `METHOD /path` (relative to /api).
import type { Language } from '@/lib/i18n'
import type { AnswerTextKey } from './answer-texts'
import type { Account, MockState } from './state'

/** The answer before it is sent: `msg` defaults to the success text, `data` is encrypted when the code says so. */
export interface Answer {
  code: number
  msg?: string
  data?: unknown
}

/** Query string fields, and the request body's fields (form or decrypted JSON). */
export type Fields = Record<string, unknown>

export interface RouteContext {
  state: MockState
  body: Fields
  query: Record<string, string>
  lang: Language
  token: string | undefined
  t: (key: AnswerTextKey) => string
}

interface OpenRoute {
  auth?: false
  /** Spec 7: some answers (the CMS's) travel unencrypted. */
  plain?: boolean
  handle(context: RouteContext & { account: Account | undefined }): Answer
}

interface SignedInRoute {
  auth: true
  plain?: boolean
  handle(context: RouteContext & { account: Account }): Answer
}

export type Route = OpenRoute | SignedInRoute

/** A domain's routes by `METHOD /path`. */
export type Routes = Record<string, Route>

export const DEFAULT_PAGE_SIZE = 10 // spec 9: scrolling lists load 10 rows at a time
export const MAX_PAGE_SIZE = 50

/** A query number: absent or empty gives the default; anything but digits is invalid (NaN). */
function queryInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  return /^\d+$/.test(value) ? Number(value) : NaN
}

/** The page a list request asks for; undefined when `page` or `pageSize` is no valid number. */
export function pagingOf(query: Record<string, string>): { page: number; pageSize: number } | undefined {
  const page = queryInteger(query.page, 1)
  const pageSize = queryInteger(query.pageSize, DEFAULT_PAGE_SIZE)
  return page >= 1 && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE ? { page, pageSize } : undefined
}

/** A body field as text, trimmed; anything but a string is empty. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
