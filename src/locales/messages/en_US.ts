import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'messages', 'en_US'> = {
  'notice.title': 'Messages',
  'notice.empty': 'No messages yet',
  'notice.unread': '{count} unread',
  'notice.unreadMark': 'Unread',
  'notice.kind.system': 'System notice',
  'notice.kind.reward': 'Reward',
  'notice.kind.sportsQuiz': 'World Cup quiz',
  'notice.kind.membership': 'Membership',
  'notice.claim': 'Claim',
  'notice.claimed': 'Claimed',
  'notice.claimedCoins': 'Claimed. Coin balance: {balance}',
  'notice.claimedVip': 'Claimed. You received {hours} h of VIP',
  'notice.claimFailed': 'Claim failed',
  'notice.rechargeNow': 'Recharge now',
  'notice.loginPrompt': 'Log in to read your messages and claim rewards',
}
