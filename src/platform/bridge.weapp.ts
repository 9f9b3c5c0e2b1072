// The mini-program has no native host (spec 7 messages go nowhere), except that login opens the
// mini-program's own login page, the token comes from storage, and the page views and events of
// spec 2 and 7 go to WeChat's own analytics (We分析, wx.reportEvent): no server of ours and no
// extra request on a network that is often poor, and the dashboards the mini-program's team reads.
import Taro from '@tarojs/taro'
import { goLogin } from './navigation.weapp'
import { tokenStore } from './token.weapp'
import type { HostAnswerParser, HostApi, HostQuery, JsonObject } from './types'

const ignore = (): void => undefined

// WeChat takes event and field names of letters, digits and _, starting with a letter, and plain values
const REPORT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/
const MAX_VALUE_LENGTH = 255

/** The fields WeChat's analytics accepts: named as it names them, strings and numbers only. */
function reportFields(type: string, properties: JsonObject): Record<string, string | number> {
  const fields: Record<string, string | number> = { type }
  for (const [key, value] of Object.entries(properties)) {
    if (!REPORT_NAME.test(key)) continue
    if (typeof value === 'number' && Number.isFinite(value)) fields[key] = value
    else if (typeof value === 'string' || typeof value === 'boolean') fields[key] = String(value).slice(0, MAX_VALUE_LENGTH)
  }
  return fields
}

function reportToWeChat(type: string, event: string, properties: JsonObject = {}): void {
  if (!REPORT_NAME.test(event)) {
    console.warn(`[analytics] ${event} is not a name WeChat's analytics takes`)
    return
  }
  try {
    Taro.reportEvent(event, reportFields(type, properties))
  } catch (error) {
    // base library before 2.14.2: the view goes unreported, the page goes on
    console.warn('[analytics] wx.reportEvent failed', error)
  }
}

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
  h5Monitor: reportToWeChat,
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
