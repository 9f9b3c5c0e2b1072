// Festival gifts and coin events (spec 2 /pointEvent, /pointEventV2; spec 3 record type 11):
// an event runs between two instants; its days are China-time days whatever the device's zone.
import { addDays, chinaDateOf, type CalendarDate } from './calendar'

/** Spec 2 "event ended": before its start an event is upcoming, then open, then ended. */
export type EventPhase = 'upcoming' | 'open' | 'ended'

export interface EventPeriod {
  startAt: number
  /** The last millisecond of the event. */
  endAt: number
}

export function eventPhase(period: EventPeriod, now: number): EventPhase {
  if (now < period.startAt) return 'upcoming'
  return now <= period.endAt ? 'open' : 'ended'
}

/** The festival gift (/pointEvent) is claimed once, while the event is open. */
export function canClaimFestivalGift(period: EventPeriod, claimed: boolean, now: number): boolean {
  return !claimed && eventPhase(period, now) === 'open'
}

/** A day of a coin event (/pointEventV2): claimed, missed, today's to claim, or still to come. */
export type EventDayState = 'claimed' | 'missed' | 'today' | 'upcoming'

export interface EventDay {
  date: CalendarDate
  coins: number
}

export interface EventDayView extends EventDay {
  state: EventDayState
}

/**
 * The event's days as the user sees them on `now`: a day's gift is claimed on that China-time
 * day only; once the day is over unclaimed it is missed. After the event every day is claimed or missed.
 */
export function eventDays(days: readonly EventDay[], claimedDates: readonly CalendarDate[], now: number): EventDayView[] {
  const today = chinaDateOf(now)
  return days.map((day) => {
    if (claimedDates.includes(day.date)) return { ...day, state: 'claimed' }
    if (day.date < today) return { ...day, state: 'missed' }
    return { ...day, state: day.date === today ? 'today' : 'upcoming' }
  })
}

/** The China-time dates of an event of `length` days starting on `first`. */
export function eventDates(first: CalendarDate, length: number): CalendarDate[] {
  return Array.from({ length }, (_, index) => addDays(first, index))
}

/** Coins claimed so far, out of the event's total. */
export function eventCoins(days: readonly EventDayView[]): { claimed: number; total: number } {
  return {
    claimed: days.filter((day) => day.state === 'claimed').reduce((sum, day) => sum + day.coins, 0),
    total: days.reduce((sum, day) => sum + day.coins, 0),
  }
}
