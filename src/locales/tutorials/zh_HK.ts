import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'tutorials', 'zh_HK'> = {
  ...zh_TW,
  'tutorial.title': '後台保持加速教學',
  'tutorial.intro': '為了省電，手機系統可能在鎖屏或切換應用程式後結束加速。選擇您的手機品牌，按教學設定後，加速便可在後台持續運行。',
  'tutorial.switchHint': '不是您的手機？點擊切換品牌',
  'tutorial.generalNote': '品牌不在列表中時，使用通用設定',
  'tutorial.stillDrops': '按教學設定後加速仍然中斷？請聯絡客服，並告訴我們手機型號和系統版本。',
}
