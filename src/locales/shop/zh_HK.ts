import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'shop', 'zh_HK'> = {
  ...zh_TW,
  'shop.loadFailed': '商品列表加載失敗',
  'shop.successIssued': '兌換成功，已發放到您的賬戶',
  'shop.refusal.inviteRestricted': '邀請的賬號存在異常，兌換功能已受限',
  'shop.refusal.iosPriceDifference': 'iOS 設備暫不支援支付差價，請在其他設備上兌換',
  'records.loadFailed': '列表加載失敗',
  'records.claimLink': '領取鏈接',
}
