import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'partner', 'en_US'> = {
  'partner.title': 'Ctrip member offer',
  'partner.badge': 'Partner',
  'partner.name': 'Ctrip',
  'partner.headline': 'Travel perks for members',
  'partner.offer.hotel': 'Member prices at selected hotels, up to 15% off',
  'partner.offer.transport': 'Book flights and train tickets online with ease',
  'partner.offer.service': '24/7 Chinese-speaking customer service, wherever you travel',
  'partner.note': "Offers are as shown on Ctrip's pages; services are provided by Ctrip",
  'partner.open': 'Go to Ctrip',
}
