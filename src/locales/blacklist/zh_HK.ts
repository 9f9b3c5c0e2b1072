import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'blacklist', 'zh_HK'> = {
  ...zh_TW,
  'blacklist.title': '賬戶受限',
  'blacklist.heading': '您的賬戶存在風險',
  'blacklist.text': '系統檢測到您的賬戶有異常行為，賬戶已被列入黑名單或標記為風險賬戶。',
  'blacklist.appeal': '如有疑問，請發送電郵至 {email} 申訴',
  'blacklist.appealTip': '電郵中請寫明您的賬戶（手機號碼或電郵）和情況說明，我們核實後會盡快回覆。',
  'blacklist.emailLabel': '申訴電郵',
  'blacklist.copyEmail': '複製電郵',
}
