import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'invite', 'zh_HK'> = {
  ...zh_TW,
  'invite.loadFailed': '邀請資料加載失敗',
  'invite.reward.poster:other': '好友透過你的海報或連結註冊，並在新設備上首次加速後，你和好友各得 {coins} 金幣或 {count} 天 VIP',
  'invite.reward.timing:other': '獎勵在 {count} 小時內到賬',
  'invite.posterLabel': '邀請海報，掃描其中的二維碼開啟邀請連結，邀請碼 {code}',
  'invite.drawing': '海報生成中…',
  'invite.redraw': '重新生成',
  'invite.posterFailed': '海報生成失敗',
  'invite.qrFailed': '二維碼生成失敗',
  'invite.upgradeNeeded': '當前客戶端不支援該請求，請升級',
  'invite.desktopText': '用手機掃描下方二維碼下載 {brand} App，在 App 中邀請好友',
  'invite.downloadLabel': '{brand} App 下載二維碼',
  'poster.reward:other': '註冊並在新設備上首次加速，你和好友各得 {coins} 金幣或 {count} 天 VIP',
  'poster.timing:other': '獎勵 {count} 小時內到賬',
  'details.meaning.waitingAcceleration:other': '好友已註冊，但還沒有在新設備上首次加速；首次加速後，獎勵在 {count} 小時內到賬',
  'details.meaning.pendingPayout:other': '風控審核中，獎勵在 {count} 小時內到賬',
  'details.meaning.completed': '獎勵已到賬',
  'details.meaning.invalid': '好友沒有在新設備上首次加速，邀請已失效，沒有獎勵',
  'details.meaning.toAppeal': '獎勵因風控暫不發放；如有異議，請發電郵至 {email} 申訴',
  'details.loadFailed': '邀請明細加載失敗',
  'coins.loadFailed': '列表加載失敗',
}
