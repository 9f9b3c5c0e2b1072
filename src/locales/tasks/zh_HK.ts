import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'tasks', 'zh_HK'> = {
  ...zh_TW,
  'tasks.loadFailed': '任務資料加載失敗',
  'tasks.refusal.restricted': '賬號存在風險，無法參與福利任務',
  'tasks.follow.step.link': '在公眾號對話中發送「{keyword}」，按提示登入本賬號完成綁定',
  'tasks.follow.notFollowed': '尚未偵測到關注，完成以上步驟後刷新',
  'tasks.follow.refresh': '我已關注，刷新',
  'tasks.refusal.taken': '該電郵或手機號碼已綁定其他賬號',
  'tasks.bind.title': '綁定電郵或手機',
  'tasks.bind.intro': '同時綁定電郵和手機，賬號更安全，兩種方式都能登入和找回賬號。完成綁定可領取獎勵（每位用戶一次）',
  'tasks.bind.sendCodeFailed': '驗證碼發送失敗',
  'tasks.share.intro': '將{brand}分享到朋友圈或群組，截圖後上載，審核通過即可獲得獎勵（每位用戶一次）',
  'tasks.share.step.upload': '在本頁上載截圖並提交審核',
  'tasks.share.sizeHint': '請上載小於 {size}M 的圖片',
  'tasks.share.rejected': '截圖未通過審核：{reason}。請重新上載',
  'tasks.share.rejectedNoReason': '截圖未通過審核，請重新上載',
  'tasks.share.error.imageRequired': '請先上載分享截圖',
  'tasks.share.error.notImage': '請上載圖片',
  'tasks.share.error.restricted': '賬號存在風險，無法參與福利任務',
}
