// The restricted-account notice (/blacklistBlocking); the source the other languages of this area are typed against.
export const texts = {
  'blacklist.title': '账号受限',
  'blacklist.heading': '您的账号存在风险',
  'blacklist.text': '系统检测到您的账号存在异常行为，账号已被列入黑名单或标记为风险账号。',
  'blacklist.limitsTitle': '以下功能暂时无法使用',
  'blacklist.limit.welfare': '参与福利任务（签到、邀请好友、分享截图等）',
  'blacklist.limit.redeem': '使用兑换码兑换会员',
  'blacklist.appeal': '如有疑问，请发送邮件至 {email} 申诉',
  'blacklist.appealTip': '邮件中请写明您的账号（手机号或邮箱）和情况说明，我们核实后会尽快回复。',
  'blacklist.emailLabel': '申诉邮箱',
  'blacklist.copyEmail': '复制邮箱',
} as const
