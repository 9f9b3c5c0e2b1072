import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'gift', 'zh_HK'> = {
  ...zh_TW,
  'gift.loadFailed': '獲取贈送資料失敗',
  'gift.refusal.noPurchase': '需要有過購買會員的記錄',
  'gift.refusal.renewals': '連續包月用戶需連續續費成功 {renewals} 次（目前 {done} 次）',
  'gift.refusal.renewalBroken': '連續包月用戶需連續續費成功 {renewals} 次，且期間沒有退款或解約',
  'gift.applyHint': '開通後把領取碼發給好友，好友可得 {giftDays} 天 VIP',
  'eventNotice.toWelfare': '去福利中心',
  'gift.activated': '名額已開通，把領取碼發給好友吧',
  'student.intro:other': '在海外就讀的同學，驗證學校電郵後可免費領取 {count} 天 VIP，在海外也能流暢使用國內的應用程式和網站',
  'student.who.email': '擁有學校電郵（以 .edu 或 .ac 結尾的學校域名，中國大陸學校的電郵除外）',
  'student.who.once': '每個賬號只能領取一次；申請未通過可以重新申請',
  'student.who.enterprise': '企業子賬號不能申請',
  'student.step.email': '填寫學校名稱和學校電郵，提交申請',
  'student.step.vip': '審核通過後，VIP 時長自動發放到目前賬號',
  'student.loadFailed': '留學生優惠加載失敗',
  'student.email': '學校電郵',
  'student.applyFailed': '申請提交失敗，請稍後重試',
  'student.problem.emailRefused': '請填寫海外學校的學校電郵',
  'student.state.approvedNote:other': '{count} 天 VIP 已發放到你的賬號',
  'student.state.rejectedNote': '學校電郵未能通過驗證，你可以修改後重新申請',
  'student.applicationEmail': '學校電郵：{email}',
}
