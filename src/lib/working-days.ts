// Deadlines counted in working days (Monday to Friday, China time): a shop order's issue (spec 9,
// 2 working days) and a share screenshot's review (spec 9, 2 working days).
import { addDays, chinaDateOf, chinaMidnightOf, type CalendarDate } from './calendar'

const DAY_MS = 24 * 60 * 60 * 1000

function isWorkingDay(date: CalendarDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** The end (China time) of the `days`-th working day after the day of `moment`. */
export function endOfWorkingDaysAfter(moment: number, days: number): number {
  let date = chinaDateOf(moment)
  for (let counted = 0; counted < days; ) {
    date = addDays(date, 1)
    if (isWorkingDay(date)) counted += 1
  }
  return chinaMidnightOf(date) + DAY_MS - 1
}
