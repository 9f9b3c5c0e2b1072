// Mini-program: WeChat's own language (the first visit follows it); there is no document to label.
import Taro from '@tarojs/taro'
import type { Language } from '@/lib/i18n'

// getAppBaseInfo needs base library 2.20.1; older WeChat answers through getSystemInfoSync
const languageReaders: ReadonlyArray<() => unknown> = [
  () => Taro.getAppBaseInfo().language,
  () => Taro.getSystemInfoSync().language,
]

/** WeChat's language as its only preferred locale (`zh_CN`, `zh_TW`, `en` ...). */
export function deviceLocales(): string[] {
  for (const read of languageReaders) {
    try {
      const language = read()
      if (typeof language === 'string' && language !== '') return [language]
    } catch (error) {
      console.warn('[language] WeChat language not read', error)
    }
  }
  return []
}

export function setDocumentLanguage(_language: Language): void {}
