import { makeAutoObservable } from 'mobx'
import type { UserInfo } from '@/api/user'
import { DEFAULT_LANGUAGE, formatMessage, type Language } from '@/lib/i18n'
import { catalogs, type MessageKey } from '@/locales'
import { tokenStore } from '@/platform'

export interface ReviewFlags {
  isReview: boolean
  isReviewRes: boolean
  androidReview: boolean
  isReviewMode: boolean
}

/** Who the user is and what the host told us (spec 3 client state). */
export class SessionStore {
  language: Language = DEFAULT_LANGUAGE
  token: string | undefined = undefined
  /**
   * Whether the token question is settled. On the no-wait paths (spec 2) the page shows before
   * the native host has answered getToken; until then "no token" does not mean a visitor.
   */
  tokenKnown = false
  userInfo: UserInfo | null = null
  uid = ''
  deviceCode = ''
  appVersion = ''
  marketPlace = ''
  apiHost: string
  review: ReviewFlags = { isReview: false, isReviewRes: false, androidReview: false, isReviewMode: false }
  /** Spec 4: the router renders only once the language is set and the token has arrived. */
  ready = false

  constructor(defaultApiHost: string) {
    this.apiHost = defaultApiHost
    makeAutoObservable(this)
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token)
  }

  /** Spec 6: accountType 2 is the special account kind. */
  get isSpecialAccount(): boolean {
    return this.userInfo?.accountType === 2
  }

  t = (key: MessageKey, values?: Record<string, string | number>): string =>
    formatMessage(catalogs[this.language][key], values)

  /** Spec 6: blacklisted or risky accounts cannot join welfare tasks or redeem codes. */
  get isRestricted(): boolean {
    return (this.userInfo?.riskStatus ?? 0) !== 0
  }

  setLanguage(language: Language): void {
    this.language = language
  }

  setToken(token: string | undefined): void {
    this.token = token || undefined
    this.tokenKnown = true
    if (!token) {
      this.userInfo = null
      this.uid = ''
    }
  }

  /** A token from our own login page: kept where the platform keeps tokens (spec 3). */
  signIn(token: string): void {
    tokenStore.set(token)
    this.setToken(token)
  }

  signOut(): void {
    tokenStore.clear()
    this.setToken(undefined)
  }

  setUserInfo(info: UserInfo): void {
    this.userInfo = info
    this.uid = info.uid
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
