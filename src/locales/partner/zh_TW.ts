import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'partner', 'zh_TW'> = {
  'partner.title': '攜程旅行專屬優惠',
  'partner.badge': '合作夥伴',
  'partner.name': '攜程旅行',
  'partner.headline': '會員出遊專屬福利',
  'partner.offer.hotel': '精選飯店會員價，低至 85 折',
  'partner.offer.transport': '機票、火車票線上預訂，出行更省心',
  'partner.offer.service': '7×24 小時中文客服，海外旅遊也安心',
  'partner.note': '優惠以攜程頁面顯示為準，服務由攜程提供',
  'partner.open': '前往攜程',
}
