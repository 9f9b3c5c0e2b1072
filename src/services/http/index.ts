import { environment, REDIRECT_DELAY_MS, REQUEST_TIMEOUT_MS, SLOW_REQUEST_MS } from '@/config'
import { crossSiteRequestToken, currentPath, currentUrlForRedirect, goLogin, platformType, randomBytes, replaceLocation } from '@/platform'
import { LOGIN_NEEDS_NOTICE } from '@/platform/login-policy'
import { ignoresUnauthorized, PATH } from '@/routes'
import { requestMissed } from '@/services/connectivity'
import { notify, type Translate } from '@/services/notify'
import { startUpWiring } from '@/services/wiring'
import { createHttpClient } from './client'

export { HttpError } from './errors'
export type { ApiAnswer, HttpClient, RequestOptions } from './client'

/** What the request client reads from the session at send time. */
export interface HttpSession {
  readonly apiHost: string
  /** the login token's owner (src/stores/login-token.ts), read at send time */
  readonly loginToken: { readonly token: string | undefined }
  readonly appVersion: string
  readonly marketPlace: string
}

/** The shown language (the `lang` header) and its texts, for the client's own notices. */
export interface HttpTranslation {
  readonly language: string
  t: Translate
}

/** The global loading indicator (the ui store). */
export interface HttpLoading {
  readonly loadingDisabled: boolean
  requestStarted(): void
  requestFinished(): void
  /** a request still waiting after SLOW_REQUEST_MS; `cancel` ends it; the answer is called once it is settled */
  requestSlow(cancel: () => void): () => void
}

/** What the request client needs from the app; the app hands in its stores at start-up (src/app-start.ts). */
export interface HttpDeps {
  session: HttpSession
  translation: HttpTranslation
  loading: HttpLoading
}

const deps = startUpWiring<HttpDeps>('configureHttp')
const wired = deps.get

export function configureHttp(next: HttpDeps): void {
  deps.set(next)
}

const UNBOUND_LANDING = `${PATH.box}?client=1`

let loginRedirectPending = false

/** The app's request client, wired to the session, the loading indicator and the host. */
export const http = createHttpClient({
  apiHost: () => wired().session.apiHost,
  aesKeyHex: environment.aesKeyHex,
  timeoutMs: REQUEST_TIMEOUT_MS,
  slowAfterMs: SLOW_REQUEST_MS,
  randomBytes,
  headers: () => {
    const { session, translation } = wired()
    return {
      lang: translation.language,
      platformType: platformType(),
      version: session.appVersion,
      channel: session.marketPlace,
      // Spec 7: the token whenever there is one, also the kept one before the host has answered.
      token: session.loginToken.token,
      crossSiteToken: crossSiteRequestToken(),
    }
  },
  loading: {
    disabled: () => wired().loading.loadingDisabled,
    start: () => wired().loading.requestStarted(),
    finish: () => wired().loading.requestFinished(),
    slow: (cancel) => wired().loading.requestSlow(cancel),
  },
  onMissed: requestMissed,
  currentPath,
  // Spec 8: 401 sends the user to log in (after a notice in the mini-program), except on /zfbVerified.
  onUnauthorized(path) {
    if (ignoresUnauthorized(path)) return
    if (!LOGIN_NEEDS_NOTICE) {
      goLogin()
      return
    }
    // one redirect for the refusals of one moment; none when the user signed in meanwhile (a quick
    // WeChat login must not be sent back to the login page by an older refusal's timer)
    if (loginRedirectPending) return
    loginRedirectPending = true
    const refusedToken = wired().session.loginToken.token
    const redirect = currentUrlForRedirect()
    notify(wired().translation.t('http.notLoggedIn'))
    setTimeout(() => {
      loginRedirectPending = false
      if (wired().session.loginToken.token === refusedToken) void goLogin(redirect)
    }, REDIRECT_DELAY_MS)
  },
  // Spec 8: 13003 on the device pages means this device was unbound.
  onUnbound(message) {
    notify(message || wired().translation.t('http.unbound'))
    setTimeout(() => replaceLocation(UNBOUND_LANDING), REDIRECT_DELAY_MS)
  },
})
