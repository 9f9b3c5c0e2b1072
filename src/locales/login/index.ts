import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const loginTexts = lazyAreaTexts('login', {
  zh_CN: () => import(/* webpackChunkName: "texts-login-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-login-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-login-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-login-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-login-vi_VN" */ './vi_VN'),
})
