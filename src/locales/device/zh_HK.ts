import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'device', 'zh_HK'> = {
  ...zh_TW,
  'device.loginTitle': '登入後管理你的設備與盒子',
  'deviceManage.title': '登入設備管理',
  'deviceManage.limit:other': '同一賬號最多 {count} 部設備同時登入',
  'deviceManage.confirmTitle': '登出設備',
  'deviceManage.confirmText': '確定讓「{name}」登出嗎？登出後該設備需要重新登入。',
  'deviceManage.logoutSuccess': '設備登出成功',
  'deviceManage.logoutFailure': '設備登出失敗',
  'deviceManage.loadFailed': '設備列表加載失敗',
  'deviceManage.empty': '暫無登入設備',
  'lineConfig.loadFailed': '線路列表加載失敗',
  'wifiConfig.loadFailed': 'WiFi 設定加載失敗',
  'box.unboundTitle': '本設備已解綁',
  'box.unboundText': '本設備已從賬號中登出，重新登入後即可再次管理盒子。',
  'box.connected:other': '{count} 部設備在線',
  'box.manageDevices': '登入設備管理',
  'box.loadFailed': '盒子資訊加載失敗',
  'wifiConfig.intro': '修改盒子發出的 WiFi，儲存後盒子的 WiFi 會重新啟動，已連接的設備需要重新連接',
}
