import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'help', 'zh_HK'> = {
  ...zh_TW,
  'help.group.recharge': '充值問題',
  'help.refundQuestion': '如何申請退款或取消自動續費？',
  'help.refundHint': '購買 {refundDays} 天內可申請退款，自動續費可隨時取消',
  'help.moreHelp': '找不到答案？',
}
