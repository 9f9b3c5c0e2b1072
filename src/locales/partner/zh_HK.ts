import type { AreaCatalog } from '../types'
import { texts as zh_TW } from './zh_TW'

// Hong Kong reads Traditional Chinese as Taiwan writes it, except for these words.
export const texts: AreaCatalog<'partner', 'zh_HK'> = {
  ...zh_TW,
  'partner.title': '攜程旅行專享',
  'partner.headline': '會員出行專享福利',
  'partner.offer.hotel': '精選酒店會員價，低至 85 折',
  'partner.offer.transport': '機票、火車票網上預訂，出行更省心',
  'partner.offer.service': '7×24 小時中文客服，海外出行也安心',
}
