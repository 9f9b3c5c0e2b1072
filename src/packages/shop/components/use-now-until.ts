import { useEffect, useState } from 'react'

// setTimeout fires at once past 2^31 - 1 ms (24.8 days): a moment that far off needs no timer here
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** The time now; the component renders again once `moment` has come (an order's pay-by time, spec 4). */
export function useNowUntil(moment: number): number {
  const [, setTurns] = useState(0)
  useEffect(() => {
    const wait = moment - Date.now()
    if (wait < 0 || wait > LONGEST_TIMER_MS) return
    const timer = setTimeout(() => setTurns((turns) => turns + 1), wait + 1)
    return () => clearTimeout(timer)
  }, [moment])
  return Date.now()
}
