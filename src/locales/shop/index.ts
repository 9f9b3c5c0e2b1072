import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const shopTexts = lazyAreaTexts('shop', {
  zh_CN: () => import(/* webpackChunkName: "texts-shop-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-shop-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-shop-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-shop-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-shop-vi_VN" */ './vi_VN'),
})
