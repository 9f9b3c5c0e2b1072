import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const messagesTexts = lazyAreaTexts('messages', {
  zh_CN: () => import(/* webpackChunkName: "texts-messages-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-messages-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-messages-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-messages-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-messages-vi_VN" */ './vi_VN'),
})
