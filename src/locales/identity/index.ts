import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const identityTexts = lazyAreaTexts('identity', {
  zh_CN: () => import(/* webpackChunkName: "texts-identity-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-identity-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-identity-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-identity-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-identity-vi_VN" */ './vi_VN'),
})
