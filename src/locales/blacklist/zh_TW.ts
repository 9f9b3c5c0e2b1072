import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'blacklist', 'zh_TW'> = {
  'blacklist.title': '帳號受限',
  'blacklist.heading': '您的帳號存在風險',
  'blacklist.text': '系統偵測到您的帳號有異常行為，帳號已被列入黑名單或標記為風險帳號。',
  'blacklist.limitsTitle': '以下功能暫時無法使用',
  'blacklist.limit.welfare': '參與福利任務（簽到、邀請好友、分享截圖等）',
  'blacklist.limit.redeem': '使用兌換碼兌換會員',
  'blacklist.appeal': '如有疑問，請寄送電子郵件至 {email} 申訴',
  'blacklist.appealTip': '郵件中請寫明您的帳號（手機號碼或電子郵件）和情況說明，我們確認後會盡快回覆。',
  'blacklist.emailLabel': '申訴信箱',
  'blacklist.copyEmail': '複製信箱',
}
