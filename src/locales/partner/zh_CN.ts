// The travel partner promotion (/xiechengAd); the source the other languages of this area are typed against.
export const texts = {
  'partner.title': '携程旅行专享',
  'partner.badge': '合作伙伴',
  'partner.name': '携程旅行',
  'partner.headline': '会员出行专享福利',
  'partner.offer.hotel': '精选酒店会员价，低至 8.5 折',
  'partner.offer.transport': '机票、火车票在线预订，出行更省心',
  'partner.offer.service': '7×24 小时中文客服，海外出行也安心',
  'partner.note': '优惠以携程页面展示为准，服务由携程提供',
  'partner.open': '去携程看看',
} as const
