import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const membershipTexts = lazyAreaTexts('membership', {
  zh_CN: () => import(/* webpackChunkName: "texts-membership-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-membership-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-membership-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-membership-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-membership-vi_VN" */ './vi_VN'),
})
