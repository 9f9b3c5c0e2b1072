import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'login', 'zh_TW'> = {
  'login.title': '登入',
  'login.byPhone': '手機號登入',
  'login.byEmail': '信箱登入',
  'login.password': '密碼',
  'login.passwordPlaceholder': '請輸入密碼',
  'login.submit': '登入',
  'login.success': '登入成功',
  'login.failed': '登入失敗，請稍後重試',
  'login.agreementNotice': '登入即表示您同意',
  'login.wechat': '微信一鍵登入',
  'login.wechatFailed': '微信登入失敗，請重試',
  'login.linkHint': '首次微信登入請關聯手機號，已註冊的手機號將登入原帳號，會員和金幣不變',
  'login.linkWechatPhone': '使用微信綁定的手機號',
  'login.linkByCode': '或輸入手機號和驗證碼關聯',
  'login.linkSubmit': '關聯並登入',
  'login.phoneRefused': '未取得微信手機號，請用驗證碼關聯',
  'login.linkExpired': '關聯已逾時，請重新微信登入',
  'login.linkedTo': '微信已關聯帳號 {phone}',
}
