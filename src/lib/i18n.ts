// Language rules (spec 5, 9) and message formatting; no host or storage access here.
import { DEFAULT_LANGUAGE, PLURAL_FORMS, SUPPORTED_LANGUAGES, type Language, type PluralForm } from '@/config/languages'
import { PATH } from '@/routes'
import { parseQuery } from './links'

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES }
export type { Language, PluralForm, PluralFormOf } from '@/config/languages'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

export interface LanguageSources {
  /** the link's `lang` parameter */
  query?: unknown
  /** the language kept from an earlier visit (the host's, a link's or the user's choice) */
  stored?: unknown
  /** the browser's or WeChat's preferred locales, most preferred first */
  deviceLocales: readonly string[]
}

export interface StartLanguage {
  language: Language
  /** the link asked for a language not kept yet: keep it for the next visit */
  keep: boolean
}

/**
 * Spec 3, 5: the language a page load starts in: the link's, else the one kept from an earlier
 * visit, else the device's, else zh_CN. Only a supported language is taken from any source.
 */
export function chooseStartLanguage({ query, stored, deviceLocales }: LanguageSources): StartLanguage {
  if (isLanguage(query)) return { language: query, keep: query !== stored }
  if (isLanguage(stored)) return { language: stored, keep: false }
  return { language: deviceLanguage(deviceLocales) ?? DEFAULT_LANGUAGE, keep: false }
}

/**
 * One of the five for a device locale: BCP 47 from a browser (`zh-Hant-HK`, `en-GB`) or WeChat's
 * form (`zh_CN`, `en`). A simplified-script tag wins over its region; other Chinese is zh_CN.
 */
export function languageOfLocale(locale: unknown): Language | undefined {
  if (typeof locale !== 'string') return undefined
  const [primary, ...subtags] = locale.trim().toLowerCase().replace(/_/g, '-').split('-')
  if (primary === 'en') return 'en_US'
  if (primary === 'vi') return 'vi_VN'
  if (primary !== 'zh') return undefined
  if (subtags.includes('hans')) return 'zh_CN'
  if (subtags.includes('hk') || subtags.includes('mo')) return 'zh_HK'
  if (subtags.includes('hant') || subtags.includes('tw')) return 'zh_TW'
  return 'zh_CN'
}

/** The first of the device's preferred locales that is one of the five; none from a value that is no list. */
export function deviceLanguage(locales: unknown): Language | undefined {
  if (!Array.isArray(locales)) return undefined
  for (const locale of locales as readonly unknown[]) {
    const language = languageOfLocale(locale)
    if (language) return language
  }
  return undefined
}

// Spec 2: /zfbVerified writes its parameters as `?a=1;lang=en_US`.
const SEMICOLON_QUERY_PATH = PATH.zfbVerified

/** The supported language a link's query asks for (`lang`), read the way `path` writes its query. */
export function queryLanguage(path: string, search: unknown): Language | undefined {
  const query = path === SEMICOLON_QUERY_PATH ? parseSemicolonQuery(search) : parseQuery(search)
  return isLanguage(query.lang) ? query.lang : undefined
}

const HTML_LANG: Record<Language, string> = {
  zh_CN: 'zh-CN',
  en_US: 'en',
  zh_TW: 'zh-TW',
  zh_HK: 'zh-HK',
  vi_VN: 'vi',
}

/** The BCP 47 tag of a language, for `<html lang>` and `lang` attributes. */
export function htmlLangOf(language: Language): string {
  return HTML_LANG[language]
}

/** Spec 2: /zfbVerified passes its parameters as `?a=1;lang=en_US;b=2`; anything but text gives none. */
export function parseSemicolonQuery(search: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (typeof search !== 'string') return result
  for (const part of search.replace(/^\?/, '').split(/[;&]/)) {
    const separator = part.indexOf('=')
    if (separator <= 0) continue
    const key = safeDecode(part.slice(0, separator))
    const value = safeDecode(part.slice(separator + 1))
    if (key !== undefined && value !== undefined) result[key] = value
  }
  return result
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

/** Fills named placeholders such as `{day}`; a placeholder without a value stays visible. */
export function formatMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  )
}


export function pluralFormsOf(language: Language): readonly PluralForm[] {
  return PLURAL_FORMS[language]
}

/** The form of `count` in a language: English "one" for exactly 1 (not 1.5, not 0), else "other". */
export function pluralForm(language: Language, count: number): PluralForm {
  if (language === 'en_US' && count === 1) return 'one'
  return 'other'
}
