import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'gift', 'zh_HK'> = {
  ...zh_TW,
  'gift.loadFailed': '獲取贈送資料失敗',
  'gift.refusal.enterpriseSubAccount': '企業子賬號無法進行此操作',
  'gift.refusal.noPurchase': '需要有過購買會員的記錄',
  'gift.refusal.renewals': '連續包月用戶需連續續費成功 {renewals} 次（目前 {done} 次）',
  'gift.refusal.renewalBroken': '連續包月用戶需連續續費成功 {renewals} 次，且期間沒有退款或解約',
  'gift.applyHint': '開通後把領取碼發給好友，好友可得 {giftDays} 天 VIP',
  'eventNotice.toWelfare': '去福利中心',
  'gift.activated': '名額已開通，把領取碼發給好友吧',
}
