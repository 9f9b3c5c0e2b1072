import { ApiError, HttpError } from '@/services/http/errors'
import { CODE_OK } from '@/services/http/codes'
import type { ApiAnswer } from '@/services/http/client'

// Answers are checked at the edge: bad server data becomes one clear error, never a crash deeper in.

export type Shape = Record<string, unknown>

export function badShape(what: string): HttpError {
  return new HttpError('bad-response', `Unexpected response shape: ${what}`)
}

export function okData(answer: ApiAnswer): unknown {
  if (answer.code !== CODE_OK) throw new ApiError(answer.code, answer.msg)
  return answer.data
}

export function asRecord(value: unknown, what = 'object'): Shape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badShape(what)
  return value as Shape
}

export function asArray(value: unknown, what = 'list'): unknown[] {
  if (!Array.isArray(value)) throw badShape(what)
  return value
}

export function readString(record: Shape, key: string, fallback?: string): string {
  const value = record[key]
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (value == null && fallback !== undefined) return fallback
  throw badShape(key)
}

export function readNumber(record: Shape, key: string, fallback?: number): number {
  const value = record[key]
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  if (value == null && fallback !== undefined) return fallback
  throw badShape(key)
}

export function readBoolean(record: Shape, key: string, fallback?: boolean): boolean {
  const value = record[key]
  if (typeof value === 'boolean') return value
  if (value === 0 || value === 1) return value === 1
  if (value == null && fallback !== undefined) return fallback
  throw badShape(key)
}

/** A string the client knows the meaning of; anything else is bad server data. */
export function readOneOf<T extends string>(record: Shape, key: string, allowed: readonly T[]): T {
  const value = readString(record, key)
  if (!(allowed as readonly string[]).includes(value)) throw badShape(key)
  return value as T
}

/** One page of a paged list answer: its rows, its number, whether more follow, the total. */
export interface PagedAnswer<T> {
  list: T[]
  page: number
  hasMore: boolean
  total: number
}

export function readPagedAnswer<T>(data: unknown, what: string, toItem: (item: unknown) => T): PagedAnswer<T> {
  const record = asRecord(data, what)
  return {
    list: asArray(record.list, 'list').map(toItem),
    page: readNumber(record, 'page'),
    hasMore: readBoolean(record, 'hasMore'),
    total: readNumber(record, 'total', 0),
  }
}
