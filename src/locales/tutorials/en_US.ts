import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'tutorials', 'en_US'> = {
  'tutorial.title': 'Keep acceleration running',
  'tutorial.intro': 'To save power, your phone may stop the acceleration after the screen locks or you switch apps. Choose your phone maker and follow the tutorial to keep the acceleration running in the background.',
  'tutorial.chooseMaker': 'Choose your phone maker',
  'tutorial.yourMaker': 'Phone maker',
  'tutorial.switchHint': 'Not your phone? Tap another maker.',
  'tutorial.maker.huawei': 'Huawei',
  'tutorial.maker.honor': 'Honor',
  'tutorial.maker.xiaomi': 'Xiaomi / Redmi',
  'tutorial.maker.oppo': 'OPPO',
  'tutorial.maker.vivo': 'vivo / iQOO',
  'tutorial.maker.oneplus': 'OnePlus',
  'tutorial.maker.samsung': 'Samsung',
  'tutorial.maker.general': 'Other makers',
  'tutorial.generalNote': 'General settings for makers not listed',
  'tutorial.stillDrops': 'Acceleration still stops after these settings? Contact support and tell us your phone model and system version.',
}
