import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const eventsTexts = lazyAreaTexts('events', {
  zh_CN: () => import(/* webpackChunkName: "texts-events-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-events-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-events-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-events-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-events-vi_VN" */ './vi_VN'),
})
