import { autorun } from 'mobx'
import { fetchUserInfo } from '@/api/user'
import { environment } from '@/config'
import { chooseStartLanguage, queryLanguage, type Language } from '@/lib/i18n'
import {
  askHost,
  configureSecureStorage,
  currentPath,
  deviceLocales,
  host,
  installHostGlobals,
  isSecondBrandSite,
  listenForPrivacyConsent,
  obtainToken,
  offerUpdates,
  rawQueryString,
  redirectTo,
  secureStorage,
  setDocumentLanguage,
  HOST_ANSWER_TIMEOUT_MS,
  parseHostApiHost,
  parseHostFlag,
  parseHostLanguage,
  parseHostMarketPlace,
  parseHostUid,
  parseHostVersion,
  type HostAnswerParser,
  type HostQuery,
} from '@/platform'
import { isAppUrl, isNoWaitPath, NOT_FOUND_PATH } from '@/routes'
import { configureAnalytics } from '@/services/analytics'
import { configureHttp } from '@/services/http'
import { configureNotify } from '@/services/notify'
import type { Stores } from '@/stores'
import { chooseLanguage } from '@/stores/language'

/** Spec 3, 5: the link's language (kept for the next visit), else the stored one, else the device's, else zh_CN. */
function startLanguage(path: string): Language {
  const start = chooseStartLanguage({
    query: queryLanguage(path, rawQueryString()),
    stored: secureStorage.get('lang'),
    deviceLocales: deviceLocales(),
  })
  if (start.keep) void secureStorage.set('lang', start.language)
  return start.language
}

/** The request client, notices and analytics read the session and ui stores; they never import them. */
export function connectServices({ session, ui }: Pick<Stores, 'session' | 'ui'>): void {
  configureHttp({ session, loading: ui })
  configureNotify({ showToast: (text, durationMs) => ui.showToast(text, durationMs), translate: session.t })
  configureAnalytics(session)
}

/** Mini-program: WeChat's privacy consent and new versions reach the user through the stores (H5: nothing). */
export function connectMiniProgram({ session, ui }: Pick<Stores, 'session' | 'ui'>): void {
  listenForPrivacyConsent((request) => ui.askPrivacyConsent(request))
  offerUpdates(() => ({
    title: session.t('update.title'),
    text: session.t('update.text'),
    restart: session.t('update.restart'),
    later: session.t('update.later'),
  }))
}

function startApiHost(): string {
  // the storage gives back only a host of this build (src/platform/secure-storage.ts)
  const stored = secureStorage.get('apiHost')
  if (stored) return stored
  // Spec 7: pages served from the second brand's domain talk to its host.
  return isSecondBrandSite() ? environment.secondBrandHost : environment.host
}

/** Applies the host's answer whenever it comes; no answer (or a plain browser) changes nothing. */
function whenHostAnswers<T>(message: HostQuery, parse: HostAnswerParser<T>, apply: (value: T) => void): void {
  void askHost(message, parse, HOST_ANSWER_TIMEOUT_MS).then((value) => {
    if (value !== undefined) apply(value)
  })
}

/**
 * Spec 4 start-up: language and host first, then the token from the host (or at once on the
 * no-wait paths); version, marketplace and review flags follow whenever the host answers.
 */
export async function startApp({ session, agreements }: Pick<Stores, 'session' | 'agreements'>): Promise<void> {
  configureSecureStorage(environment.aesKeyHex)
  const path = currentPath()

  const applyHostLanguage = (language: Language) => void chooseLanguage({ session, agreements }, language)

  function applyApiHost(apiHost: string): void {
    session.setApiHost(apiHost)
    void secureStorage.set('apiHost', apiHost)
  }

  // Start-up is done only once the start language's shell texts are there.
  const languageShown = session.chooseLanguage(startLanguage(path))
  autorun(() => setDocumentLanguage(session.language))
  session.setApiHost(startApiHost())
  session.setMarketPlace(secureStorage.get('marketPlace') ?? '')
  installHostGlobals({
    setLang: applyHostLanguage,
    switchEnv: applyApiHost,
    navigate: (target) => void redirectTo(isAppUrl(target) ? target : NOT_FOUND_PATH),
  })
  void agreements.load(session.chosenLanguage ?? session.language, '')
  if (isNoWaitPath(path)) void languageShown.then(() => session.markReady())

  whenHostAnswers('getLang', parseHostLanguage, applyHostLanguage)
  whenHostAnswers('getEnv', parseHostApiHost, applyApiHost)
  whenHostAnswers('getVersion', parseHostVersion, ({ version, equipment }) => {
    session.setHostVersion(version, equipment)
    void agreements.load(session.chosenLanguage ?? session.language, version)
  })
  whenHostAnswers('requestMarketPlace', parseHostMarketPlace, (marketPlace) => {
    session.setMarketPlace(marketPlace)
    void secureStorage.set('marketPlace', marketPlace)
  })
  whenHostAnswers('getUid', parseHostUid, (uid) => uid && session.setUid(uid))
  whenHostAnswers('getIsReview', parseHostFlag, (isReview) => session.setReview({ isReview, isReviewRes: true }))
  whenHostAnswers('getAndroidReview', parseHostFlag, (androidReview) => session.setReview({ androidReview }))
  whenHostAnswers('nowIsReview', parseHostFlag, (isReviewMode) => session.setReview({ isReviewMode }))

  session.setToken(await obtainToken())
  await languageShown
  session.markReady()
  host.initPage({ path, navigate: 'navigate' })
  if (session.token) {
    await fetchUserInfo()
      .then((info) => session.setUserInfo(info))
      .catch((error: unknown) => console.warn('[startup] user info not loaded', error))
  }
}
