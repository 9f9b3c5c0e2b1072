import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'shell', 'zh_HK'> = {
  ...zh_TW,
  'restricted.message': '您的賬號存在風險，無法參與福利任務和兌換碼活動。如有疑問，請發送電郵至 {email} 申訴。',
  'common.empty': '暫無數據',
  'common.networkError': '網絡錯誤，請檢查網絡後重試',
  'network.offline': '網絡已中斷，連線後自動重新整理',
  'network.slow': '網絡較慢，仍在載入…',
  'http.badResponse': '伺服器回傳的數據無法識別，請稍後重試',
  'host.unsupported': '目前客戶端不支援此請求，請升級',
  'host.enterpriseSubAccount': '企業子賬號無法進行此操作',
  'login.email': '郵箱',
  'login.emailPlaceholder': '請輸入郵箱',
  'validate.emailRequired': '請輸入郵箱',
  'validate.emailInvalid': '請輸入正確的郵箱地址',
  'agreement.kind.honor': '榮耀手機背景保活教程',
  'agreement.kind.huawei': '華為手機背景保活教程',
  'agreement.kind.oneplus': '一加手機背景保活教程',
  'agreement.kind.oppo': 'OPPO 手機背景保活教程',
  'agreement.kind.samsung': '三星手機背景保活教程',
  'agreement.kind.xiaomi': '小米手機背景保活教程',
  'agreement.kind.vivo': 'vivo 手機背景保活教程',
  'agreement.kind.general': '通用背景保活教程',
  'agreement.kind.cancelAccount': '註銷賬號協議',
  'list.noData': '暫無數據',
  'list.pulling': '下拉刷新',
  'list.canRelease': '放開即可刷新',
  'list.refreshing': '刷新中…',
  'list.complete': '刷新完成',
}
