import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'lottery', 'zh_HK'> = {
  ...zh_TW,
  'lottery.infoLoadFailed': '抽獎資料加載失敗',
  'lottery.result.credited': '獎勵已發放到您的賬戶',
  'lottery.rule.credit': '金幣獎品即時存入金幣餘額，會員時長即時到賬。',
  'lottery.rule.restricted': '黑名單或有風險的賬戶無法參與抽獎。',
  'lottery.prizes.loadFailed': '列表加載失敗',
  'lottery.failure.networkAbnormal': '網絡異常',
  'lottery.failure.unavailable': '當前不可用',
}
