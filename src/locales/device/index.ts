import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const deviceTexts = lazyAreaTexts('device', {
  zh_CN: () => import(/* webpackChunkName: "texts-device-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-device-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-device-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-device-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-device-vi_VN" */ './vi_VN'),
})
