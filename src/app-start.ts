import { autorun, reaction } from 'mobx'
import { hasFirstReads, startFirstReads, type FirstScreen } from '@/api/screen-reads'
import { storedAnswer } from '@/api/shape'
import { fetchUserInfo, membershipEnds, type MembershipEnds } from '@/api/user'
import { environment } from '@/config'
import { chooseStartLanguage, queryLanguage, type Language } from '@/lib/i18n'
import {
  askHost,
  configureFailureReports,
  configureSecureStorage,
  currentPath,
  currentQuery,
  detectClient,
  deviceLocales,
  host,
  installAccessibleControls,
  installAccessibleControlsOnFirstKey,
  installHostGlobals,
  isDesktopApp,
  isSecondBrandSite,
  listenForPrivacyConsent,
  obtainToken,
  offerUpdates,
  onRouteOpen,
  rawQueryString,
  redirectTo,
  secureStorage,
  setDocumentLanguage,
  watchFieldPerformance,
  watchNetwork,
  whenPaintSettled,
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
import { screenTextsOf } from '@/locales/route-texts'
import { isAppUrl, isNoWaitPath, NOT_FOUND_PATH, routePathOf, type RoutePath } from '@/routes'
import { configureAnalytics, trackFieldMeasure } from '@/services/analytics'
import { configureConnectivity } from '@/services/connectivity'
import { configureHttp } from '@/services/http'
import { configureNotify } from '@/services/notify'
import type { Stores } from '@/stores'
import { isNoAnswer } from '@/stores/async'
import { chooseLanguage } from '@/stores/language'
import { lastKnown, type LastKnownBook } from '@/stores/last-known'

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

/** The request client, notices, analytics and failure reports read the session, translation and ui stores; they never import them. */
export function connectServices({ session, translation, ui }: Pick<Stores, 'session' | 'translation' | 'ui'>): void {
  configureHttp({ session, translation, loading: ui })
  configureNotify({ showToast: (text, durationMs, kind) => ui.showToast(text, durationMs, kind), translate: translation.t })
  configureAnalytics(session)
  configureFailureReports(session)
  watchFieldPerformance(trackFieldMeasure)
}

/** Issue 26: the network store follows the host's network status from start-up on; the request client and actions read it. */
export function connectNetwork({ network }: Pick<Stores, 'network'>): void {
  configureConnectivity(network)
  watchNetwork((online) => network.setOnline(online))
}

/** Mini-program: WeChat's privacy consent and new versions reach the user through the stores (H5: nothing). */
export function connectMiniProgram({ translation, ui }: Pick<Stores, 'translation' | 'ui'>): void {
  listenForPrivacyConsent((request) => ui.askPrivacyConsent(request))
  offerUpdates(() => ({
    title: translation.t('update.title'),
    text: translation.t('update.text'),
    restart: translation.t('update.restart'),
    later: translation.t('update.later'),
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

/** The user info; offline, the membership's ends of an earlier visit with their time (issue 26). */
async function readUserInfo(session: Stores['session'], keptMembership: LastKnownBook<MembershipEnds>): Promise<void> {
  try {
    const info = await fetchUserInfo()
    session.setUserInfo(info)
    keptMembership.remember({ vipExpireAt: info.vipExpireAt, superVipExpireAt: info.superVipExpireAt })
  } catch (error) {
    console.warn('[startup] user info not loaded', error)
    const kept = isNoAnswer(error) ? keptMembership.recall() : undefined
    if (kept) session.showLastKnownMembership(kept)
  }
}

/** Settles once `holds()` is true (mobx's `when` weighs 0.9 KiB more in the entry). */
function once(holds: () => boolean): Promise<void> {
  if (holds()) return Promise.resolve()
  return new Promise((met) => {
    const stop = reaction(holds, (held) => {
      if (!held) return
      stop()
      met()
    })
  })
}

interface FirstScreenStart {
  /** Sends the first screen's reads, once: start-up calls it when the token is known. */
  sendReads(): void
  /** Settles once those reads have been answered or have failed; at once for a screen without any. */
  readsAnswered: Promise<void>
}

/** A screen's first reads, as the screen being opened will ask for them. */
function readsOf(session: Stores['session'], path: RoutePath, query: Readonly<Record<string, string>>, language: Language): FirstScreen {
  return { path, signedIn: Boolean(session.token), query, onDesktop: isDesktopApp(detectClient()), language }
}

/**
 * Asks for the first screen's area texts now, and its first reads in the start language as soon as
 * the token is known (or a no-wait path is ready without it): beside its page's chunk and the
 * shell's texts, not once they have run (issue 24). The page's gate and its own reads ask again and
 * take these, or send their own if these failed.
 */
function startFirstScreen({ session, translation }: Pick<Stores, 'session' | 'translation'>, path: string, language: Language): FirstScreenStart {
  const screen = routePathOf(path)
  const texts = screen && screenTextsOf(screen)
  if (texts) translation.texts.load(texts, language).catch(() => undefined)
  if (!screen || !hasFirstReads(screen)) return { sendReads: () => undefined, readsAnswered: Promise.resolve() }
  let answered: () => void = () => undefined
  const readsAnswered = new Promise<void>((resolve) => (answered = resolve))
  let sent = false
  const sendReads = (): void => {
    if (sent) return
    sent = true
    void startFirstReads(readsOf(session, screen, currentQuery(), language)).then(answered)
  }
  void once(() => session.ready).then(sendReads)
  return { sendReads, readsAnswered }
}

/**
 * A screen the app opens asks for its area texts and its first reads as the first screen does:
 * beside its page's chunk, not once the chunk has run (issue 24); in the language shown.
 */
export function connectScreenOpening({ session, translation }: Pick<Stores, 'session' | 'translation'>): void {
  onRouteOpen((screen, query) => {
    if (!session.ready) return
    const texts = screenTextsOf(screen)
    if (texts) translation.texts.load(texts, translation.chosenLanguage ?? translation.language).catch(() => undefined)
    const textQuery = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]))
    if (hasFirstReads(screen)) void startFirstReads(readsOf(session, screen, textQuery, translation.language))
  })
}

/**
 * Spec 4 start-up: language and host first, then the token from the host (or at once on the
 * no-wait paths); version, marketplace and review flags follow whenever the host answers.
 */
export async function startApp({
  session,
  translation,
  agreements,
  network,
  ui,
}: Pick<Stores, 'session' | 'translation' | 'agreements' | 'network' | 'ui'>): Promise<void> {
  configureSecureStorage(environment.aesKeyHex)
  session.loginToken.load()
  const path = currentPath()

  const applyHostLanguage = (language: Language) => void chooseLanguage({ session, translation, agreements }, language)

  function applyApiHost(apiHost: string): void {
    session.setApiHost(apiHost)
    void secureStorage.set('apiHost', apiHost)
  }

  // Start-up is done only once the start language's shell texts are there.
  const language = startLanguage(path)
  const languageShown = translation.chooseLanguage(language)
  // H5 starts with the entry, the mini-program once it has drawn its launch page: the path is known either way
  const firstScreen = startFirstScreen({ session, translation }, path, language)
  autorun(() => setDocumentLanguage(translation.language))
  session.setApiHost(startApiHost())
  session.setMarketPlace(secureStorage.get('marketPlace') ?? '')
  installHostGlobals({
    setLang: applyHostLanguage,
    switchEnv: applyApiHost,
    navigate: (target) => void redirectTo(isAppUrl(target) ? target : NOT_FOUND_PATH),
  })
  // Once the first screen is shown with its reads and its paint has settled, what no first screen waits for
  // (issue 24): the protocol list (about 25 KB), which would share the reads' bandwidth on a slow
  // network (a version or language that comes first wins), and the code that gives taro-ui's
  // controls their roles and names, which marks the screen as it is then (a keyboard used before
  // then asks for it at once).
  installAccessibleControlsOnFirstKey()
  void Promise.all([firstScreen.readsAnswered, once(() => ui.screenShown)]).then(() =>
    whenPaintSettled(() => {
      void agreements.loadFirst(translation.chosenLanguage ?? translation.language)
      installAccessibleControls()
    }),
  )
  if (isNoWaitPath(path)) void languageShown.then(() => session.markReady())

  whenHostAnswers('getLang', parseHostLanguage, applyHostLanguage)
  whenHostAnswers('getEnv', parseHostApiHost, applyApiHost)
  whenHostAnswers('getVersion', parseHostVersion, ({ version, equipment }) => {
    session.setHostVersion(version, equipment)
    void agreements.load(translation.chosenLanguage ?? translation.language, version)
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
  firstScreen.sendReads()
  await languageShown
  session.markReady()
  host.initPage({ path, navigate: 'navigate' })
  const keptMembership = lastKnown('membership', () => session.token, storedAnswer(membershipEnds))
  // read again when the network is back if start-up could not read it
  reaction(
    () => network.reconnects,
    () => {
      if (session.token && !session.userInfo) void readUserInfo(session, keptMembership)
    },
  )
  if (session.token) await readUserInfo(session, keptMembership)
}
