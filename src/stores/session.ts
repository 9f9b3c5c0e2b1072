import { makeAutoObservable, runInAction } from 'mobx'
import type { UserInfo } from '@/api/user'
import { BRAND_NAMES } from '@/config'
import { DEFAULT_LANGUAGE, formatMessage, pluralForm, type Language } from '@/lib/i18n'
import type { MessageKey, PluralKey } from '@/locales'
import { tokenStore } from '@/platform'
import { appTexts, type TextStore } from './texts'

export type MessageValues = Record<string, string | number>

/** The texts of `Key`; a count text (`x:one` / `x:other`) is asked for as `x` with its count. */
export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string
  (key: PluralKey<Key>, values: MessageValues & { count: number }): string
}

export interface ReviewFlags {
  isReview: boolean
  isReviewRes: boolean
  androidReview: boolean
  isReviewMode: boolean
}

/** Who the user is and what the host told us (spec 3 client state). */
export class SessionStore {
  /** the language the texts are shown in; a chosen language shows once its texts are loaded */
  language: Language = DEFAULT_LANGUAGE
  /** the language last chosen, shown or still loading; none before start-up picks one */
  chosenLanguage: Language | undefined = undefined
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

  constructor(
    defaultApiHost: string,
    readonly texts: TextStore = appTexts,
  ) {
    this.apiHost = defaultApiHost
    makeAutoObservable(this, { texts: false })
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token)
  }

  t: Translate<MessageKey> = (key: string, values?: MessageValues): string => {
    const { language, texts } = this
    const count = values?.count
    const text =
      texts.find(language, key) ??
      (typeof count === 'number' ? (texts.find(language, `${key}:${pluralForm(language, count)}`) ?? texts.find(language, `${key}:other`)) : undefined)
    if (text === undefined) {
      texts.reportMissing(language, key)
      return ''
    }
    return formatMessage(text, { brand: this.brand, ...values })
  }

  /** The one brand name of the shown language; texts name it as `{brand}`. */
  get brand(): string {
    return BRAND_NAMES[this.language]
  }

  /** Spec 6: blacklisted or risky accounts cannot join welfare tasks or redeem codes. */
  get isRestricted(): boolean {
    return (this.userInfo?.riskStatus ?? 0) !== 0
  }

  /** Shows the texts in `language` now; they must be loaded (tests, and `chooseLanguage`). */
  setLanguage(language: Language): void {
    this.language = language
    this.chosenLanguage = language
  }

  /**
   * A language chosen by the link, the host or the user: its texts of every area on show are
   * loaded first, so the page turns from one whole language to the other. Of two quick choices
   * the last one wins; a language whose texts fail to load is not shown.
   */
  chooseLanguage(language: Language): Promise<void> {
    this.chosenLanguage = language
    const shown = this.language
    const loaded = this.texts.loadLike(shown, language)
    // bundled texts (the mini-program, or loaded before) show at once, without waiting a tick
    if (this.texts.hasLike(shown, language)) {
      this.language = language
      return Promise.resolve()
    }
    return loaded.then(
      () => runInAction(() => {
        if (this.chosenLanguage === language) this.language = language
      }),
      (error: unknown) => {
        console.warn(`[texts] ${language} not loaded`, error)
        // the page goes on in the language it shows, and loads its areas in that one
        runInAction(() => {
          if (this.chosenLanguage === language) this.chosenLanguage = this.language
        })
      },
    )
  }

  setToken(token: string | undefined): void {
    this.token = token || undefined
    this.tokenKnown = true
    if (!token) {
      this.userInfo = null
      this.uid = ''
    }
  }

  /** Signed out on the mini-program's and a browser's "me" page: the token is forgotten where it is kept. */
  signOut(): void {
    tokenStore.clear()
    this.setToken(undefined)
  }

  /** A token from our own login page: kept where the platform keeps tokens (spec 3). */
  signIn(token: string): void {
    tokenStore.set(token)
    this.setToken(token)
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
