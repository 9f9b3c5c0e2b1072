import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'memberManage', 'zh_HK'> = {
  ...zh_TW,
  'manage.loadFailed': '加載失敗，請稍後重試',
  'renew.platform': '付款方式',
  'renew.nextRenewal': '下次扣數日',
  'renew.confirmText': '關閉後將不再自動扣數。已支付的會員時長不受影響，{level} 可繼續使用至 {date}。',
  'renew.note': '關閉自動續費後，已支付的會員時長可正常使用至到期；暫停會員期間，下次扣數日隨之順延。',
  'pause.confirmText:other': '將暫停 {count} 天。暫停期間會員權益不可用，連續包月的下次扣數日同步順延。',
  'pause.rule.renewal': '已開通連續包月的，下次扣數日同步順延',
  'pauseRecord.loadFailed': '列表加載失敗',
}
