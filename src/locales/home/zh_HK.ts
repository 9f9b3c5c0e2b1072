import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'home', 'zh_HK'> = {
  ...zh_TW,
  'entry.messages': '信息中心',
  'me.visitorHint': '登入後管理會員、設備和訂單',
  'me.account': '賬號 {uid}',
  'me.group.devices': '設備與線路',
  'me.group.account': '賬號與安全',
  'entry.orders': '充值與退款記錄',
  'entry.exchanges': '兌換記錄',
  'entry.customized': '定制線路會員',
  'entry.loginDevices': '登入設備',
  'entry.equipment': '設備管理',
  'entry.applications': '應用程式申請記錄',
  'entry.bindEmail': '綁定郵箱',
  'entry.cancelAccount': '註銷賬號',
}
