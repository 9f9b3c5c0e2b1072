import { crossSiteRequestToken, obtainToken, tokenStore } from '@/platform/token'
import { installFakeHost, installFakeIosHost, removeFakeHosts, type FakeHostKind } from '../support/fake-hosts'
import { HOSTILE_VALUES } from '../support/hostile-values'

const WECHAT_WEB_VIEW = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile MicroMessenger/8.0.49 miniProgram'

function cookieWrites(): jest.SpyInstance {
  const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  return jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    original?.set?.call(this, value)
  })
}

afterEach(() => {
  tokenStore.clear()
  removeFakeHosts()
  window.history.replaceState(null, '', '/')
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('tokenStore', () => {
  test('a token set is written to the cookie token', () => {
    tokenStore.set('abc')
    expect(document.cookie).toContain('token=abc')
  })

  test('get reads the token cookie', () => {
    document.cookie = 'token=from-server; path=/'
    expect(tokenStore.get()).toBe('from-server')
  })

  test('without the cookie there is no token', () => {
    expect(tokenStore.get()).toBeUndefined()
  })

  test('the cookie lasts 30 days', () => {
    const writes = cookieWrites()
    tokenStore.set('abc')
    expect(writes).toHaveBeenCalledWith(expect.stringContaining('max-age=2592000;'))
  })

  test('the cookie is SameSite=Lax on path /', () => {
    const writes = cookieWrites()
    tokenStore.set('abc')
    expect(writes).toHaveBeenCalledWith(expect.stringMatching(/path=\/; .*SameSite=Lax/))
  })

  test('setting an empty token clears it', () => {
    tokenStore.set('abc')
    tokenStore.set('')
    expect(tokenStore.get()).toBeUndefined()
  })

  test('clear removes the token', () => {
    tokenStore.set('abc')
    tokenStore.clear()
    expect(tokenStore.get()).toBeUndefined()
  })

  test.each(['华为', 'a\r\nX-Evil: 1', '<img src=x onerror=alert(1)>', 't'.repeat(513)])(
    'a token cookie holding %p reads as no token and is left as it is',
    (value) => {
      document.cookie = `token=${encodeURIComponent(value)}; path=/`
      expect([tokenStore.get(), document.cookie]).toEqual([undefined, `token=${encodeURIComponent(value)}`])
    },
  )

  test.each(['华为', 'a\r\nX-Evil: 1', '<img src=x onerror=alert(1)>', 't'.repeat(513)])(
    'a token cookie holding %p is removed when invalid tokens are dropped',
    (value) => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      document.cookie = `token=${encodeURIComponent(value)}; path=/`
      tokenStore.dropInvalid()
      expect(document.cookie).toBe('')
    },
  )

  test('dropping invalid tokens keeps a valid token cookie', () => {
    tokenStore.set('abc')
    tokenStore.dropInvalid()
    expect(tokenStore.get()).toBe('abc')
  })

  test('a dropped token cookie is logged without its content', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    document.cookie = `token=${encodeURIComponent('华为')}; path=/`
    tokenStore.dropInvalid()
    expect(warn).toHaveBeenCalledWith('[token] removed the token cookie: not a valid token')
  })

  test('a token that is not printable ASCII is not written and clears the cookie', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    tokenStore.set('abc')
    tokenStore.set('a\r\nX-Evil: 1')
    expect(document.cookie).toBe('')
  })
})

describe('obtainToken', () => {
  test('in the app the host token is the token', async () => {
    installFakeIosHost({ token: 'native' })
    await expect(obtainToken()).resolves.toBe('native')
  })

  test('in the app the host token is kept in the cookie', async () => {
    installFakeIosHost({ token: 'native' })
    await obtainToken()
    expect(tokenStore.get()).toBe('native')
  })

  test('in the app an empty host answer logs the user out', async () => {
    tokenStore.set('old')
    installFakeIosHost({ token: '' })
    await obtainToken()
    expect(tokenStore.get()).toBeUndefined()
  })

  test('in the app the cookie is kept when the host does not answer', async () => {
    jest.useFakeTimers()
    tokenStore.set('cookie-token')
    installFakeIosHost()
    const token = obtainToken()
    await jest.advanceTimersByTimeAsync(3000)
    await expect(token).resolves.toBe('cookie-token')
  })

  test('in a mini-program web view the query token replaces the cookie', async () => {
    tokenStore.set('old')
    installFakeIosHost({ messages: [], userAgent: WECHAT_WEB_VIEW })
    window.history.replaceState(null, '', '/welfare?token=from-query')
    await obtainToken()
    expect(tokenStore.get()).toBe('from-query')
  })

  test('in a mini-program web view the query token is taken out of the address, the rest kept', async () => {
    installFakeIosHost({ messages: [], userAgent: WECHAT_WEB_VIEW })
    window.history.replaceState({ idx: 0 }, '', '/welfare?from=mini&token=from-query&lang=zh_TW#top')
    await obtainToken()
    expect([window.location.pathname + window.location.search + window.location.hash, window.history.state]).toEqual([
      '/welfare?from=mini&lang=zh_TW#top',
      { idx: 0 },
    ])
  })

  test('in a browser a token in the query is taken out of the address and not taken', async () => {
    window.history.replaceState(null, '', '/welfare?token=from-query')
    await expect(obtainToken()).resolves.toBeUndefined()
    expect(window.location.search).toBe('')
  })

  test('an address without a token is left as written', async () => {
    window.history.replaceState(null, '', '/zfbVerified?a=1;b=%E4%BD%A0')
    await obtainToken()
    expect(window.location.search).toBe('?a=1;b=%E4%BD%A0')
  })

  test('in a mini-program web view without a query token the cookie is cleared', async () => {
    tokenStore.set('old')
    installFakeIosHost({ messages: [], userAgent: WECHAT_WEB_VIEW })
    await expect(obtainToken()).resolves.toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('in the app a host answering %s leaves the cookie as it was', async (_name, raw) => {
    jest.useFakeTimers()
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    tokenStore.set('cookie-token')
    installFakeIosHost({ replies: { getToken: raw } })
    const token = obtainToken()
    await jest.advanceTimersByTimeAsync(3000)
    await expect(token).resolves.toBe('cookie-token')
  })

  test('in a mini-program web view a query token that is not a token clears the cookie', async () => {
    tokenStore.set('old')
    installFakeIosHost({ messages: [], userAgent: WECHAT_WEB_VIEW })
    window.history.replaceState(null, '', `/welfare?token=${encodeURIComponent('<img src=x>')}`)
    await expect(obtainToken()).resolves.toBeUndefined()
  })

  test('in a browser the cookie is the token', async () => {
    tokenStore.set('cookie-token')
    await expect(obtainToken()).resolves.toBe('cookie-token')
  })
})

describe('obtainToken at every host timing', () => {
  const HOST_KINDS: readonly FakeHostKind[] = ['ios', 'android', 'electron']
  const ANSWER_DELAYS_MS = [0, 60, 400, 1500] as const

  describe.each(HOST_KINDS)('under the %s host', (kind) => {
    test.each(ANSWER_DELAYS_MS)('takes the host token answered after %i ms', async (replyDelayMs) => {
      jest.useFakeTimers()
      tokenStore.set('cookie-token')
      installFakeHost({ kind, token: 'native', replyDelayMs })
      const token = obtainToken()
      await jest.advanceTimersByTimeAsync(replyDelayMs)
      await expect(token).resolves.toBe('native')
    })

    test('falls back to the cookie after the answer timeout when the host never answers', async () => {
      jest.useFakeTimers()
      tokenStore.set('cookie-token')
      installFakeHost({ kind })
      const token = obtainToken()
      await jest.advanceTimersByTimeAsync(2999)
      const early = await Promise.race([token, Promise.resolve('still waiting')])
      await jest.advanceTimersByTimeAsync(1)
      expect([early, await token]).toEqual(['still waiting', 'cookie-token'])
    })

    test('is a visitor after the answer timeout when the host never answers and no cookie exists', async () => {
      jest.useFakeTimers()
      installFakeHost({ kind })
      const token = obtainToken()
      await jest.advanceTimersByTimeAsync(3000)
      await expect(token).resolves.toBeUndefined()
    })
  })
})

describe('crossSiteRequestToken', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/'
  })

  test('is the XSRF-TOKEN cookie the server set', () => {
    document.cookie = 'XSRF-TOKEN=xsrf-abc; path=/'
    expect(crossSiteRequestToken()).toBe('xsrf-abc')
  })

  test('is nothing when the server set no cookie', () => {
    expect(crossSiteRequestToken()).toBeUndefined()
  })

  test.each(HOSTILE_VALUES.filter(([, raw]) => typeof raw === 'string'))('is nothing for a cookie holding %s', (_name, raw) => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(String(raw))}; path=/`
    expect(crossSiteRequestToken()).toBeUndefined()
  })
})
