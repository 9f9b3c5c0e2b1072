import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'login', 'zh_HK'> = {
  ...zh_TW,
  'login.byEmail': '郵箱登入',
  'login.linkHint': '首次微信登入請關聯手機號，已註冊的手機號將登入原賬號，會員和金幣不變',
  'login.linkExpired': '關聯已超時，請重新微信登入',
  'login.linkedTo': '微信已關聯賬號 {phone}',
}
