import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const partnerTexts = lazyAreaTexts('partner', {
  zh_CN: () => import(/* webpackChunkName: "texts-partner-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-partner-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-partner-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-partner-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-partner-vi_VN" */ './vi_VN'),
})
