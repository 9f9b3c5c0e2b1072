import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'tutorials', 'zh_TW'> = {
  'tutorial.title': '背景保持連線教學',
  'tutorial.intro': '為了省電，手機系統可能在鎖定螢幕或切換 App 後結束加速。選擇您的手機品牌，依教學設定後，加速就能在背景持續執行。',
  'tutorial.chooseMaker': '選擇手機品牌',
  'tutorial.yourMaker': '手機品牌',
  'tutorial.switchHint': '不是您的手機？點選切換品牌',
  'tutorial.maker.huawei': '華為',
  'tutorial.maker.honor': '榮耀',
  'tutorial.maker.xiaomi': '小米 / Redmi',
  'tutorial.maker.oppo': 'OPPO',
  'tutorial.maker.vivo': 'vivo / iQOO',
  'tutorial.maker.oneplus': '一加',
  'tutorial.maker.samsung': '三星',
  'tutorial.maker.general': '其他品牌',
  'tutorial.generalNote': '品牌不在清單中時，使用通用設定',
  'tutorial.stillDrops': '依教學設定後加速仍會中斷？請聯絡客服，並告訴我們手機型號和系統版本。',
}
