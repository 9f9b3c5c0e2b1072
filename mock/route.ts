// What a route of the mock is: the answer of one `METHOD /path` (relative to /api).
import type { GenericSchema, InferInput } from 'valibot'
import type { Language } from '@/lib/i18n'
import type { TextKey } from './texts'
import type { Account, MockState } from './state'

/**
 * An answer's data as the client's schema in src/api reads it off the wire: the schema is the only
 * description of an answer, so the mock writes `data satisfies Wire<typeof schema>`.
 */
export type Wire<TSchema extends GenericSchema> = InferInput<TSchema>

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
  t: (key: TextKey, values?: Record<string, string | number>) => string
}

export type SignedIn = RouteContext & { account: Account }

interface OpenRoute {
  auth?: false
  /** Spec 7: some answers (the CMS's) travel unencrypted. */
  plain?: boolean
  handle(context: RouteContext & { account: Account | undefined }): Answer
}

interface SignedInRoute {
  auth: true
  plain?: boolean
  /** Spec 6: a blacklisted or risky account is refused before anything else (welfare tasks and events). */
  refusesRiskyAccounts?: boolean
  handle(context: SignedIn): Answer
}

type Route = OpenRoute | SignedInRoute

/** A domain's routes by `METHOD /path`. */
export type Routes = Record<string, Route>

export const CODE_BAD_REQUEST = 400
const DEFAULT_PAGE_SIZE = 10 // spec 9: scrolling lists load 10 rows at a time
const MAX_PAGE_SIZE = 50

/** A query number: absent or empty gives the default; anything but digits is invalid (NaN). */
function queryInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  return /^\d+$/.test(value) ? Number(value) : NaN
}

/** One page of a paged answer. */
export interface Page<TRow> {
  list: TRow[]
  page: number
  total: number
  hasMore: boolean
}

/** The page of `rows` the query asks for (`page` from 1, `pageSize` 1–50); undefined when it asks for none. */
export function pageOf<TRow>(query: Record<string, string>, rows: readonly TRow[]): Page<TRow> | undefined {
  const page = queryInteger(query.page, 1)
  const pageSize = queryInteger(query.pageSize, DEFAULT_PAGE_SIZE)
  if (!(page >= 1 && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) return undefined
  const start = (page - 1) * pageSize
  return { list: rows.slice(start, start + pageSize), page, total: rows.length, hasMore: start + pageSize < rows.length }
}

/** The answer to a page the query cannot ask for. */
export function badPaging({ t }: RouteContext): Answer {
  return { code: CODE_BAD_REQUEST, msg: t('badPaging') }
}

/** A body field as text, trimmed; anything but a string is empty. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
