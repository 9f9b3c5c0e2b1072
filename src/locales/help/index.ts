import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const helpTexts = lazyAreaTexts('help', {
  zh_CN: () => import(/* webpackChunkName: "texts-help-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-help-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-help-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-help-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-help-vi_VN" */ './vi_VN'),
})
