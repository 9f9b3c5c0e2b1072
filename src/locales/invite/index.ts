import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const inviteTexts = lazyAreaTexts('invite', {
  zh_CN: () => import(/* webpackChunkName: "texts-invite-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-invite-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-invite-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-invite-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-invite-vi_VN" */ './vi_VN'),
})
