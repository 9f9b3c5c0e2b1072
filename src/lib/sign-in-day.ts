import { addDays, chinaMidnightOf, type CalendarDate } from './calendar'

// When /signInV4 and /welfare ask again for what turns with the China day (today's sign-in, today's
// income). Not in sign-in.ts: the welfare store loads that module in the shell, and only those
// pages need this.

/**
 * How long after midnight China time the page asks: a device clock up to this much fast still
 * asks once the server's day has turned.
 */
export const NEXT_SIGN_IN_DAY_MARGIN_MS = 60 * 1000

/**
 * Milliseconds from `now` until the page should ask for the China day after `today`. Undefined
 * when that moment is already past: the server has just said that today is `today`, so the
 * device's clock is off, and asking at once would only bring the same answer.
 */
export function msUntilNextSignInDay(today: CalendarDate, now: number): number | undefined {
  const wait = chinaMidnightOf(addDays(today, 1)) + NEXT_SIGN_IN_DAY_MARGIN_MS - now
  return wait > 0 ? wait : undefined
}
