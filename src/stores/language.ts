import type { Language } from '@/lib/i18n'
import { secureStorage } from '@/platform'
import type { AgreementStore } from './agreements'
import type { SessionStore } from './session'

/**
 * A language the host or the user chose: shown as soon as its texts are loaded, kept for the
 * next visit, agreements in it.
 */
export function chooseLanguage(
  { session, agreements }: { session: SessionStore; agreements: AgreementStore },
  language: Language,
): Promise<void> {
  void secureStorage.set('lang', language)
  void agreements.load(language, session.appVersion)
  return session.chooseLanguage(language)
}
