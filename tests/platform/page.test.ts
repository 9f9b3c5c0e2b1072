import { installAccessibleControls, installNotFoundRedirect, setPageTitle, whenPaintSettled } from '@/platform/page'
import { hostMessages, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

afterEach(() => {
  removeFakeHosts()
})

test('the title goes to the page through Taro', () => {
  setPageTitle('Help')
  expect(taroFake.calls).toEqual([{ api: 'setNavigationBarTitle', args: { title: 'Help' } }])
})

test('in the app the title also goes to the host', () => {
  installFakeIosHost()
  setPageTitle('Help')
  expect(hostMessages()).toEqual([{ message: 'setTitle', payload: { title: 'Help' } }])
})

test('an unmatched path redirects to the given path', async () => {
  installNotFoundRedirect('/404')
  const [{ args: onNotFound }] = taroFake.calls
  ;(onNotFound as () => void)()
  await Promise.resolve()
  expect(taroFake.calls[1]).toEqual({ api: 'redirectTo', args: { url: '/404' } })
})

function followNotFound(): Promise<void> {
  installNotFoundRedirect('/404')
  const [{ args: onNotFound }] = taroFake.calls
  ;(onNotFound as () => void)()
  return Promise.resolve()
}

describe('the not-found redirect keeps the language the link asked for', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  test('an unmatched path with lang lands on /404 in that language', async () => {
    window.history.replaceState(null, '', '/no-such-screen?from=mail&lang=en_US')
    await followNotFound()
    expect(taroFake.calls[1]).toEqual({ api: 'redirectTo', args: { url: '/404?lang=en_US' } })
  })

  test('the semicolon query of /zfbVerified keeps its language too', async () => {
    window.history.replaceState(null, '', '/zfbVerified?a=1;lang=vi_VN')
    await followNotFound()
    expect(taroFake.calls[1].args).toEqual({ url: '/404?lang=vi_VN' })
  })

  test('an unsupported lang is not carried', async () => {
    window.history.replaceState(null, '', '/no-such-screen?lang=fr_FR')
    await followNotFound()
    expect(taroFake.calls[1].args).toEqual({ url: '/404' })
  })
})

describe('work no screen waits for', () => {
  type IdleAsk = [() => void, { timeout?: number } | undefined]
  let idleAsks: IdleAsk[]

  /** A browser that reports largest paints, as Chromium does; `paint()` reports one. */
  function reportingLargestPaints(): { paint: () => void; disconnected: () => boolean } {
    const observers: Array<{ report: (count: number) => void; disconnected: boolean }> = []
    class LargestPaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint']
      private readonly entry = { report: (count: number) => this.callback({ getEntries: () => new Array(count).fill({}) }), disconnected: false }
      constructor(private readonly callback: (entries: { getEntries: () => unknown[] }) => void) {
        observers.push(this.entry)
      }
      observe(): void {}
      disconnect(): void {
        this.entry.disconnected = true
      }
    }
    Object.assign(globalThis, { PerformanceObserver: LargestPaintObserver })
    return { paint: () => observers.forEach((observer) => observer.report(1)), disconnected: () => observers.every((observer) => observer.disconnected) }
  }

  function idleMoment(): void {
    const ask = idleAsks.shift()
    if (!ask) throw new Error('nothing waits for an idle moment')
    ask[0]()
  }

  beforeEach(() => {
    idleAsks = []
    window.requestIdleCallback = ((callback: () => void, options?: { timeout?: number }) => idleAsks.push([callback, options])) as typeof window.requestIdleCallback
  })

  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver
    jest.useRealTimers()
  })

  it('waits for the browser to be idle, at most two seconds, where it reports no largest paint', () => {
    const task = jest.fn()
    whenPaintSettled(task)
    expect(task).not.toHaveBeenCalled()
    expect(idleAsks[0][1]).toEqual({ timeout: 2000 })
    idleMoment()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs after this task where the browser has no idle callback (Safari)', () => {
    jest.useFakeTimers()
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    const task = jest.fn()
    whenPaintSettled(task)
    expect(task).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits until an idle moment comes with no larger paint since the one before', () => {
    const browser = reportingLargestPaints()
    const task = jest.fn()
    whenPaintSettled(task)
    browser.paint()
    idleMoment()
    browser.paint()
    idleMoment()
    expect(task).not.toHaveBeenCalled()
    idleMoment()
    expect([task.mock.calls.length, browser.disconnected()]).toEqual([1, true])
  })
})

test("taro-ui's controls drawn before their accessibility code arrived get their roles once it has", async () => {
  const button = document.createElement('div')
  button.className = 'at-button'
  button.textContent = 'Sign in'
  document.body.append(button)
  installAccessibleControls()
  expect(button.getAttribute('role')).toBeNull()
  await new Promise((done) => setTimeout(done, 10))
  expect(button.getAttribute('role')).toBe('button')
  button.remove()
})

test("a keyboard used before the controls' code has come loads it at once, once", async () => {
  const install = jest.fn()
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/platform/accessible-controls', () => ({ installAccessibleControls: install }))
    const { installAccessibleControlsOnFirstKey, installAccessibleControls: installLater } = await import('@/platform/page')
    installAccessibleControlsOnFirstKey()
    await new Promise((done) => setTimeout(done, 10))
    expect(install).not.toHaveBeenCalled()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    installLater()
    await new Promise((done) => setTimeout(done, 10))
    expect(install).toHaveBeenCalledTimes(1)
  })
})
