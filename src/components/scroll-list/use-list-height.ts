// Spec 9: the list is as tall as the viewport below its top, or a fixed height. Measured after each
// render that changes the rows and on every viewport resize; also reports rows too few to scroll.
import { useCallback, useEffect, useRef, useState } from 'react'
import { measureElement, onViewportResize, viewportHeight } from '@/platform'
import { listHeightFor } from './rules'

/**
 * Returns the list's height in px (undefined until first measured). `onContentShort` runs after a
 * measurement finds the content no taller than the list: the end is in view but cannot be scrolled to.
 */
export function useListHeight(
  listId: string,
  contentId: string,
  fixedHeight: number | undefined,
  rowCount: number,
  onContentShort: () => void,
): number | undefined {
  const [measured, setMeasured] = useState<number | undefined>(undefined)
  const contentShort = useRef(onContentShort)
  contentShort.current = onContentShort
  // only the newest measurement counts; unmounting makes every pending one stale
  const pass = useRef(0)

  const measure = useCallback(() => {
    const thisPass = ++pass.current
    void Promise.all([measureElement(listId), measureElement(contentId)]).then(([list, content]) => {
      if (thisPass !== pass.current) return
      const height = fixedHeight ?? (list ? listHeightFor(viewportHeight(), list.top) : undefined)
      if (fixedHeight === undefined && height !== undefined) setMeasured(height)
      if (height !== undefined && content && content.height <= height) contentShort.current()
    })
  }, [listId, contentId, fixedHeight])

  useEffect(() => {
    measure()
  }, [measure, rowCount])

  useEffect(() => onViewportResize(measure), [measure])

  useEffect(
    () => () => {
      pass.current += 1
    },
    [],
  )

  return fixedHeight ?? measured
}
