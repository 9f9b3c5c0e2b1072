import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const memberManageTexts = lazyAreaTexts('memberManage', {
  zh_CN: () => import(/* webpackChunkName: "texts-memberManage-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-memberManage-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-memberManage-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-memberManage-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-memberManage-vi_VN" */ './vi_VN'),
})
