import { useCallback, useRef, useState } from 'react'

export interface SingleFlight {
  /** An action is running: its button shows disabled. */
  running: boolean
  /** Runs the action unless one is already running (then nothing happens). */
  run: (action: () => Promise<void>) => Promise<void>
}

/** One action at a time, so a double tap never acts twice. */
export function useSingleFlight(): SingleFlight {
  const [running, setRunning] = useState(false)
  // a ref, not state: a second tap in the same frame must see the first one
  const busy = useRef(false)
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return
    busy.current = true
    setRunning(true)
    try {
      await action()
    } finally {
      busy.current = false
      setRunning(false)
    }
  }, [])
  return { running, run }
}
