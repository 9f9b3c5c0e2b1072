// The festival gift (/pointEvent) and the coin event (/pointEventV2) as the mock seeds them:
// periods in China-time days around the moment of the seed (their names: mock/data/events.json).
import { addDays, chinaDateOf, chinaMidnightOf, type CalendarDate } from '@/lib/calendar'
import { eventDates } from '@/lib/point-events'

export const FESTIVAL_GIFT_COINS = 30
// The coins of each day of the coin event, in order.
const COIN_EVENT_DAY_COINS = [10, 10, 20, 10, 10, 20, 50] as const
// Today is this day of the coin event (1-based) at the seed; the demo claimed days 1 and 3.
const COIN_EVENT_TODAY = 4
const DEMO_CLAIMED_DAYS = [1, 3]

export interface StoredPeriod {
  startAt: number
  endAt: number
}

interface PointEvents {
  festivalGift: StoredPeriod & { id: string; claimed: boolean }
  coinEvent: StoredPeriod & { id: string; days: { date: CalendarDate; coins: number }[]; claimedDates: CalendarDate[] }
}

/** China-time days `first` to `last`, from 00:00 of the first to the last millisecond of the last. */
export function periodOf(first: CalendarDate, last: CalendarDate): StoredPeriod {
  return { startAt: chinaMidnightOf(first), endAt: chinaMidnightOf(addDays(last, 1)) - 1 }
}

export function seedPointEvents(now: number, demo: boolean): PointEvents {
  const today = chinaDateOf(now)
  const firstDay = addDays(today, 1 - COIN_EVENT_TODAY)
  const dates = eventDates(firstDay, COIN_EVENT_DAY_COINS.length)
  return {
    // Running since two days ago, for a week.
    festivalGift: { id: 'memberGift', ...periodOf(addDays(today, -2), addDays(today, 4)), claimed: false },
    coinEvent: {
      id: 'coinWeek',
      ...periodOf(dates[0], dates[dates.length - 1]),
      days: dates.map((date, index) => ({ date, coins: COIN_EVENT_DAY_COINS[index] })),
      claimedDates: demo ? DEMO_CLAIMED_DAYS.map((day) => dates[day - 1]) : [],
    },
  }
}
