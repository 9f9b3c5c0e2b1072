// H5: the browser's preferred languages (the first visit follows them) and the document's language.
import { htmlLangOf, type Language } from '@/lib/i18n'

/** `navigator.languages`, most preferred first; older browsers give only `navigator.language`. */
export function deviceLocales(): string[] {
  if (typeof navigator === 'undefined') return []
  const preferred: readonly unknown[] =
    Array.isArray(navigator.languages) && navigator.languages.length > 0 ? navigator.languages : [navigator.language]
  return preferred.filter((locale): locale is string => typeof locale === 'string' && locale !== '')
}

/** `<html lang>` follows the app's language, so screen readers speak it and fonts match it. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = htmlLangOf(language)
}
