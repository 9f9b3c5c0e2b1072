import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'redirect', 'zh_TW'> = {
  'redirect.title': '頁面跳轉',
  'redirect.redirecting': '正在為您跳轉…',
  'redirect.opened': '已為您開啟目標頁面',
  'redirect.openAgain': '重新開啟',
  'redirect.cannotOpen': '目前的用戶端無法開啟此頁面',
  'redirect.refused.missingKind': '缺少跳轉類型，已停止跳轉',
  'redirect.refused.unknownKind': '無法辨識的跳轉類型，已停止跳轉',
  'redirect.refused.missingTarget': '缺少跳轉網址，已停止跳轉',
  'redirect.refused.unparsableTarget': '跳轉網址無效，已停止跳轉',
  'redirect.refused.unsafeTarget': '此網址不在允許造訪的範圍內，為保護您的安全已停止跳轉',
}
