import { useCallback, useEffect, useState } from 'react'
import type { PosterPen } from '@/lib/poster'
import { posterPen } from '@/platform/poster'

export type DrawingState = 'drawing' | 'drawn' | 'failed'

/**
 * Draws on the PosterCanvas `id` once it is on screen, and again when `key` changes (other
 * texts, another language) or on `redraw`. `draw` undefined draws nothing (nothing to draw yet).
 */
export function useCanvasDrawing(id: string, draw: ((pen: PosterPen) => void) | undefined, key: string) {
  const [state, setState] = useState<DrawingState>('drawing')
  const [attempt, setAttempt] = useState(0)
  const redraw = useCallback(() => setAttempt((count) => count + 1), [])
  const enabled = draw !== undefined

  useEffect(() => {
    if (!draw) return undefined
    let current = true
    setState('drawing')
    const paint = async () => {
      const pen = await posterPen(id)
      if (!current) return
      if (!pen) {
        setState('failed')
        return
      }
      try {
        draw(pen)
        setState('drawn')
      } catch (error) {
        console.warn(`[poster] ${id} not drawn`, error)
        setState('failed')
      }
    }
    void paint()
    return () => {
      current = false
    }
    // `draw` is made anew on each render; `key` says when what it draws changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key, attempt, enabled])

  return { state, redraw }
}
