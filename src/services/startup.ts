import { fetchUserInfo } from '@/api/user'
import { environment, knownApiHosts } from '@/config'
import { resolveLanguage, type Language } from '@/lib/i18n'
import {
  askHost,
  configureSecureStorage,
  currentPath,
  currentQuery,
  host,
  installHostGlobals,
  isSecondBrandSite,
  obtainToken,
  rawQueryString,
  redirectTo,
  secureStorage,
} from '@/platform'
import {
  HOST_ANSWER_TIMEOUT_MS,
  parseHostApiHost,
  parseHostFlag,
  parseHostLanguage,
  parseHostMarketPlace,
  parseHostString,
  parseHostVersion,
} from '@/platform/host-values'
import { parseSemicolonQuery } from '@/lib/i18n'
import { findRoute, isNoWaitPath, NOT_FOUND_PATH } from '@/routes'
import type { Stores } from '@/stores'

const ZFB_VERIFIED_PATH = '/zfbVerified'

/** Spec 5: the stored language, else the query's (semicolon-separated on /zfbVerified), else zh_CN. */
function startLanguage(path: string): Language {
  const queryLang = path === ZFB_VERIFIED_PATH ? parseSemicolonQuery(rawQueryString()).lang : currentQuery().lang
  return resolveLanguage(secureStorage.get('lang'), queryLang)
}

function startApiHost(): string {
  const stored = secureStorage.get('apiHost')
  if (stored && knownApiHosts.includes(stored)) return stored
  // Spec 7: pages served from the second brand's domain talk to its host.
  return isSecondBrandSite() ? environment.secondBrandHost : environment.host
}

/**
 * Spec 4 start-up: language and host first, then the token from the host (or at once on the
 * no-wait paths); version, marketplace and review flags follow whenever the host answers.
 */
export async function startApp({ session, agreements }: Stores): Promise<void> {
  configureSecureStorage(environment.aesKeyHex)
  const path = currentPath()

  function applyLanguage(language: Language): void {
    session.setLanguage(language)
    void secureStorage.set('lang', language)
    void agreements.load(language, session.appVersion)
  }

  function applyApiHost(apiHost: string): void {
    session.setApiHost(apiHost)
    void secureStorage.set('apiHost', apiHost)
  }

  session.setLanguage(startLanguage(path))
  session.setApiHost(startApiHost())
  session.setMarketPlace(secureStorage.get('marketPlace') ?? '')
  installHostGlobals({
    setLang: applyLanguage,
    switchEnv: applyApiHost,
    navigate: (target) => void redirectTo(findRoute(target) ? target : NOT_FOUND_PATH),
  })
  void agreements.load(session.language, '')
  if (isNoWaitPath(path)) session.markReady()

  void askHost('getLang', parseHostLanguage, HOST_ANSWER_TIMEOUT_MS).then((language) => language && applyLanguage(language))
  void askHost('getEnv', parseHostApiHost, HOST_ANSWER_TIMEOUT_MS).then((apiHost) => apiHost && applyApiHost(apiHost))
  void askHost('getVersion', parseHostVersion, HOST_ANSWER_TIMEOUT_MS).then((answer) => {
    if (!answer) return
    session.setHostVersion(answer.version, answer.equipment)
    void agreements.load(session.language, answer.version)
  })
  void askHost('requestMarketPlace', parseHostMarketPlace, HOST_ANSWER_TIMEOUT_MS).then((marketPlace) => {
    if (!marketPlace) return
    session.setMarketPlace(marketPlace)
    void secureStorage.set('marketPlace', marketPlace)
  })
  void askHost('getUid', parseHostString, HOST_ANSWER_TIMEOUT_MS).then((uid) => uid && session.setUid(uid))
  void askHost('getIsReview', parseHostFlag, HOST_ANSWER_TIMEOUT_MS).then(
    (isReview) => isReview !== undefined && session.setReview({ isReview, isReviewRes: true }),
  )
  void askHost('getAndroidReview', parseHostFlag, HOST_ANSWER_TIMEOUT_MS).then(
    (androidReview) => androidReview !== undefined && session.setReview({ androidReview }),
  )
  void askHost('nowIsReview', parseHostFlag, HOST_ANSWER_TIMEOUT_MS).then(
    (isReviewMode) => isReviewMode !== undefined && session.setReview({ isReviewMode }),
  )

  session.setToken(await obtainToken())
  session.markReady()
  host.initPage({ path, navigate: 'navigate' })
  if (session.token) {
    await fetchUserInfo()
      .then((info) => session.setUserInfo(info))
      .catch((error: unknown) => console.warn('[startup] user info not loaded', error))
  }
}
