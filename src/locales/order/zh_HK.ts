import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'order', 'zh_HK'> = {
  ...zh_TW,
  'order.pay.miniProgram': '微信小程序',
  'activation.title': '啟用記錄',
  'activation.tab.orders': '啟用記錄',
  'activation.tab.refunds': '退款記錄',
  'activation.loginPrompt': '登入後即可查看啟用記錄並申請退款',
  'activation.empty': '暫無啟用記錄',
  'activation.loadFailed': '啟用記錄加載失敗，請稍後重試',
  'activation.rule': '付費訂單在開通後 {refundDays} 天內可申請退款，每位用戶只可使用一次退款服務。',
  'order.block.serviceUsed': '每位用戶只可使用一次退款服務，您已使用過',
  'refund.notice': '退款完成後，此訂單增加的 {count} 天會員時長將被扣除，款項原路退回。每位用戶只可使用一次退款服務。',
  'refund.orderRefreshFailed': '訂單刷新失敗',
  'refund.listEmpty': '暫無退款記錄',
  'appApply.title': '應用申請記錄',
  'appApply.loginPrompt': '登入後即可查看您的應用加速申請記錄',
  'appApply.empty': '暫無應用申請記錄',
  'lineApply.title': '訂製線路申請記錄',
  'lineApply.loginPrompt': '登入後即可查看您的訂製線路申請記錄',
  'lineApply.empty': '暫無訂製線路申請記錄',
  'apply.loadFailed': '申請記錄加載失敗，請稍後重試',
  'custom.loadFailed': '訂製會員資料加載失敗，請稍後重試',
  'custom.records': '申請記錄',
  'custom.viewAll': '查看全部申請記錄',
  'custom.noRecords': '暫無申請記錄',
}
