import { tokenStore } from '@/platform'
import type { UserInfo } from '@/api/user'
import { LoginToken } from '@/stores/login-token'
import { SessionStore } from '@/stores/session'

const USER: UserInfo = {
  uid: 'u-1',
  accountType: 1,
  nickname: 'Ann',
  phone: '138****8000',
  email: 'ann@example.com',
  vipExpireAt: 1735000000000,
  superVipExpireAt: 0,
  riskStatus: 0,
}

afterEach(() => tokenStore.clear())

describe('SessionStore', () => {
  it('starts with the default API host', () => {
    expect(new SessionStore('https://api.test').apiHost).toBe('https://api.test')
  })

  it('starts not ready', () => {
    expect(new SessionStore('/api').ready).toBe(false)
  })

  it('becomes ready when marked ready', () => {
    const session = new SessionStore('/api')
    session.markReady()
    expect(session.ready).toBe(true)
  })

  it('has no token before start-up settles it, though a kept one is loaded', () => {
    const loginToken = new LoginToken({ get: () => 'kept', set: () => undefined, clear: () => undefined, dropInvalid: () => undefined })
    loginToken.load()
    expect([new SessionStore('/api', loginToken).token, loginToken.token]).toEqual([undefined, 'kept'])
  })

  it('reads the token its login token holds once settled', () => {
    const session = new SessionStore('/api')
    session.setToken('tok')
    expect(session.loginToken.token).toBe('tok')
  })

  it('is logged out without a token', () => {
    expect(new SessionStore('/api').isLoggedIn).toBe(false)
  })

  it('is logged in with a token', () => {
    const session = new SessionStore('/api')
    session.setToken('tok')
    expect(session.isLoggedIn).toBe(true)
  })

  it('treats an empty token as no token', () => {
    const session = new SessionStore('/api')
    session.setToken('')
    expect(session.token).toBeUndefined()
  })

  it('forgets the user info when the token goes away', () => {
    const session = new SessionStore('/api')
    session.setToken('tok')
    session.setUserInfo(USER)
    session.setToken(undefined)
    expect(session.userInfo).toBeNull()
  })

  it('takes the uid from the user info', () => {
    const session = new SessionStore('/api')
    session.setUserInfo(USER)
    expect(session.uid).toBe('u-1')
  })

  it('stores the signed-in token in the token cookie', () => {
    new SessionStore('/api').signIn('tok-abc')
    expect(document.cookie).toContain('token=tok-abc')
  })

  it('reads the signed-in token back through the platform token store', () => {
    new SessionStore('/api').signIn('tok-abc')
    expect(tokenStore.get()).toBe('tok-abc')
  })

  it('holds the signed-in token', () => {
    const session = new SessionStore('/api')
    session.signIn('tok-abc')
    expect(session.token).toBe('tok-abc')
  })

  it('forgets the user info when the token goes', () => {
    const session = new SessionStore('/api')
    session.signIn('tok-abc')
    session.setUserInfo(USER)
    session.setToken(undefined)
    expect(session.userInfo).toBeNull()
  })

  it('forgets the uid when the token goes', () => {
    const session = new SessionStore('/api')
    session.signIn('tok-abc')
    session.setUserInfo(USER)
    session.setToken(undefined)
    expect(session.uid).toBe('')
  })

  it('stores the host version and device code', () => {
    const session = new SessionStore('/api')
    session.setHostVersion('3.30.0', 'dev-9')
    expect([session.appVersion, session.deviceCode]).toEqual(['3.30.0', 'dev-9'])
  })

  it('merges review flags with the ones already known', () => {
    const session = new SessionStore('/api')
    session.setReview({ isReview: true })
    session.setReview({ androidReview: true })
    expect(session.review).toEqual({ isReview: true, isReviewRes: false, androidReview: true, isReviewMode: false })
  })
})

describe('tokenKnown', () => {
  it('is false until the token question is settled', () => {
    expect(new SessionStore('/api').tokenKnown).toBe(false)
  })

  it('is true once the token is set, even to none', () => {
    const session = new SessionStore('/api')
    session.setToken(undefined)
    expect(session.tokenKnown).toBe(true)
  })
})
