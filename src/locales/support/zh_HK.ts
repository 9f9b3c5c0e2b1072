import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'support', 'zh_HK'> = {
  ...zh_TW,
  'support.intro': '連接不上、速度變慢或無法購買？告訴我們您遇到的問題，技術支援會盡快為您處理。',
  'support.prepare.account': '您的登入賬號（手機號碼或電郵）',
  'support.prepare.detail': '問題出現的時間、所用線路和截圖',
  'support.helpCentre': '幫助中心',
  'contact.intro': '您可以透過以下任何一種方式聯絡我們',
  'contact.channel.supportAccount': '技術支援賬號',
  'contact.channel.email': '客服電郵',
  'contact.hint.officialSite': '下載客戶端，查看最新公告',
  'contact.hint.qq': '添加 QQ 好友查詢',
  'contact.hint.qqGroup': '加入用戶交流群組',
  'contact.hint.supportAccount': '添加技術支援，一對一解決問題',
  'contact.hint.email': '發送電郵，我們會盡快回覆',
  'about.slogan': '穩定、快速的網絡加速服務',
  'about.currentVersion': '當前版本 {version}',
  'about.openStoreYourself': '無法直接打開應用程式商店，請在手機的應用程式商店中搜尋「{brand}」',
}
