import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const redirectTexts = lazyAreaTexts('redirect', {
  zh_CN: () => import(/* webpackChunkName: "texts-redirect-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-redirect-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-redirect-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-redirect-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-redirect-vi_VN" */ './vi_VN'),
})
