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

/** A query number: absent or empty gives the default; anything but digits is invalid (NaN). */
export function queryInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  return /^\d+$/.test(value) ? Number(value) : NaN
}

/** A body field as text, trimmed; anything but a string is empty. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
