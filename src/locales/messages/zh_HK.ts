import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'messages', 'zh_HK'> = {
  ...zh_TW,
  'notice.unread': '{count} 條未讀',
  'notice.kind.reward': '福利獎賞',
  'notice.claimedCoins': '領取成功，金幣結餘 {balance}',
  'notice.rechargeNow': '立即充值',
  'notice.loginPrompt': '登入後即可查看訊息、領取獎賞',
}
