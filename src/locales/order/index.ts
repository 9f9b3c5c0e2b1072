import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const orderTexts = lazyAreaTexts('order', {
  zh_CN: () => import(/* webpackChunkName: "texts-order-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-order-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-order-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-order-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-order-vi_VN" */ './vi_VN'),
})
