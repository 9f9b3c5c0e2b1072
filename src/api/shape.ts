import * as v from 'valibot'
import { isCalendarDate } from '@/lib/calendar'
import { Refusal } from '@/lib/refusal'
import { recordFailure } from '@/platform/failure-log'
import { HttpError } from '@/services/http/errors'
import { CODE_OK } from '@/services/http/codes'
import { endpointOf, type ApiAnswer } from '@/services/http/client'

// Answers are checked at the edge: bad server data becomes one clear error, never a crash deeper in.
// Each answer is one valibot schema and its type is derived from it; these are the wire's pieces.

/** The answer's data; a refusal code rejects as a Refusal (the convention: src/lib/refusal.ts). */
export function okData(answer: ApiAnswer): unknown {
  if (answer.code !== CODE_OK) throw new Refusal(answer.code, answer.msg)
  return answer.data
}

/**
 * The answer as its schema reads it; else an HttpError bad-response naming where it broke (for the
 * log, never shown), and a failure report naming the endpoint and the field, never a value.
 */
export function parseAnswer<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  const field = v.getDotPath(issue) ?? 'answer'
  recordFailure(`${endpointOf(data) ?? 'an answer'}: ${field}`, 'answerShape')
  throw new HttpError('bad-response', `Unexpected response shape: ${field} (${issue.message})`)
}

/**
 * The answer as its schema reads it, with the wire data it was read from: a kept copy stores that
 * (src/stores/last-known.ts), since a schema that renames or converts fields cannot read its own output.
 */
export function parseAnswerKeepingWire<TSchema extends v.GenericSchema<unknown, object>>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> & { readonly wire: unknown } {
  return { ...parseAnswer(schema, data), wire: data }
}

/** A kept copy of an answer read again by its schema (src/stores/last-known.ts): undefined when it no longer fits (an older build's copy, a hand edit). */
export function storedAnswer<TSchema extends v.GenericSchema>(schema: TSchema): (value: unknown) => v.InferOutput<TSchema> | undefined {
  return (value) => {
    const result = v.safeParse(schema, value)
    return result.success ? result.output : undefined
  }
}

/** Text; a number where text is meant (ids, uids) is read as its digits. */
export const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))])

/** A finite number; the server writes some as numeric strings. */
export const num = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '' && Number.isFinite(Number(value))),
    v.transform(Number),
  ),
])

/** Spec 4: a coin figure after a change, taken only when numeric; anything else reads as absent. */
export const coinFigure = v.fallback(v.optional(num), undefined)

/** A whole number from 0 up: counts, balances, pages. */
export const count = v.pipe(num, v.integer(), v.minValue(0))

/** A boolean; the server also writes 0 and 1. */
export const flag = v.union([v.boolean(), v.pipe(v.picklist([0, 1]), v.transform((value) => value === 1))])

/** A China-time calendar date, YYYY-MM-DD. */
export const calendarDate = v.pipe(
  v.string(),
  v.check((value: string) => isCalendarDate(value)),
)

/** One page of a paged list answer: its rows, its number, whether more follow, the total (0 when not sent). */
export function pagedAnswer<TRow extends v.GenericSchema>(row: TRow) {
  return v.object({ list: v.array(row), page: num, hasMore: flag, total: v.nullish(num, 0) })
}

/**
 * A list whose rows a newer server may extend: a row matching `later` (something this client
 * does not know yet) is left out rather than shown wrong; any other row that breaks `row` is bad data.
 * A `row` that reads as undefined is left out too.
 */
export function knownRows<TRow extends v.GenericSchema, TLater extends v.GenericSchema>(row: TRow, later: TLater) {
  return v.pipe(
    v.array(v.union([row, v.pipe(later, v.transform(() => undefined))])),
    v.transform((rows) => rows.filter((item): item is NonNullable<v.InferOutput<TRow>> => item != null)),
  )
}
