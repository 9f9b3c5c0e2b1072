import { lazyAreaTexts } from '../types'
import { texts as zh_CN } from './zh_CN'

export { zh_CN as shellSource }

// The shell's zh_CN is in the entry (the default, and the initialising text); the other
// languages are a chunk each, loaded when chosen.
export const shellTexts = lazyAreaTexts('shell', {
  zh_CN: () => Promise.resolve({ texts: zh_CN }),
  en_US: () => import(/* webpackChunkName: "texts-shell-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-shell-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-shell-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-shell-vi_VN" */ './vi_VN'),
})
