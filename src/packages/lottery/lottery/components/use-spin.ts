import { useEffect, useRef, useState } from 'react'
import { LOTTERY_BOARD_SIZE, spinPath, spinStepDelay } from '@/lib/lottery'
import { prefersReducedMotion } from '@/platform'
import type { DrawOutcome } from '@/stores/lottery'

const WAITING_STEP_MS = 90
const FINAL_LAPS = 1

export interface Spin {
  /** The ring position lit now; undefined before the first draw. */
  position: number | undefined
  /** The draw whose prize the highlight has reached: its result may show. */
  landedDrawId: string | undefined
}

/**
 * The board's highlight: it runs round while a draw is on its way, then slows down and stops on
 * the prize the server chose. With reduced motion it does not run: it lights the prize at once.
 */
export function useSpin(drawing: boolean, outcome: DrawOutcome | null): Spin {
  const [position, setPosition] = useState<number | undefined>(undefined)
  const [landedDrawId, setLandedDrawId] = useState<string | undefined>(undefined)
  const current = useRef(0)

  const light = (next: number) => {
    current.current = next
    setPosition(next)
  }

  useEffect(() => {
    if (!drawing || prefersReducedMotion()) return undefined
    const timer = setInterval(() => light((current.current + 1) % LOTTERY_BOARD_SIZE), WAITING_STEP_MS)
    return () => clearInterval(timer)
  }, [drawing])

  const drawId = outcome?.drawId
  const target = outcome?.position
  useEffect(() => {
    if (drawId === undefined || target === undefined) return undefined
    if (prefersReducedMotion()) {
      light(target)
      setLandedDrawId(drawId)
      return undefined
    }
    const path = spinPath(current.current, target, FINAL_LAPS)
    let timer: ReturnType<typeof setTimeout> | undefined
    const step = (index: number) => {
      if (index >= path.length) {
        setLandedDrawId(drawId)
        return
      }
      timer = setTimeout(() => {
        light(path[index])
        step(index + 1)
      }, spinStepDelay(index, path.length))
    }
    step(0)
    return () => clearTimeout(timer)
  }, [drawId, target])

  return { position, landedDrawId }
}
