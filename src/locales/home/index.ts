import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const homeTexts = lazyAreaTexts('home', {
  zh_CN: () => import(/* webpackChunkName: "texts-home-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-home-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-home-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-home-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-home-vi_VN" */ './vi_VN'),
})
