import { act, renderHook } from '@testing-library/react'
import { useSingleFlight } from '@/components/use-single-flight'
import { deferred } from '../support/deferred'

describe('useSingleFlight', () => {
  test('runs one action at a time: a second call while it runs does nothing', async () => {
    const { result } = renderHook(() => useSingleFlight())
    const request = deferred()
    const action = jest.fn(() => request.promise)
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.run(action)
      void result.current.run(action)
    })
    await act(async () => {
      request.resolve()
      await first
    })
    expect(action).toHaveBeenCalledTimes(1)
  })

  test('is running while the action runs', async () => {
    const { result } = renderHook(() => useSingleFlight())
    const request = deferred()
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.run(() => request.promise)
    })
    expect(result.current.running).toBe(true)
    await act(async () => {
      request.resolve()
      await running
    })
    expect(result.current.running).toBe(false)
  })

  test('runs again after a failed action', async () => {
    const { result } = renderHook(() => useSingleFlight())
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('offline'))).catch(() => undefined)
    })
    const action = jest.fn(async () => undefined)
    await act(async () => {
      await result.current.run(action)
    })
    expect(action).toHaveBeenCalledTimes(1)
  })
})
