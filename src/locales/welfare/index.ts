import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const welfareTexts = lazyAreaTexts('welfare', {
  zh_CN: () => import(/* webpackChunkName: "texts-welfare-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-welfare-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-welfare-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-welfare-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-welfare-vi_VN" */ './vi_VN'),
})
