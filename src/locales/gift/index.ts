import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const giftTexts = lazyAreaTexts('gift', {
  zh_CN: () => import(/* webpackChunkName: "texts-gift-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-gift-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-gift-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-gift-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-gift-vi_VN" */ './vi_VN'),
})
