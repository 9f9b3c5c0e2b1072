// Spec 9: the supported languages, and how each writes a count. The locales below lib type their
// catalogs with these, so they live with the other constants.
export const SUPPORTED_LANGUAGES = ['zh_CN', 'en_US', 'zh_TW', 'zh_HK', 'vi_VN'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh_CN'

/** The forms a count takes in a language's texts (CLDR plural categories). */
export type PluralForm = 'one' | 'other'

// Chinese and Vietnamese write a count the same way whatever it is; English has "1 day", "3 days".
export const PLURAL_FORMS = {
  zh_CN: ['other'],
  en_US: ['one', 'other'],
  zh_TW: ['other'],
  zh_HK: ['other'],
  vi_VN: ['other'],
} as const satisfies Record<Language, readonly PluralForm[]>

/** The forms a language's texts give each count text (`x:one`, `x:other`). */
export type PluralFormOf<L extends Language> = (typeof PLURAL_FORMS)[L][number]
