import { environment, REDIRECT_DELAY_MS, REQUEST_TIMEOUT_MS } from '@/config'
import { currentPath, currentUrlForRedirect, goLogin, platformType, randomBytes, replaceLocation, tokenStore } from '@/platform'
import { LOGIN_NEEDS_NOTICE } from '@/platform/login-policy'
import { session, ui } from '@/stores/root'
import { notify } from '@/services/notify'
import { createHttpClient } from './client'
import { NO_LOGIN_JUMP_PAGES } from './codes'

export { ApiError, HttpError } from './errors'
export type { ApiAnswer, HttpClient, RequestOptions } from './client'

const UNBOUND_LANDING = '/box?client=1'

/** The app's request client, wired to the session, the loading indicator and the host. */
export const http = createHttpClient({
  apiHost: () => session.apiHost,
  aesKeyHex: environment.aesKeyHex,
  timeoutMs: REQUEST_TIMEOUT_MS,
  randomBytes,
  headers: () => ({
    lang: session.language,
    platformType: platformType(),
    version: session.appVersion,
    channel: session.marketPlace,
    // Spec 7: the token whenever the cookie (weapp: storage) holds one, also before the host has answered.
    token: tokenStore.get(),
  }),
  loading: {
    disabled: () => ui.loadingDisabled,
    start: () => ui.requestStarted(),
    finish: () => ui.requestFinished(),
  },
  currentPath,
  // Spec 8: 401 sends the user to log in (after a notice in the mini-program), except on /zfbVerified.
  onUnauthorized(path) {
    if (NO_LOGIN_JUMP_PAGES.includes(path)) return
    if (!LOGIN_NEEDS_NOTICE) {
      goLogin()
      return
    }
    const redirect = currentUrlForRedirect()
    notify(session.t('http.notLoggedIn'))
    setTimeout(() => goLogin(redirect), REDIRECT_DELAY_MS)
  },
  // Spec 8: 13003 on the device pages means this device was unbound.
  onUnbound(message) {
    notify(message || session.t('http.unbound'))
    setTimeout(() => replaceLocation(UNBOUND_LANDING), REDIRECT_DELAY_MS)
  },
})
