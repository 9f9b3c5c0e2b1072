// No dayjs: China time has a fixed offset and no daylight saving; dayjs's timezone plugin needs Intl, which the mini-program lacks; dayjs+utc would add ~3.5 KB gzipped to the main package (issue 9).
// Calendar days and shown times in China time (UTC+8): the server counts sign-in days and coin
// months there, and the product shows every date there, whatever the device's own time zone is.

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date as the server writes it: `YYYY-MM-DD`. */
export type CalendarDate = string

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function fromUtcParts(year: number, monthIndex: number, day: number): CalendarDate {
  const date = new Date(Date.UTC(year, monthIndex, day))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false
  const match = DATE_PATTERN.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  return fromUtcParts(year, month - 1, day) === value
}

/** An instant shifted so that its UTC fields read as China wall-clock time. */
function chinaClock(epochMs: number): Date {
  return new Date(epochMs + CHINA_OFFSET_MS)
}

/** The China-time date of an instant, `YYYY-MM-DD`: also how every date is shown, in every language. */
export function chinaDateOf(epochMs: number): CalendarDate {
  const clock = chinaClock(epochMs)
  return fromUtcParts(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate())
}

/** The China-time date and time of an instant to the minute, `YYYY-MM-DD HH:mm`, as times are shown. */
export function chinaDateTimeOf(epochMs: number): string {
  const clock = chinaClock(epochMs)
  return `${chinaDateOf(epochMs)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`
}

function utcDayNumber(date: CalendarDate): number {
  const [, year, month, day] = (DATE_PATTERN.exec(date) ?? []).map(Number)
  return Date.UTC(year, month - 1, day) / DAY_MS
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date((utcDayNumber(date) + days) * DAY_MS)
  return fromUtcParts(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate())
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return utcDayNumber(to) - utcDayNumber(from)
}

/** 00:00 China time of a date, as an instant. */
export function chinaMidnightOf(date: CalendarDate): number {
  return utcDayNumber(date) * DAY_MS - CHINA_OFFSET_MS
}

/** The last millisecond of the China-time month `monthsAhead` months after the month of `epochMs`. */
export function endOfChinaMonth(epochMs: number, monthsAhead = 0): number {
  const clock = chinaClock(epochMs)
  const startOfNext = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + monthsAhead + 1, 1)
  return startOfNext - CHINA_OFFSET_MS - 1
}
