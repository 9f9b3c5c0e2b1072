import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const cancellationTexts = lazyAreaTexts('cancellation', {
  zh_CN: () => import(/* webpackChunkName: "texts-cancellation-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-cancellation-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-cancellation-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-cancellation-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-cancellation-vi_VN" */ './vi_VN'),
})
