import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'cancellation', 'zh_HK'> = {
  ...zh_TW,
  'cancel.title': '註銷賬號',
  'cancel.loginPrompt': '登入後才可申請註銷賬號',
  'cancel.loadFailed': '加載失敗，請稍後重試',
  'cancel.noUserInfo': '未獲取到用戶資料',
  'cancel.noThirdParty': '未偵測到第三方賬號，請聯絡客服',
  'cancel.thirdPartyMismatch': '第三方賬號不一致',
  'cancel.thirdPartyCheckFailed': '第三方賬號校驗失敗',
  'cancel.pending.lastDay': '等待期至 {date}（北京時間）結束，屆時賬號將被註銷',
  'cancel.pending.loginEnds': '等待期內重新登入即可撤銷註銷申請，賬號恢復正常使用。',
  'cancel.withdrawn.text': '您於 {time}（北京時間）重新登入，註銷申請已自動撤銷，賬號可正常使用。',
  'cancel.cancelled.title': '賬號已註銷',
  'cancel.cancelled.text': '該賬號已於 {date}（北京時間）註銷，相關資料已清除。',
  'reminder.loss.devices': '所有已登入的設備將登出，盒子及線路設定將被解除',
  'reminder.condition.auth': '驗證賬號密碼；第三方賬號需重新登入與綁定賬號一致的第三方賬號',
  'reminder.agreeFirst': '請先閱讀並同意註銷賬號協議',
  'auth.agreementRequired': '請先閱讀註銷須知並同意註銷賬號協議',
  'auth.password.heading': '驗證賬號密碼',
  'auth.password.label': '賬號密碼',
  'auth.password.placeholder': '請輸入賬號密碼',
  'auth.thirdParty.heading': '重新登入第三方賬號',
  'auth.thirdParty.bound': '綁定賬號：{provider} {name}',
  'auth.thirdParty.inAppOnly': '請在 App 內重新登入第三方賬號',
  'auth.confirm.title': '確定註銷賬號？',
  'auth.confirm.text:other': '提交後有 {count} 天等待期，期滿後賬號將被永久註銷：會員及超級會員時長、金幣和未使用的權益將被清空，所有設備將登出，盒子及線路設定將被解除，無法恢復。等待期內重新登入即可撤銷註銷。',
  'auth.provider.other': '第三方賬號',
}
