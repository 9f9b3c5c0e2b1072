import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'redirect', 'zh_HK'> = {
  ...zh_TW,
  'redirect.opened': '已為您打開目標頁面',
  'redirect.openAgain': '重新打開',
  'redirect.cannotOpen': '當前的客戶端無法打開此頁面',
  'redirect.refused.unknownKind': '無法識別的跳轉類型，已停止跳轉',
  'redirect.refused.missingTarget': '缺少跳轉地址，已停止跳轉',
  'redirect.refused.unparsableTarget': '跳轉地址無效，已停止跳轉',
  'redirect.refused.unsafeTarget': '此地址不在允許訪問的範圍內，為保障您的安全已停止跳轉',
}
