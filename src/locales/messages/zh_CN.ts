// The message centre (/notice); the source the other languages of this area are typed against.
export const texts = {
  'notice.title': '消息中心',
  'notice.empty': '暂无消息',
  'notice.unread': '{count} 条未读',
  'notice.unreadMark': '未读',
  'notice.kind.system': '系统通知',
  'notice.kind.reward': '福利奖励',
  'notice.kind.sportsQuiz': '世界杯竞猜',
  'notice.kind.membership': '会员提醒',
  'notice.claim': '领取',
  'notice.claimed': '已领取',
  'notice.claimedCoins': '领取成功，金币余额 {balance}',
  'notice.claimedVip': '领取成功，已获得 {hours} 小时 VIP',
  'notice.claimFailed': '领取失败',
  'notice.rechargeNow': '立即充值',
  'notice.loginPrompt': '登录后即可查看消息、领取奖励',
} as const
