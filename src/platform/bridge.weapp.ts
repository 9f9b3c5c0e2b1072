// The mini-program has no native host (spec 7 messages go nowhere), except that login opens the
// mini-program's own login page, and the token comes from storage.
import { goLogin } from './navigation.weapp'
import { tokenStore } from './token.weapp'
import type { HostAnswerParser, HostApi, HostQuery, JsonObject } from './types'

const ignore = (): void => undefined

export const host: HostApi = {
  getToken: ignore,
  enterpriseSubAccount: ignore,
  getUid: ignore,
  getIsReview: ignore,
  getVersion: ignore,
  requestMarketPlace: ignore,
  getAndroidReview: ignore,
  nowIsReview: ignore,
  getLang: ignore,
  getEnv: ignore,
  // spec 2, 8: pages/login/index with redirectUrl back to the current page
  jumpLogin: () => {
    void goLogin()
  },
  setTitle: ignore,
  jumpNativePage: ignore,
  goToNewWebView: ignore,
  callMeiqia: ignore,
  openInBrowser: ignore,
  jumpOutboundLink: ignore,
  jumpWxMiniProgress: ignore,
  showRightItem: ignore,
  h5Monitor: ignore,
  initPage: ignore,
  initOrderPageStates: ignore,
}

/** The token is answered from storage; every other question has no answer here. */
export function askHost<T>(
  message: HostQuery,
  parse: HostAnswerParser<T>,
  _timeoutMs: number,
  _fields?: JsonObject,
): Promise<T | undefined> {
  return Promise.resolve(message === 'getToken' ? parse(tokenStore.get()) : undefined)
}
