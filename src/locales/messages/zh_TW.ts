import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'messages', 'zh_TW'> = {
  'notice.title': '訊息中心',
  'notice.empty': '暫無訊息',
  'notice.unread': '{count} 則未讀',
  'notice.unreadMark': '未讀',
  'notice.kind.system': '系統通知',
  'notice.kind.reward': '福利獎勵',
  'notice.kind.sportsQuiz': '世界盃競猜',
  'notice.kind.membership': '會員提醒',
  'notice.claim': '領取',
  'notice.claimed': '已領取',
  'notice.claimedCoins': '領取成功，金幣餘額 {balance}',
  'notice.claimedVip': '領取成功，已獲得 {hours} 小時 VIP',
  'notice.claimFailed': '領取失敗',
  'notice.rechargeNow': '立即儲值',
  'notice.loginPrompt': '登入後即可查看訊息、領取獎勵',
}
