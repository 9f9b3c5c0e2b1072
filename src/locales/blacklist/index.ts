import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const blacklistTexts = lazyAreaTexts('blacklist', {
  zh_CN: () => import(/* webpackChunkName: "texts-blacklist-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-blacklist-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-blacklist-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-blacklist-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-blacklist-vi_VN" */ './vi_VN'),
})
