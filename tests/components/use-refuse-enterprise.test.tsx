import { act, renderHook } from '@testing-library/react'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { CODE_GIFT_ENDED, CODE_GIFT_ENTERPRISE } from '@/lib/gift'
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { host } from '@/platform'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { notify } from '@/services/notify'

jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  host: { ...jest.requireActual<typeof import('@/platform')>('@/platform').host, enterpriseSubAccount: jest.fn() },
}))
jest.mock('@/services/notify', () => ({
  ...jest.requireActual<typeof import('@/services/notify')>('@/services/notify'),
  notify: jest.fn(),
}))

const tellHost = jest.mocked(host.enterpriseSubAccount)
const mockedNotify = jest.mocked(notify)

beforeEach(() => {
  tellHost.mockClear()
  mockedNotify.mockClear()
})

describe('useRefuseEnterprise', () => {
  test('tells the host and shows the caller’s words', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    act(() => result.current.refuse('Gift words'))
    expect(tellHost).toHaveBeenCalledTimes(1)
    expect(mockedNotify).toHaveBeenCalledWith('Gift words')
  })

  test('tells the host once on a double tap', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    act(() => {
      result.current.refuse('Gift words')
      result.current.refuse('Gift words')
    })
    expect(tellHost).toHaveBeenCalledTimes(1)
  })

  test('shows the words on every tap', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    act(() => {
      result.current.refuse('Gift words')
      result.current.refuse('Gift words')
    })
    expect(mockedNotify).toHaveBeenCalledTimes(2)
  })

  test('tells the host once when the page refused first and the server then refused too', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    act(() => {
      result.current.refuse('Page words')
      result.current.refusedBy(new Refusal(CODE_GIFT_ENTERPRISE, 'Server words'), 'Server words')
    })
    expect(tellHost).toHaveBeenCalledTimes(1)
  })

  test('shows nothing when the screen says why itself', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    act(() => result.current.refuse())
    expect(tellHost).toHaveBeenCalledTimes(1)
    expect(mockedNotify).not.toHaveBeenCalled()
  })

  test('a new screen tells the host again', () => {
    const first = renderHook(() => useRefuseEnterprise())
    act(() => first.result.current.refuse('Words'))
    first.unmount()
    const second = renderHook(() => useRefuseEnterprise())
    act(() => second.result.current.refuse('Words'))
    expect(tellHost).toHaveBeenCalledTimes(2)
  })

  test('refuses on an area’s enterprise answer code with the caller’s words', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    let refused = false
    act(() => {
      refused = result.current.refusedBy(new Refusal(CODE_REFUND_ENTERPRISE, 'Server words'), 'Refund words')
    })
    expect([refused, tellHost.mock.calls.length, mockedNotify.mock.calls]).toEqual([true, 1, [['Refund words']]])
  })

  test('leaves an unrelated answer code to the caller', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    let refused = true
    act(() => {
      refused = result.current.refusedBy(new Refusal(CODE_GIFT_ENDED, 'Ended'), 'Ended')
    })
    expect([refused, tellHost.mock.calls.length, mockedNotify.mock.calls.length]).toEqual([false, 0, 0])
  })

  test('leaves a failure that is not an answer to the caller, even one carrying the code', () => {
    const { result } = renderHook(() => useRefuseEnterprise())
    const lookalike = Object.assign(new Error('offline'), { code: CODE_GIFT_ENTERPRISE })
    let refused = [true, true]
    act(() => {
      refused = [result.current.refusedBy(HttpError.network(), 'Network'), result.current.refusedBy(lookalike, 'Lookalike')]
    })
    expect([refused, tellHost.mock.calls.length, mockedNotify.mock.calls.length]).toEqual([[false, false], 0, 0])
  })
})
