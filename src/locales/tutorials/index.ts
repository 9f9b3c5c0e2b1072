import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const tutorialsTexts = lazyAreaTexts('tutorials', {
  zh_CN: () => import(/* webpackChunkName: "texts-tutorials-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-tutorials-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-tutorials-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-tutorials-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-tutorials-vi_VN" */ './vi_VN'),
})
