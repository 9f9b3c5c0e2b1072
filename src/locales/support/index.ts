import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const supportTexts = lazyAreaTexts('support', {
  zh_CN: () => import(/* webpackChunkName: "texts-support-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-support-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-support-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-support-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-support-vi_VN" */ './vi_VN'),
})
