import { makeAutoObservable, runInAction } from 'mobx'
import { BRAND_NAMES } from '@/config'
import { DEFAULT_LANGUAGE, formatMessage, pluralForm, type Language } from '@/lib/i18n'
import type { MessageKey, PluralKey } from '@/locales'
import { secureStorage } from '@/platform'
import type { AgreementStore } from './agreements'
import type { SessionStore } from './session'
import { appTexts, type TextStore } from './texts'

export type MessageValues = Record<string, string | number>

/** The texts of `Key`; a count text (`x:one` / `x:other`) is asked for as `x` with its count. */
export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string
  (key: PluralKey<Key>, values: MessageValues & { count: number }): string
}

/** The language the texts are shown in, and the texts in it. */
export class TranslationStore {
  /** the language the texts are shown in; a chosen language shows once its texts are loaded */
  language: Language = DEFAULT_LANGUAGE
  /** the language last chosen, shown or still loading; none before start-up picks one */
  chosenLanguage: Language | undefined = undefined

  constructor(readonly texts: TextStore = appTexts) {
    makeAutoObservable(this, { texts: false })
  }

  t: Translate<MessageKey> = (key: string, values?: MessageValues): string => {
    const { language, texts } = this
    const count = values?.count
    const text =
      texts.find(language, key) ??
      (typeof count === 'number' ? (texts.find(language, `${key}:${pluralForm(language, count)}`) ?? texts.find(language, `${key}:other`)) : undefined)
    if (text === undefined) {
      texts.reportMissing(language, key)
      return ''
    }
    return formatMessage(text, { brand: this.brand, ...values })
  }

  /** The one brand name of the shown language; texts name it as `{brand}`. */
  get brand(): string {
    return BRAND_NAMES[this.language]
  }

  /** Shows the texts in `language` now; they must be loaded (tests, and `chooseLanguage`). */
  setLanguage(language: Language): void {
    this.language = language
    this.chosenLanguage = language
  }

  /**
   * A language chosen by the link, the host or the user: its texts of every area on show are
   * loaded first, so the page turns from one whole language to the other. Of two quick choices
   * the last one wins; a language whose texts fail to load is not shown.
   */
  chooseLanguage(language: Language): Promise<void> {
    this.chosenLanguage = language
    const shown = this.language
    const loaded = this.texts.loadLike(shown, language)
    // bundled texts (the mini-program, or loaded before) show at once, without waiting a tick
    if (this.texts.hasLike(shown, language)) {
      this.language = language
      return Promise.resolve()
    }
    return loaded.then(
      () => runInAction(() => {
        if (this.chosenLanguage === language) this.language = language
      }),
      (error: unknown) => {
        console.warn(`[texts] ${language} not loaded`, error)
        // the page goes on in the language it shows, and loads its areas in that one
        runInAction(() => {
          if (this.chosenLanguage === language) this.chosenLanguage = this.language
        })
      },
    )
  }
}

/**
 * A language the host or the user chose: shown as soon as its texts are loaded, kept for the
 * next visit, agreements in it.
 */
export function chooseLanguage(
  { session, translation, agreements }: { session: SessionStore; translation: TranslationStore; agreements: AgreementStore },
  language: Language,
): Promise<void> {
  void secureStorage.set('lang', language)
  void agreements.load(language, session.appVersion)
  return translation.chooseLanguage(language)
}
