import { act, fireEvent, renderHook, screen } from '@testing-library/react'
import { observer } from 'mobx-react-lite'
import { LoadView, useServerRead, type ServerRead } from '@/components/load-view'
import { HttpError } from '@/services/http/errors'
import type { LastKnownBook } from '@/stores/last-known'
import { NetworkStore } from '@/stores/network'
import { SessionStore } from '@/stores/session'
import { deferred, type Deferred } from '../support/deferred'
import { renderWithStores } from '../support/render'

/** A read the test answers by hand, one deferred per call. */
function handRead<T>() {
  const calls: Array<Deferred<T>> = []
  const read = jest.fn(() => {
    const call = deferred<T>()
    calls.push(call)
    return call.promise
  })
  return { read, calls }
}

function retryOf<T>(load: ServerRead<T>): () => void {
  if (load.status !== 'error') throw new Error(`no retry while ${load.status}`)
  return load.retry
}

describe('useServerRead', () => {
  test('is loading until the answer comes, then holds it', async () => {
    const { read, calls } = handRead<string>()
    const { result } = renderHook(() => useServerRead(read, []))
    expect(result.current.status).toBe('loading')
    await act(async () => calls[0].resolve('answer'))
    expect(result.current).toEqual({ status: 'ready', data: 'answer' })
  })

  test('reads once however often the page renders with an inline function', async () => {
    const read = jest.fn(() => Promise.resolve(1))
    const { rerender } = renderHook(() => useServerRead(() => read(), ['same']))
    rerender()
    rerender()
    await act(async () => undefined)
    expect(read).toHaveBeenCalledTimes(1)
  })

  test('reads again when an input changes', async () => {
    const read = jest.fn((language: string) => Promise.resolve(language))
    const { result, rerender } = renderHook(({ language }) => useServerRead(() => read(language), [language]), {
      initialProps: { language: 'zh_CN' },
    })
    await act(async () => undefined)
    rerender({ language: 'en_US' })
    await act(async () => undefined)
    expect(result.current).toEqual({ status: 'ready', data: 'en_US' })
  })

  test('drops an older answer that arrives after a newer read started', async () => {
    const { read, calls } = handRead<string>()
    const { result, rerender } = renderHook(({ keyword }) => useServerRead(read, [keyword]), { initialProps: { keyword: 'vpn' } })
    rerender({ keyword: 'refund' })
    await act(async () => calls[1].resolve('refund answer'))
    await act(async () => calls[0].resolve('vpn answer'))
    expect(result.current).toEqual({ status: 'ready', data: 'refund answer' })
  })

  test('drops a late failure of an older read', async () => {
    const { read, calls } = handRead<string>()
    const { result, rerender } = renderHook(({ keyword }) => useServerRead(read, [keyword]), { initialProps: { keyword: 'vpn' } })
    rerender({ keyword: 'refund' })
    await act(async () => calls[1].resolve('refund answer'))
    await act(async () => calls[0].reject(new Error('offline')))
    expect(result.current.status).toBe('ready')
  })

  test('fails with the error and a retry that reads again', async () => {
    const { read, calls } = handRead<string>()
    const { result } = renderHook(() => useServerRead(read, []))
    const offline = new Error('offline')
    await act(async () => calls[0].reject(offline))
    expect(result.current).toMatchObject({ status: 'error', error: offline })
    act(() => retryOf(result.current)())
    expect(result.current.status).toBe('loading')
    await act(async () => calls[1].resolve('answer'))
    expect(result.current).toEqual({ status: 'ready', data: 'answer' })
  })

  test('a double tap on retry reads once', async () => {
    const { read, calls } = handRead<string>()
    const { result } = renderHook(() => useServerRead(read, []))
    await act(async () => calls[0].reject(new Error('offline')))
    const retry = retryOf(result.current)
    act(() => retry())
    act(() => retry())
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('a retry that fails again offers its retry again', async () => {
    const { read, calls } = handRead<string>()
    const { result } = renderHook(() => useServerRead(read, []))
    await act(async () => calls[0].reject(new Error('offline')))
    act(() => retryOf(result.current)())
    await act(async () => calls[1].reject(new Error('still offline')))
    act(() => retryOf(result.current)())
    expect(read).toHaveBeenCalledTimes(3)
  })

  test('an answer arriving after the page is gone changes nothing and raises nothing', async () => {
    const { read, calls } = handRead<string>()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, unmount } = renderHook(() => useServerRead(read, []))
    unmount()
    await act(async () => calls[0].resolve('late'))
    expect([result.current.status, errors.mock.calls.length]).toEqual(['loading', 0])
    errors.mockRestore()
  })

  test('reads nothing without a read (a visitor), and reads once one is given', async () => {
    const read = jest.fn(() => Promise.resolve('mine'))
    const { result, rerender } = renderHook(({ signedIn }) => useServerRead(signedIn ? read : undefined, [signedIn]), {
      initialProps: { signedIn: false },
    })
    expect([result.current.status, read.mock.calls.length]).toEqual(['idle', 0])
    rerender({ signedIn: true })
    await act(async () => undefined)
    expect(result.current).toEqual({ status: 'ready', data: 'mine' })
  })

  test('reads again when the signed-in account changes', async () => {
    const session = new SessionStore('/api')
    session.setToken('user-a')
    const Reader = observer(function Reader() {
      const load = useServerRead(() => Promise.resolve(`orders of ${session.token ?? 'nobody'}`), [])
      return <>{load.status === 'ready' ? load.data : load.status}</>
    })
    renderWithStores(<Reader />, { session })
    await act(async () => undefined)
    await act(async () => session.setToken('user-b'))
    expect(screen.getByText('orders of user-b')).toBeTruthy()
  })

  test('goes back to idle when the read is taken away, dropping the answer on its way', async () => {
    const { read, calls } = handRead<string>()
    const { result, rerender } = renderHook(({ signedIn }) => useServerRead(signedIn ? read : undefined, [signedIn]), {
      initialProps: { signedIn: true },
    })
    rerender({ signedIn: false })
    await act(async () => calls[0].resolve('previous user'))
    expect(result.current.status).toBe('idle')
  })
})

describe('useServerRead when the network comes back', () => {
  /** A read shown by an observer, with its own network store; the test answers each call. */
  function showRead() {
    const { read, calls } = handRead<string>()
    const network = new NetworkStore()
    const Reader = observer(function Reader() {
      const load = useServerRead(read, [])
      return <>{load.status === 'ready' ? load.data : load.status}</>
    })
    renderWithStores(<Reader />, { session: new SessionStore('/api'), network })
    return { read, calls, network }
  }

  async function reconnect(network: NetworkStore) {
    await act(async () => {
      network.setOnline(false)
      network.requestMissed()
      network.setOnline(true)
    })
  }

  test('reads again a read that failed, and shows its answer', async () => {
    const { read, calls, network } = showRead()
    await act(async () => calls[0].reject(new Error('Network Error')))
    await reconnect(network)
    await act(async () => calls[1].resolve('back'))
    expect(read).toHaveBeenCalledTimes(2)
    expect(screen.getByText('back')).toBeTruthy()
  })

  test('does not read again a read that is shown', async () => {
    const { read, calls, network } = showRead()
    await act(async () => calls[0].resolve('shown'))
    await reconnect(network)
    expect(read).toHaveBeenCalledTimes(1)
  })

  test('does not start a second read while the first is still on its way', async () => {
    const { read, network } = showRead()
    await reconnect(network)
    expect(read).toHaveBeenCalledTimes(1)
  })

  test('leaves a read that fails after the return to the user\'s retry', async () => {
    const { read, calls, network } = showRead()
    await reconnect(network)
    await act(async () => calls[0].reject(new Error('Network Error')))
    expect(screen.getByText('error')).toBeTruthy()
    expect(read).toHaveBeenCalledTimes(1)
  })
})

describe('useServerRead with a last-known answer (issue 26)', () => {
  const KEPT = { data: 'devices of yesterday', savedAt: 1_790_000_000_000 }

  function showRead(kept: { data: string; savedAt: number } | null = KEPT) {
    const { read, calls } = handRead<string>()
    const remembered: string[] = []
    const book: LastKnownBook<string> = { recall: () => kept ?? undefined, remember: (data) => void remembered.push(data) }
    const network = new NetworkStore()
    const Reader = observer(function Reader() {
      const load = useServerRead(read, [], { lastKnown: book })
      return <>{load.status === 'ready' ? `${load.data} @ ${load.savedAt ?? 'now'}` : load.status}</>
    })
    renderWithStores(<Reader />, { session: new SessionStore('/api'), network })
    return { read, calls, network, remembered }
  }

  test('shows the kept answer with its time when the read gets no answer', async () => {
    const { calls } = showRead()
    await act(async () => calls[0].reject(HttpError.offline()))
    expect(screen.getByText(`devices of yesterday @ ${KEPT.savedAt}`)).toBeTruthy()
  })

  test('shows the error when the server answered with a failure', async () => {
    const { calls } = showRead()
    await act(async () => calls[0].reject(new HttpError('server', 'Request failed with status code 502', 502)))
    expect(screen.getByText('error')).toBeTruthy()
  })

  test('shows the error when nothing is kept', async () => {
    const { calls } = showRead(null)
    await act(async () => calls[0].reject(HttpError.offline()))
    expect(screen.getByText('error')).toBeTruthy()
  })

  test('keeps each answer read', async () => {
    const { calls, remembered } = showRead()
    await act(async () => calls[0].resolve('devices of today'))
    expect(remembered).toEqual(['devices of today'])
  })

  test('keeps the kept answer shown while it is read again on the network\'s return, then shows the fresh one', async () => {
    const { calls, network } = showRead()
    await act(async () => calls[0].reject(HttpError.offline()))
    await act(async () => {
      network.setOnline(false)
      network.requestMissed()
      network.setOnline(true)
    })
    expect([calls.length, screen.queryByText(`devices of yesterday @ ${KEPT.savedAt}`) !== null]).toEqual([2, true])
    await act(async () => calls[1].resolve('devices of today'))
    expect(screen.getByText('devices of today @ now')).toBeTruthy()
  })
})

describe('LoadView', () => {
  const session = () => new SessionStore('/api')

  test('says when an earlier visit\'s answer was read', () => {
    renderWithStores(<LoadView load={{ status: 'ready', data: 'kept', savedAt: Date.UTC(2026, 10, 27, 5, 5) }}>{(data) => data}</LoadView>, {
      session: session(),
    })
    expect(screen.getByTestId('last-known-note').textContent).toBe('2026-11-27 13:05 时的数据，联网后更新')
  })

  test('says nothing of a time for this visit\'s answer', () => {
    renderWithStores(<LoadView load={{ status: 'ready', data: 'fresh' }}>{(data) => data}</LoadView>, { session: session() })
    expect(screen.queryByTestId('last-known-note')).toBeNull()
  })

  test('shows the loading state while the read is on its way', () => {
    renderWithStores(<LoadView load={{ status: 'loading' }}>{() => 'shown'}</LoadView>, { session: session() })
    expect(screen.getByText('加载中…')).toBeTruthy()
  })

  test('shows the failure text and a retry that calls the read again', () => {
    const retry = jest.fn()
    renderWithStores(
      <LoadView load={{ status: 'error', error: new Error('offline'), retry }} failureText='列表加载失败'>
        {() => 'shown'}
      </LoadView>,
      { session: session() },
    )
    fireEvent.click(screen.getByText('重试'))
    expect([screen.queryByText('列表加载失败') !== null, retry.mock.calls.length]).toEqual([true, 1])
  })

  test('shows the generic failure text when the page names none', () => {
    renderWithStores(<LoadView load={{ status: 'error', error: new Error('x'), retry: jest.fn() }}>{() => 'shown'}</LoadView>, {
      session: session(),
    })
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy()
  })

  test('shows the empty text for an answer with nothing in it', () => {
    renderWithStores(
      <LoadView load={{ status: 'ready', data: [] as string[] }} isEmpty={(list) => list.length === 0} emptyText='暂无问题'>
        {() => 'shown'}
      </LoadView>,
      { session: session() },
    )
    expect([screen.queryByText('暂无问题') !== null, screen.queryByText('shown')]).toEqual([true, null])
  })

  test('shows the page content with the answer', () => {
    renderWithStores(<LoadView load={{ status: 'ready', data: ['a', 'b'] }}>{(list) => list.join('+')}</LoadView>, {
      session: session(),
    })
    expect(screen.getByText('a+b')).toBeTruthy()
  })
})
