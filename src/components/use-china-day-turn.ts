import { useEffect } from 'react'
import type { CalendarDate } from '@/lib/calendar'
import { msUntilNextSignInDay } from '@/lib/sign-in-day'

/**
 * Calls `onTurn` once the China day after `today` has begun (midnight China time falls in the day
 * overseas: 08:00 or 09:00 in Los Angeles), so a page left open across it asks again for what
 * turns with the day. Nothing while `today` is unknown or that moment has already passed.
 */
export function useChinaDayTurn(today: CalendarDate | undefined, onTurn: () => void): void {
  useEffect(() => {
    const wait = today ? msUntilNextSignInDay(today, Date.now()) : undefined
    if (wait === undefined) return
    const timer = setTimeout(onTurn, wait)
    return () => clearTimeout(timer)
  }, [today, onTurn])
}
