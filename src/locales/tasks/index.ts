import { lazyAreaTexts } from '../types'

// Imported only by this area's screens: each language is its own chunk, loaded when shown.
export const tasksTexts = lazyAreaTexts('tasks', {
  zh_CN: () => import(/* webpackChunkName: "texts-tasks-zh_CN" */ './zh_CN'),
  en_US: () => import(/* webpackChunkName: "texts-tasks-en_US" */ './en_US'),
  zh_TW: () => import(/* webpackChunkName: "texts-tasks-zh_TW" */ './zh_TW'),
  zh_HK: () => import(/* webpackChunkName: "texts-tasks-zh_HK" */ './zh_HK'),
  vi_VN: () => import(/* webpackChunkName: "texts-tasks-vi_VN" */ './vi_VN'),
})
