import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'welfare', 'zh_HK'> = {
  ...zh_TW,
  'welfare.balanceLoadFailed': '金幣餘額加載失敗',
  'welfare.tasksLoadFailed': '任務列表加載失敗',
  'welfare.task.bindAccount': '綁定電郵或手機',
  'welfare.taskHint.bindAccount': '綁定後賬號更安全',
  'welfare.taskHint.inviteFriends': '好友在新設備首次加速後雙方得獎勵',
  'signIn.failed': '簽到失敗，請稍後重試',
  'signIn.statusLoadFailed': '簽到資料加載失敗',
  'coinRecords.loadFailed': '列表加載失敗',
  'coinRecords.empty': '暫無金幣記錄',
}
