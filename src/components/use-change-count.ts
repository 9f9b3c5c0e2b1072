import { useRef } from 'react'

/**
 * Counts changes of `inputs` (compared one by one, as React compares effect inputs). An effect keyed
 * on the count takes a caller's inputs array, which a literal effect input list cannot.
 */
export function useChangeCount(inputs: readonly unknown[]): number {
  const previous = useRef(inputs)
  const count = useRef(0)
  const changed = inputs.length !== previous.current.length || inputs.some((input, index) => !Object.is(input, previous.current[index]))
  if (changed) {
    previous.current = inputs
    count.current += 1
  }
  return count.current
}
