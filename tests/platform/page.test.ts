import { installAccessibleControls, installNotFoundRedirect, setPageTitle, whenIdle } from '@/platform/page'
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
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    jest.useRealTimers()
  })

  it('waits for the browser to be idle, at most two seconds', () => {
    const asked: Array<[() => void, { timeout?: number } | undefined]> = []
    window.requestIdleCallback = ((callback: () => void, options?: { timeout?: number }) => asked.push([callback, options])) as typeof window.requestIdleCallback
    const task = jest.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    asked[0][0]()
    expect([task.mock.calls.length, asked[0][1]]).toEqual([1, { timeout: 2000 }])
  })

  it('runs after this task where the browser has no idle callback (Safari)', () => {
    jest.useFakeTimers()
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    const task = jest.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledTimes(1)
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
