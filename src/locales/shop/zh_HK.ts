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
  'pay.where.ios': 'iOS 設備暫不支援支付差價，請在 Android 設備或電腦上支付',
  'pay.where.browser': '請在 Android 設備、電腦或微信小程序中支付差價',
  'records.claimLink': '領取鏈接',
  'redeem.intro': '輸入兌換碼，兌換金幣或會員時長。每個兌換碼每個賬號只能使用一次。',
  'redeem.caseHint': '兌換碼區分大小寫，請按原樣輸入。',
  'redeem.credited': '已到賬：{reward}',
  'redeem.balance:other': '現時金幣餘額 {count}',
  'redeem.vipNote': '會員時長已延長，可在會員記錄中查看。',
  'redeem.refusal.risky': '賬號存在風險，無法兌換兌換碼',
}
