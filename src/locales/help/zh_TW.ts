import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'help', 'zh_TW'> = {
  'help.title': '幫助中心',
  'help.group.speedUp': '加速問題',
  'help.group.recharge': '儲值問題',
  'help.group.other': '其他問題',
  'help.group.membership': '會員問題',
  'help.searchPlaceholder': '搜尋問題關鍵字',
  'help.searchAction': '搜尋',
  'help.searchResults': '「{keyword}」的搜尋結果',
  'help.searchEmpty': '找不到與「{keyword}」相關的問題',
  'help.groupEmpty': '此分類下暫無問題',
  'help.refundQuestion': '如何申請退款或取消自動續訂？',
  'help.refundHint': '購買 {refundDays} 天內可申請退款，自動續訂可隨時取消',
  'help.moreHelp': '沒有找到答案？',
  'help.contactSupport': '聯絡技術支援',
  'help.detailsTitle': '問題詳情',
  'help.invalidQuestion': '問題連結無效，請返回幫助中心重新選擇',
  'help.questionMissing': '此問題不存在或已下架',
  'help.backToHelp': '返回幫助中心',
  'help.stillNeedHelp': '仍未解決您的問題？',
}
