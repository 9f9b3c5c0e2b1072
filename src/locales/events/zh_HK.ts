import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'events', 'zh_HK'> = {
  ...zh_TW,
  'quiz.intro': '開賽前預測比賽結果，猜中可得 {coins} 金幣，獎賞在訊息中心領取。每場比賽只能競猜一次。',
  'quiz.loadFailed': '列表加載失敗',
  'quiz.pickDraw': '和波',
  'quiz.rewardWaiting': '{coins} 金幣獎賞已發到訊息中心',
  'event.loadFailed': '加載失敗，請稍後重試',
  'more.loadFailed': '列表加載失敗',
  'weekly.title': '週榜獎賞',
  'weekly.visitor': '登入後查看您的排名並領取獎賞',
  'weekly.unclaimed': '待領取獎賞 {coins}',
  'weekly.tiersTitle': '排名獎賞',
  'weekly.noLeaders': '第一週排名進行中，暫時未有榜單',
  'weekly.rule': '每週一 00:00 至週日 24:00（北京時間）為一期，按當週獲得的金幣數排名（排行榜獎賞不計算在內）。上榜獎賞在下一週內領取，逾期作廢，金幣計入金幣明細的「排行榜獎勵」。金幣自獲得當月起 {months} 個月後的月底過期。',
  'mail.empty': '暫時未有來信',
}
