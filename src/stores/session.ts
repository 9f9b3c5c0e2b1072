import { makeAutoObservable } from 'mobx'
import type { MembershipEnds, UserInfo } from '@/api/user'
import type { Remembered } from './last-known'
import { LoginToken } from './login-token'

export interface ReviewFlags {
  isReview: boolean
  isReviewRes: boolean
  androidReview: boolean
  isReviewMode: boolean
}

/** Who the user is and what the host told us (spec 3 client state). */
export class SessionStore {
  /**
   * Whether the token question is settled. On the no-wait paths (spec 2) the page shows before
   * the native host has answered getToken; until then "no token" does not mean a visitor.
   */
  tokenKnown = false
  userInfo: UserInfo | null = null
  /** The membership's ends as an earlier visit read them, while the user info could not be read (offline): shown, never decided on. */
  lastKnownMembership: Remembered<MembershipEnds> | null = null
  uid = ''
  deviceCode = ''
  appVersion = ''
  marketPlace = ''
  apiHost: string
  review: ReviewFlags = { isReview: false, isReviewRes: false, androidReview: false, isReviewMode: false }
  /** Spec 4: the router renders only once the language is set and the token has arrived. */
  ready = false

  constructor(
    defaultApiHost: string,
    readonly loginToken: LoginToken = new LoginToken(),
  ) {
    this.apiHost = defaultApiHost
    makeAutoObservable(this, { loginToken: false })
  }

  /** The login token once start-up has settled it; none before, even if one is kept. */
  get token(): string | undefined {
    return this.tokenKnown ? this.loginToken.token : undefined
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token)
  }

  /** Spec 6: blacklisted or risky accounts cannot join welfare tasks or redeem codes. */
  get isRestricted(): boolean {
    return (this.userInfo?.riskStatus ?? 0) !== 0
  }

  setToken(token: string | undefined): void {
    this.loginToken.hold(token)
    this.tokenKnown = true
    if (!token) {
      this.userInfo = null
      this.lastKnownMembership = null
      this.uid = ''
    }
  }

  /** Signed out on the mini-program's and a browser's "me" page: the token is forgotten where it is kept. */
  signOut(): void {
    this.loginToken.keep('')
    this.setToken(undefined)
  }

  /** A token from our own login page: kept where the platform keeps tokens (spec 3). */
  signIn(token: string): void {
    this.loginToken.keep(token)
    this.tokenKnown = true
  }

  setUserInfo(info: UserInfo): void {
    this.userInfo = info
    this.lastKnownMembership = null
    this.uid = info.uid
  }

  showLastKnownMembership(kept: Remembered<MembershipEnds>): void {
    this.lastKnownMembership = kept
  }

  setHostVersion(version: string, deviceCode: string): void {
    this.appVersion = version
    this.deviceCode = deviceCode
  }

  setUid(uid: string): void {
    this.uid = uid
  }

  setMarketPlace(marketPlace: string): void {
    this.marketPlace = marketPlace
  }

  setApiHost(host: string): void {
    this.apiHost = host
  }

  setReview(flags: Partial<ReviewFlags>): void {
    this.review = { ...this.review, ...flags }
  }

  markReady(): void {
    this.ready = true
  }
}
