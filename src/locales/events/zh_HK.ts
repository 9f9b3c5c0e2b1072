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
}
