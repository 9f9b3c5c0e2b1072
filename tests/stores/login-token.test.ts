import type { TokenStore } from '@/platform'
import { LoginToken } from '@/stores/login-token'

/** A place to keep the token, as the cookie or the mini-program storage: `kept` is what it holds. */
function keptAs(kept: string | undefined) {
  const store = { kept }
  const place: TokenStore = {
    get: () => (store.kept === 'bad token' ? undefined : store.kept),
    set: (token) => {
      store.kept = token || undefined
    },
    clear: () => {
      store.kept = undefined
    },
    dropInvalid: () => {
      if (store.kept === 'bad token') store.kept = undefined
    },
  }
  return { store, place }
}

describe('LoginToken', () => {
  test('holds no token before start-up loads it', () => {
    expect(new LoginToken(keptAs('tok').place).token).toBeUndefined()
  })

  test('holds the kept token once loaded', () => {
    const token = new LoginToken(keptAs('tok').place)
    token.load()
    expect(token.token).toBe('tok')
  })

  test('removes a kept value that is not a token when it loads, and holds none', () => {
    const { store, place } = keptAs('bad token')
    const token = new LoginToken(place)
    token.load()
    expect([token.token, store.kept]).toEqual([undefined, undefined])
  })

  test('keeps a token where the platform keeps tokens', () => {
    const { store, place } = keptAs(undefined)
    const token = new LoginToken(place)
    token.keep('tok')
    expect([token.token, store.kept]).toEqual(['tok', 'tok'])
  })

  test('holds a token the platform refused to keep as none', () => {
    const token = new LoginToken(keptAs(undefined).place)
    token.keep('bad token')
    expect(token.token).toBeUndefined()
  })

  test('an empty token signs out where it is kept', () => {
    const { store, place } = keptAs('tok')
    const token = new LoginToken(place)
    token.load()
    token.keep('')
    expect([token.token, store.kept]).toEqual([undefined, undefined])
  })
})
