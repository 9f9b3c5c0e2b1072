// The mock's words: the `msg` of its answers and the demo texts it serves, in every supported
// language, read from mock/data at start-up. A key names one text; `{name}` is a value put in.
import { formatMessage, isLanguage, type Language } from '@/lib/i18n'
import TEXTS from './data/texts.json'

export type TextKey = keyof typeof TEXTS

/** One text in every supported language, as the data files write it. */
export type Localized = Record<Language, string>

/** A supported language, or undefined. */
export function supportedLang(value: unknown): Language | undefined {
  return isLanguage(value) ? value : undefined
}

export function textOf(key: TextKey, lang: Language, values?: Record<string, string | number>): string {
  return formatMessage(TEXTS[key][lang], values)
}
