import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const lotteryTexts = lazyAreaTexts('lottery', {
  zh_CN: () => import(/* webpackChunkName: "texts-lottery-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-lottery-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-lottery-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-lottery-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-lottery-vi_VN" */ './vi_VN'),
})
